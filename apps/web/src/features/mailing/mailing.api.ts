import type {
  EmailSettings,
  MailingDetailResponse,
  MailingInput,
  MailingListResponse,
  SubscriberListResponse,
  SubscriberStatus,
} from '@chalkline/contracts';
import { api } from '../../lib/api';

export const fetchMailings = async (page: number, limit: number) =>
  (await api.get<MailingListResponse>('/admin/mailing', { page, limit })).data;
export const fetchMailing = async (key: string) => (await api.get<MailingDetailResponse>(`/admin/mailing/${key}`)).data;
export const sendMailing = (input: MailingInput) =>
  api.post<{ message: string; data: { mailing: { key: string } } }>('/admin/mailing', input);
export const fetchSubscribers = async (page: number, limit: number, status?: SubscriberStatus) =>
  (await api.get<SubscriberListResponse>('/admin/mailing/newsletter', { page, limit, status })).data;
export const fetchEmailSettings = async () => (await api.get<{ data: EmailSettings }>('/admin/mailing/settings')).data;
export const saveEmailSettings = (settings: EmailSettings) =>
  api.put<{ message: string; data: EmailSettings }>('/admin/mailing/settings', settings);
