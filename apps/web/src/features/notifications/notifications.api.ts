import type {
  EmailPreferences,
  MessageResponse,
  NotificationChangedResponse,
  NotificationListResponse,
  NotificationSendInput,
  NotificationSendListResponse,
  NotificationSendSavedResponse,
} from '@chalkline/contracts';
import { api } from '../../lib/api';

/** Every query of one person's notifications starts with this key (the live updates invalidate it). */
export const notificationsKey = ['notifications'] as const;
export const notificationCountKey = [...notificationsKey, 'count'] as const;
export const emailPreferencesKey = [...notificationsKey, 'email-preferences'] as const;
export const notificationSendsKey = ['admin', 'notifications'] as const;

export const notificationsApi = {
  list: async (page: number, limit: number, unread = false) =>
    (await api.get<NotificationListResponse>('/notifications', { page, limit, unread: unread || undefined })).data,
  count: async () => (await api.get<{ data: { unread: number } }>('/notifications/count')).data.unread,
  markRead: (key: string) => api.post<NotificationChangedResponse>(`/notifications/${key}/read`),
  markAllRead: () => api.post<NotificationChangedResponse>('/notifications/read-all'),
  remove: (key: string) => api.delete<NotificationChangedResponse>(`/notifications/${key}`),
  emailPreferences: async () => (await api.get<{ data: EmailPreferences }>('/notifications/email-preferences')).data,
  saveEmailPreferences: (input: EmailPreferences) =>
    api.put<{ message: string; data: EmailPreferences }>('/notifications/email-preferences', input),
  sends: async (page: number, limit: number) =>
    (await api.get<NotificationSendListResponse>('/admin/notifications', { page, limit })).data,
  send: (input: NotificationSendInput) => api.post<NotificationSendSavedResponse>('/admin/notifications', input),
  removeSend: (key: string) => api.delete<MessageResponse>(`/admin/notifications/${key}`),
};
