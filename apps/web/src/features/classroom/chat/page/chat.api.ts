import type { ChatReportStatus, MuteInput } from '@chalkline/contracts';
import { api } from '../../../../lib/api';

/** Query keys of the chat; a new message invalidates `chatKeys.all`. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  contacts: (search = '') => ['chat', 'contacts', search] as const,
  groups: ['chat', 'groups'] as const,
  reports: (status?: ChatReportStatus) => ['chat', 'reports', ...(status ? [status] : [])] as const,
  mutes: ['chat', 'mutes'] as const,
  blocks: ['chat', 'blocks'] as const,
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
export const fetchChatReports = async (status: ChatReportStatus) =>
  (await api.get('/admin/chat/reports', { query: { status } })).data.reports;

// Moderation (ADR 0064).
export const updateChatReport = (key: string, status: ChatReportStatus, note?: string) =>
  api.patch('/admin/chat/reports/:key', { status, ...(note ? { note } : {}) }, { params: { key } });
export const fetchReportContext = async (key: string) =>
  (await api.get('/admin/chat/reports/:key/context', { params: { key } })).data;
export const deleteChatMessage = (key: string) => api.delete('/admin/chat/messages/:key', { params: { key } });
export const fetchChatMutes = async () => (await api.get('/admin/chat/mutes')).data.mutes;
export const muteInChat = (input: MuteInput) => api.post('/admin/chat/mutes', input);
export const unmuteInChat = (userKey: string) => api.delete('/admin/chat/mutes/:userKey', { params: { userKey } });
export const fetchBlocked = async () => (await api.get('/chat/blocks')).data.blocked;
export const blockPerson = (withKey: string) => api.post('/chat/blocks', { with: withKey });
export const unblockPerson = (userKey: string) => api.delete('/chat/blocks/:userKey', { params: { userKey } });
