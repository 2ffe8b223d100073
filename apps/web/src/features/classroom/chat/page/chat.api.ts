import { api } from '../../../../lib/api';

/** Query keys of the chat; a new message invalidates `chatKeys.all`. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  contacts: (search = '') => ['chat', 'contacts', search] as const,
  groups: ['chat', 'groups'] as const,
  reports: ['chat', 'reports'] as const,
};

export const fetchContacts = async (search?: string) =>
  (await api.get('/chat/contacts', { query: search ? { search } : undefined })).data.contacts;
export const fetchProgramRooms = async () => (await api.get('/chat/program-rooms')).data.rooms;
export const fetchChatMessages = async (room: string, page: number) =>
  (await api.get('/chat/messages', { query: { room, page } })).data;
export const fetchChatUnread = async () => (await api.get('/chat/unread')).data.unread;
export const startConversation = async (withKey: string) =>
  (await api.post('/chat/conversations', { with: withKey })).data.contact;
export const joinGroup = (programKey: string) =>
  api.post('/chat/program-rooms/:programKey/join', {}, { params: { programKey } });
export const leaveGroup = (programKey: string) =>
  api.delete('/chat/program-rooms/:programKey/join', { params: { programKey } });
export const reportMessage = (key: string, reason: string) =>
  api.post('/chat/messages/:key/report', { reason }, { params: { key } });
export const fetchChatReports = async () => (await api.get('/admin/chat/reports')).data.reports;
