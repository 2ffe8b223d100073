import type { AuthUser, CreateAdminInput } from '@chalkline/contracts';
import { api } from '../../../lib/api';

export const adminsKey = ['admin', 'admins'] as const;

/** GET /admin/admins (admins only). */
export const fetchAdmins = async (): Promise<AuthUser[]> =>
  (await api.get<{ data: { admins: AuthUser[] } }>('/admin/admins')).data.admins;

/** POST /admin/admins (MASTER only). */
export const createAdmin = (input: CreateAdminInput) =>
  api.post<{ message: string; data: { admin: AuthUser } }>('/admin/admins', input);
