/** Data-request calls (contracts `http/data-requests.ts`, ADR 0085): the guardian's and the admins'. */
import type { DataRequestInput } from '@chalkline/contracts';
import { api, apiDownload } from '../../../lib/api';

export const dataRequestsKey = ['data-requests'] as const;

/** Saves a blob the browser downloads under `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ---- the guardian ----
export const fetchMyDataRequests = async () => (await api.get('/accounts/data-requests')).data.requests;
export const askForData = (input: DataRequestInput) => api.post('/accounts/data-requests', input);
/** GET /accounts/data-requests/:key/export: the zip of a completed export, saved by the browser. */
export async function downloadDataExport(key: string) {
  const { blob, name } = await apiDownload('GET', `/accounts/data-requests/${encodeURIComponent(key)}/export`);
  save(blob, name ?? `chalkline-data-${key}.zip`);
}

// ---- the admins of Data rights ----
export const fetchDataRequests = async (page: number, limit: number, status: 'OPEN' | 'ALL') =>
  (await api.get('/admin/data-requests', { query: { page, limit, status } })).data;
export const completeExport = (key: string) =>
  api.post('/admin/data-requests/:key/export', undefined, { params: { key } });
export const completeErasure = (key: string, confirm: string) =>
  api.post('/admin/data-requests/:key/erase', { confirm }, { params: { key } });
export const declineDataRequest = (key: string, reason: string) =>
  api.post('/admin/data-requests/:key/decline', { reason }, { params: { key } });
