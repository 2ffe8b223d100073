import type { FormStatus } from '@chalkline/contracts';
import { api, apiBase } from '../../lib/api';
import type { ApiResponse } from '../../lib/api-routes';

export type InboxKind = 'contact' | 'demo' | 'career';
export const inboxPaths = {
  contact: '/admin/contact-forms',
  demo: '/admin/book-a-demo-forms',
  career: '/admin/career-applications',
} as const satisfies Record<InboxKind, string>;
/** One page of an inbox, as the route map types that inbox's list. */
type InboxPage<K extends InboxKind> = ApiResponse<'GET', (typeof inboxPaths)[K]>['data'];

export async function fetchInbox<K extends InboxKind>(
  kind: K,
  page: number,
  limit: number,
  status?: FormStatus,
): Promise<InboxPage<K>> {
  const path: (typeof inboxPaths)[InboxKind] = inboxPaths[kind];
  // The map types each inbox's page; narrowing the union back to this kind's is what `K` promises.
  return (await api.get(path, { query: { page, limit, status } })).data as InboxPage<K>;
}

export const setInboxStatus = (kind: InboxKind, key: string, status: FormStatus) =>
  api.patch(`${inboxPaths[kind]}/:key`, { status }, { params: { key } });

export const deleteInboxItem = (kind: InboxKind, key: string) =>
  api.delete(`${inboxPaths[kind]}/:key`, { params: { key } });

/** The CV's download address (admins of career applications). */
export const cvUrl = (key: string) => `${apiBase}/website/download?file=${encodeURIComponent(key)}`;
