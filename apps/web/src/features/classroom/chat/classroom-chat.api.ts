import { api } from '../../../lib/api';

/** One page of chat history, newest first (R22). */
export async function fetchMessagesPage(room: string, page: number) {
  return (await api.get('/meet/messages', { query: { room, page } })).data;
}

/** Uploads a message's files to the room's `chats` folder and answers their keys (classroom R21, platform spec 7.1). */
export async function uploadChatFiles(room: string, files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.set('folder', 'chats');
  form.set('room', room);
  for (const file of files) form.append('files', file, file.name);
  return (await api.post('/files/upload', form)).data.keys;
}

/** Where a stored file is downloaded from (classroom spec 2). */
export const downloadUrl = (key: string) => `/api/download/file?file=${encodeURIComponent(key)}`;
