import type {
  AddPasskeyInput,
  EnableTwoFactorInput,
  LoginInput,
  PasskeyReauthenticateInput,
  PasskeySecondFactorInput,
  ReauthenticateInput,
  RegisterInput,
  ResetPasswordInput,
  resetAccountPasswordInput,
  SecondFactorInput,
  UpdateAccountProfileInput,
} from '@chalkline/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

/** The auth calls of platform spec 7 (methods in docs/decisions/0010). */
export const authApi = {
  /** A user, or (202) `{ secondFactor: true }` when the code page comes next (ADR 0056). */
  login: (input: LoginInput) => api.post('/auth/login', input),
  secondFactor: (input: SecondFactorInput) => api.post('/auth/second-factor', input),
  twoFactorStatus: async () => (await api.get('/auth/two-factor')).data,
  setUpTwoFactor: async () => (await api.post('/auth/two-factor/setup')).data,
  enableTwoFactor: (input: EnableTwoFactorInput) => api.post('/auth/two-factor/enable', input),
  disableTwoFactor: () => api.delete('/auth/two-factor'),
  reauthenticate: (input: ReauthenticateInput) => api.post('/auth/reauthenticate', input),
  stepUpPasskeyOptions: async () => (await api.post('/auth/reauthenticate/passkey/options')).data,
  reauthenticateWithPasskey: (input: PasskeyReauthenticateInput) => api.post('/auth/reauthenticate/passkey', input),
  newRecoveryCodes: (password: string) => api.post('/auth/two-factor/recovery-codes', { password }),
  passkeys: async () => (await api.get('/auth/passkeys')).data,
  passkeyRegistrationOptions: async () => (await api.post('/auth/passkeys/options')).data,
  addPasskey: (input: AddPasskeyInput) => api.post('/auth/passkeys', input),
  removePasskey: (id: string) => api.delete('/auth/passkeys/:id', { params: { id } }),
  passkeySignInOptions: async () => (await api.post('/auth/second-factor/passkey/options')).data,
  passkeySecondFactor: (input: PasskeySecondFactorInput) => api.post('/auth/second-factor/passkey', input),
  register: (input: RegisterInput) => api.post('/auth/register', input),
  forgotPassword: (email: string) => api.post('/auth/forgot-password', { email }),
  verifyPasswordReset: (token: string) => api.post('/auth/verify-password-reset', { token }),
  resetPassword: (input: ResetPasswordInput) => api.post('/auth/reset-password', input),
  updateProfile: (input: UpdateAccountProfileInput) => api.patch('/auth/update-account-profile', input),
  changePassword: (input: z.output<typeof resetAccountPasswordInput>) =>
    api.post('/auth/reset-account-password', input),
  sessions: async () => (await api.get('/auth/sessions')).data.sessions,
  revokeSession: (id: string) => api.delete('/auth/sessions/:id', { params: { id } }),
};
