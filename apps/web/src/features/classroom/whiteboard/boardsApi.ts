/**
 * The whiteboard's HTTP calls (R23, R21): list, create and load a classroom's boards, and upload an image to the
 * file store. Boards are named by the classroom's chat room id, `meet:{roomKey}`.
 */
import type { WhiteboardSummary } from '@chalkline/contracts';
import { api, apiBase } from '../../../lib/api';
import { compressImage } from '../../../lib/compressImage';

/** GET /api/meet/whiteboards: the classroom's boards, newest first. */
export async function listWhiteboards(roomId: string): Promise<WhiteboardSummary[]> {
  const body = await api.get('/meet/whiteboards', { query: { roomId } });
  return body.data.whiteboards;
}

/** POST /api/meet/whiteboards: a new, empty board; answers its key. */
export async function createWhiteboard(roomId: string, sessionId?: string | null): Promise<string> {
  const body = await api.post('/meet/whiteboards', {
    roomId,
    ...(sessionId ? { sessionId } : {}),
  });
  return body.data.whiteboard.key;
}

/** POST /api/meet/whiteboards/load: a board's whole state (base64), without opening it for anyone. */
export async function loadWhiteboard(roomId: string, whiteboardId: string): Promise<string> {
  const body = await api.post('/meet/whiteboards/load', {
    roomId,
    whiteboardId,
  });
  return body.data.whiteboard.state;
}

/** Image files only (classroom spec §5). */
export const isImageFile = (file: File): boolean => file.type.startsWith('image/');

export const imageOnlyMessage = 'Please choose an image file';

/** The URL a board stores for an uploaded file: the download route, never the image itself. */
export const fileUrl = (key: string): string => `${apiBase}/download/file?file=${encodeURIComponent(key)}`;

/**
 * Uploads an image for the board (`POST /api/files/upload`, folder `whiteboard`, `room` = the classroom's chat
 * room, so every member of the classroom may download it) and answers its download URL.
 */
export async function uploadWhiteboardImage(file: File, roomId: string): Promise<string> {
  if (!isImageFile(file)) throw new Error(imageOnlyMessage);
  const compressed = await compressImage(file);
  const form = new FormData();
  form.append('folder', 'whiteboard');
  form.append('room', roomId);
  form.append('files', compressed, compressed.name || file.name);
  const body = await api.post('/files/upload', form);
  const key = body.data.keys[0];
  if (!key) throw new Error('The upload did not return a file');
  return fileUrl(key);
}
