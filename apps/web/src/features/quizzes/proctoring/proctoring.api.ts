/** Proctoring calls (ADR 0082): the consent screen's question, frame and event uploads, the tutor's timeline. */
import type { ProctoringEvent, ProctoringFrameResponse, ProctoringKind } from '@chalkline/contracts';
import { api } from '../../../lib/api';
import { putBytes } from '../../classroom/recording/recordings.api';

export const fetchProctoringConsent = async (key: string) =>
  (await api.get('/quiz/proctoring/consent', { query: { key } })).data;

/** Uploads one frame; the server stores (attempt, kind, seq) once, so a resend is harmless. */
export const uploadFrame = (assignment: string, kind: ProctoringKind, seq: number, at: string, blob: Blob) =>
  putBytes<ProctoringFrameResponse>(
    `/quiz/proctoring/${assignment}/${kind}/${seq}?at=${encodeURIComponent(at)}`,
    blob,
    blob.type || 'image/jpeg',
  );

export const sendProctoringEvents = async (assignment: string, events: ProctoringEvent[]) =>
  (await api.post('/quiz/proctoring/events', { assignment, events })).data;

export const fetchProctoringTimeline = async (key: string) =>
  (await api.get('/quiz/proctoring/:key/timeline', { params: { key } })).data;
