import type { EmailSettings, MailingInput, SubscriberStatus } from '@chalkline/contracts';
import { api } from '../../lib/api';

export const fetchMailings = async (page: number, limit: number) =>
  (await api.get('/admin/mailing', { query: { page, limit } })).data;
export const fetchMailing = async (key: string) => (await api.get('/admin/mailing/:key', { params: { key } })).data;
export const sendMailing = (input: MailingInput) => api.post('/admin/mailing', input);
export const fetchSubscribers = async (page: number, limit: number, status?: SubscriberStatus) =>
  (await api.get('/admin/mailing/newsletter', { query: { page, limit, status } })).data;
export const fetchEmailSettings = async () => (await api.get('/admin/mailing/settings')).data;
export const saveEmailSettings = (settings: EmailSettings) => api.put('/admin/mailing/settings', settings);
