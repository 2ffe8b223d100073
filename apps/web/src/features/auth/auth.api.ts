import type {
  AuthUser,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  resetAccountPasswordInput,
  SessionInfo,
  UpdateAccountProfileInput,
} from '@chalkline/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

type UserAnswer = { message?: string; data: { user: AuthUser } };
type MessageAnswer = { message: string };

/** The auth calls of platform spec 7 (methods in docs/decisions/0010). */
export const authApi = {
  login: (input: LoginInput) => api.post<UserAnswer>('/auth/login', input),
  register: (input: RegisterInput) => api.post<UserAnswer>('/auth/register', input),
  forgotPassword: (email: string) => api.post<MessageAnswer>('/auth/forgot-password', { email }),
  verifyPasswordReset: (token: string) => api.post<MessageAnswer>('/auth/verify-password-reset', { token }),
  resetPassword: (input: ResetPasswordInput) => api.post<MessageAnswer>('/auth/reset-password', input),
  updateProfile: (input: UpdateAccountProfileInput) => api.patch<UserAnswer>('/auth/update-account-profile', input),
  changePassword: (input: z.output<typeof resetAccountPasswordInput>) =>
    api.post<MessageAnswer>('/auth/reset-account-password', input),
  sessions: async () => (await api.get<{ data: { sessions: SessionInfo[] } }>('/auth/sessions')).data.sessions,
  revokeSession: (id: string) => api.delete<MessageAnswer>(`/auth/sessions/${encodeURIComponent(id)}`),
};
