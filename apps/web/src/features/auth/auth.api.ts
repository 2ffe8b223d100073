import type {
  AuthUserResponse,
  LoginInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  resetAccountPasswordInput,
  SessionListResponse,
  UpdateAccountProfileInput,
} from '@chalkline/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

/** The auth calls of platform spec 7 (methods in docs/decisions/0010). */
export const authApi = {
  login: (input: LoginInput) => api.post<AuthUserResponse>('/auth/login', input),
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
