import type {
  CareerApplicationListResponse,
  ContactFormListResponse,
  DemoBookingListResponse,
  FormStatus,
  MessageResponse,
} from '@chalkline/contracts';
import { api, apiBase } from '../../lib/api';

export type InboxKind = 'contact' | 'demo' | 'career';
export const inboxPaths: Record<InboxKind, string> = {
  contact: '/admin/contact-forms',
  demo: '/admin/book-a-demo-forms',
  career: '/admin/career-applications',
};
type Responses = {
  contact: ContactFormListResponse;
  demo: DemoBookingListResponse;
  career: CareerApplicationListResponse;
};

export async function fetchInbox<K extends InboxKind>(
  kind: K,
  page: number,
  limit: number,
  status?: FormStatus,
): Promise<Responses[K]['data']> {
  return (await api.get<Responses[K]>(inboxPaths[kind], { page, limit, status })).data;
}

export const setInboxStatus = (kind: InboxKind, key: string, status: FormStatus) =>
  api.patch<MessageResponse>(`${inboxPaths[kind]}/${key}`, { status });

export const deleteInboxItem = (kind: InboxKind, key: string) =>
  api.delete<MessageResponse>(`${inboxPaths[kind]}/${key}`);

/** The CV's download address (admins of career applications). */
export const cvUrl = (key: string) => `${apiBase}/website/download?file=${encodeURIComponent(key)}`;
