import type {
  AuthUserResponse,
  EnableTwoFactorInput,
  LoginInput,
  MessageResponse,
  ReauthenticateInput,
  RecoveryCodesResponse,
  RegisterInput,
  ResetPasswordInput,
  resetAccountPasswordInput,
  SecondFactorChallengeResponse,
  SecondFactorInput,
  SessionListResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
  UpdateAccountProfileInput,
} from '@chalkline/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

/** The auth calls of platform spec 7 (methods in docs/decisions/0010). */
export const authApi = {
  /** A user, or (202) `{ secondFactor: true }` when the code page comes next (ADR 0056). */
  login: (input: LoginInput) => api.post<AuthUserResponse | SecondFactorChallengeResponse>('/auth/login', input),
  secondFactor: (input: SecondFactorInput) => api.post<AuthUserResponse>('/auth/second-factor', input),
  twoFactorStatus: async () => (await api.get<{ data: TwoFactorStatus }>('/auth/two-factor')).data,
  setUpTwoFactor: async () => (await api.post<TwoFactorSetupResponse>('/auth/two-factor/setup')).data,
  enableTwoFactor: (input: EnableTwoFactorInput) => api.post<RecoveryCodesResponse>('/auth/two-factor/enable', input),
  disableTwoFactor: () => api.delete<MessageResponse>('/auth/two-factor'),
  reauthenticate: (input: ReauthenticateInput) => api.post<MessageResponse>('/auth/reauthenticate', input),
  register: (input: RegisterInput) => api.post<AuthUserResponse>('/auth/register', input),
  forgotPassword: (email: string) => api.post<MessageResponse>('/auth/forgot-password', { email }),
  verifyPasswordReset: (token: string) => api.post<MessageResponse>('/auth/verify-password-reset', { token }),
  resetPassword: (input: ResetPasswordInput) => api.post<MessageResponse>('/auth/reset-password', input),
  updateProfile: (input: UpdateAccountProfileInput) =>
    api.patch<AuthUserResponse>('/auth/update-account-profile', input),
  changePassword: (input: z.output<typeof resetAccountPasswordInput>) =>
    api.post<MessageResponse>('/auth/reset-account-password', input),
  sessions: async () => (await api.get<SessionListResponse>('/auth/sessions')).data.sessions,
  revokeSession: (id: string) => api.delete<MessageResponse>(`/auth/sessions/${encodeURIComponent(id)}`),
};
