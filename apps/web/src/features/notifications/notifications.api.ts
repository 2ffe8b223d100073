import type { EmailPreferences, NotificationSendInput } from '@chalkline/contracts';
import { api } from '../../lib/api';

/** Every query of one person's notifications starts with this key (the live updates invalidate it). */
export const notificationsKey = ['notifications'] as const;
export const notificationCountKey = [...notificationsKey, 'count'] as const;
export const emailPreferencesKey = [...notificationsKey, 'email-preferences'] as const;
export const notificationSendsKey = ['admin', 'notifications'] as const;

export const notificationsApi = {
  list: async (page: number, limit: number, unread = false) =>
    (await api.get('/notifications', { query: { page, limit, unread: unread || undefined } })).data,
  count: async () => (await api.get('/notifications/count')).data.unread,
  markRead: (key: string) => api.post('/notifications/:key/read', undefined, { params: { key } }),
  markAllRead: () => api.post('/notifications/read-all'),
  remove: (key: string) => api.delete('/notifications/:key', { params: { key } }),
  emailPreferences: async () => (await api.get('/notifications/email-preferences')).data,
  saveEmailPreferences: (input: EmailPreferences) => api.put('/notifications/email-preferences', input),
  sends: async (page: number, limit: number) =>
    (await api.get('/admin/notifications', { query: { page, limit } })).data,
  send: (input: NotificationSendInput) => api.post('/admin/notifications', input),
  removeSend: (key: string) => api.delete('/admin/notifications/:key', { params: { key } }),
};
