import type { AdminCreatedResponse, AdminListResponse, AuthUser, CreateAdminInput } from '@chalkline/contracts';
import { api } from '../../../lib/api';

export const adminsKey = ['admin', 'admins'] as const;

/** GET /admin/admins (admins only). */
export const fetchAdmins = async (): Promise<AuthUser[]> =>
  (await api.get<AdminListResponse>('/admin/admins')).data.admins;

/** POST /admin/admins (MASTER only). */
export const createAdmin = (input: CreateAdminInput) => api.post<AdminCreatedResponse>('/admin/admins', input);
