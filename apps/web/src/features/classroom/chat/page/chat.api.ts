/** The platform chat's HTTP calls (platform spec 7, ADR 0038). Messages travel over the `/chat` socket. */
import type {
  ChatContactsResponse,
  ChatReportsResponse,
  ChatUnreadResponse,
  MessageResponse,
  MessagesPageResponse,
  ProgramRoomsResponse,
  StartConversationResponse,
  UploadResponse,
} from '@chalkline/contracts';
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
  (await api.get<ChatContactsResponse>('/chat/contacts', search ? { search } : undefined)).data.contacts;
export const fetchProgramRooms = async () => (await api.get<ProgramRoomsResponse>('/chat/program-rooms')).data.rooms;
export const fetchChatMessages = async (room: string, page: number) =>
  (await api.get<MessagesPageResponse>('/chat/messages', { room, page })).data;
export const fetchChatUnread = async () => (await api.get<ChatUnreadResponse>('/chat/unread')).data.unread;
export const startConversation = async (withKey: string) =>
  (await api.post<StartConversationResponse>('/chat/conversations', { with: withKey })).data.contact;
export const joinGroup = (programKey: string) =>
  api.post<MessageResponse>(`/chat/program-rooms/${programKey}/join`, {});
export const leaveGroup = (programKey: string) => api.delete<MessageResponse>(`/chat/program-rooms/${programKey}/join`);
export const reportMessage = (key: string, reason: string) =>
  api.post<MessageResponse>(`/chat/messages/${key}/report`, { reason });
export const fetchChatReports = async () => (await api.get<ChatReportsResponse>('/admin/chat/reports')).data.reports;

/** Uploads a message's files to the conversation's `chats` folder and answers their keys (platform spec 7.1). */
export async function uploadConversationFiles(room: string, files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.set('folder', 'chats');
  form.set('room', room);
  for (const file of files) form.append('files', file, file.name);
  return (await api.post<UploadResponse>('/files/upload', form)).data.keys;
}
