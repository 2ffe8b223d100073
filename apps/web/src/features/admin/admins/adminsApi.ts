import type { AdminSummary, NewAdminInput, UpdateAdminInput } from '@chalkline/contracts';
import { api } from '../../../lib/api';

export const adminsKey = ['admin', 'admins'] as const;

/** GET /admin/admins: every admin with their groups and state (`admins.access`). */
export const fetchAdmins = async (): Promise<AdminSummary[]> => (await api.get('/admin/admins')).data.admins;

/** POST /admin/admins (`admins.create`; a master admin only by a master). */
export const createAdmin = (input: NewAdminInput) => api.post('/admin/admins', input);

/** PATCH /admin/admins/:key: new groups for a manager, or a new role (`admins.edit`). */
export const updateAdmin = (key: string, input: UpdateAdminInput) =>
  api.patch('/admin/admins/:key', input, { params: { key } });

/** PUT /admin/admins/:key/suspension: suspend (their sign-in ends) or restore (`admins.edit`). */
export const setAdminSuspended = (key: string, suspended: boolean) =>
  api.put('/admin/admins/:key/suspension', { suspended }, { params: { key } });

/** DELETE /admin/admins/:key: soft delete, their sign-in ends (`admins.delete`). */
export const deleteAdmin = (key: string) => api.delete('/admin/admins/:key', { params: { key } });

/** DELETE /admin/admins/:key/two-factor: a master resets another admin's second factor (ADR 0056). */
export const resetAdminTwoFactor = (key: string) => api.delete('/admin/admins/:key/two-factor', { params: { key } });
