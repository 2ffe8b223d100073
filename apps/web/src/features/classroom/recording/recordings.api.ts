/**
 * Recording calls (ADR 0044): chunk and thumbnail uploads, the classroom's list, the lobby's status, deleting, and
 * captions.
 */
import type { MessageResponse, RecordingChunkResponse } from '@chalkline/contracts';
import { api, apiBase, toApiError } from '../../../lib/api';

/** PUT of raw bytes (fetch: the JSON client would stringify them). Rejects with an `ApiError`. */
export async function putBytes<T>(path: string, body: Blob, type: string): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': type, Accept: 'application/json' },
    body,
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw toApiError(response.status, response.statusText, parsed);
  return parsed as T;
}

/** Uploads one chunk; the server stores (recordingId, seq) once, so a resend is harmless. */
export const uploadChunk = (recordingId: string, seq: number, blob: Blob, final: boolean) =>
  putBytes<RecordingChunkResponse>(
    `/recordings/${recordingId}/chunks/${seq}${final ? '?final=true' : ''}`,
    blob,
    'video/webm',
  );

export const uploadThumbnail = (recordingId: string, blob: Blob) =>
  putBytes<MessageResponse>(`/recordings/${recordingId}/thumbnail`, blob, blob.type || 'image/jpeg');

export const fetchRecordings = async (room: string) => (await api.get('/recordings', { query: { room } })).data;

export const deleteRecording = (key: string) => api.delete('/recordings/:key', { params: { key } });

/** A host's WebVTT captions for a recording (issue 35), replacing any before. */
export const uploadCaptions = (key: string, file: Blob) =>
  putBytes<MessageResponse>(`/recordings/${key}/captions`, file, 'text/vtt');

export const removeCaptions = (key: string) => api.delete('/recordings/:key/captions', { params: { key } });

/** Whether a classroom is being recorded now (the lobby's notice). */
export const fetchRecordingStatus = async (meetingId: string, config: { programId?: string; demoSession?: string }) =>
  (
    await api.get('/recordings/status', {
      query: {
        meetingId,
        ...(config.programId ? { programId: config.programId } : {}),
        ...(config.demoSession ? { demoSession: config.demoSession } : {}),
      },
    })
  ).data.recording;
