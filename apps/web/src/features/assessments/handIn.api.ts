import {
  type AssignmentKind,
  type HandInDraftInput,
  type HandInSubmitInput,
  handInFolder,
  handInRoomId,
} from '@chalkline/contracts';
import { api, apiBase } from '../../lib/api';

const base = (kind: AssignmentKind) => `/accounts/assignments/${kind}/:key/submission` as const;

/** The query key of one assignment's hand-in. */
export const handInKey = (kind: AssignmentKind, key: string) => ['hand-in', kind, key] as const;

export const fetchHandIn = async (kind: AssignmentKind, key: string) =>
  (await api.get(base(kind), { params: { key } })).data.handIn;

export const saveHandInDraft = async (kind: AssignmentKind, key: string, draft: HandInDraftInput) =>
  (await api.put(`${base(kind)}/draft`, draft, { params: { key } })).data.handIn;

export const submitHandIn = async (kind: AssignmentKind, key: string, work: HandInSubmitInput) => {
  const body = await api.post(base(kind), work, { params: { key } });
  return { message: body.message, handIn: body.data.handIn };
};

/** Uploads hand-in files to the assignment's room (ADR 0074), so its tutors and admins may read them. */
export async function uploadHandInFiles(assignment: string, files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.append('folder', handInFolder);
  form.append('room', handInRoomId.format(assignment));
  for (const file of files) form.append('files', file, file.name);
  return (await api.post('/files/upload', form)).data.keys;
}

export const handInFileUrl = (key: string) => `${apiBase}/download/file?file=${encodeURIComponent(key)}`;
