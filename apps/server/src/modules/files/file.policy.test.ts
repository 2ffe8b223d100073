import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorize, authorizeRoomUpload, canReadFile } from './file.policy.js';
import type { FileRow } from './file.repository.js';
import { folderRules } from './folder-rules.js';
import { createRoomAccess } from './room-access.js';

const rooms = createRoomAccess();
rooms.register('chat', async (viewer, roomId) => roomId === 'chat:1' && viewer.id === 'member');
const file = (fields: Partial<FileRow>) =>
  ({ access: 'user', ownerId: 'owner', readerId: null, roomId: null, ...fields }) as FileRow;

describe('file policy', () => {
  it('lets admins upload site images, staff quiz material, and everyone the open folders', async () => {
    const denied = { status: 403, message: 'You may not upload to this folder' };
    for (const folder of ['team', 'programs', 'general-testimonials', 'tutor-testimonials'] as const) {
      expect(await denialOf(() => authorize(viewerOf('MANAGER'), 'files.upload', folderRules[folder]))).toBeNull();
      expect(await denialOf(() => authorize(viewerOf('TUTOR'), 'files.upload', folderRules[folder]))).toEqual(denied);
    }
    expect(await denialOf(() => authorize(viewerOf('TUTOR'), 'files.upload', folderRules.quiz))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('MASTER'), 'files.upload', folderRules.quiz))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('STUDENT'), 'files.upload', folderRules.quiz))).toEqual(denied);
    expect(await denialOf(() => authorize(viewerOf('STUDENT'), 'files.upload', folderRules.chats))).toBeNull();
  });

  it('lets nobody write the proctoring folders through the general upload (ADR 0082)', async () => {
    const refused = { status: 403, message: 'Proctoring files are sent only by a proctored quiz in progress' };
    for (const folder of ['quiz-proctoring', 'quiz-proctoring-screen', 'quiz-proctoring-selfie'] as const)
      for (const role of ['STUDENT', 'TUTOR', 'MANAGER', 'MASTER'] as const)
        expect(await denialOf(() => authorize(viewerOf(role), 'files.upload', folderRules[folder]))).toEqual(refused);
  });

  it('lets the owner, the named reader, room members and admins read a file', async () => {
    expect(await canReadFile(null, file({ access: 'public' }), rooms)).toBe(true);
    expect(await canReadFile(null, file({}), rooms)).toBe(false);
    expect(await canReadFile(viewerOf('STUDENT', 'owner'), file({}), rooms)).toBe(true);
    expect(await canReadFile(viewerOf('TUTOR', 'reader'), file({ readerId: 'reader' }), rooms)).toBe(true);
    expect(await canReadFile(viewerOf('TUTOR', 'other'), file({ readerId: 'reader' }), rooms)).toBe(false);
    expect(await canReadFile(viewerOf('MANAGER'), file({}), rooms)).toBe(true);
    const inRoom = file({ access: 'room', roomId: 'chat:1' });
    expect(await canReadFile(viewerOf('STUDENT', 'member'), inRoom, rooms)).toBe(true);
    expect(await canReadFile(viewerOf('STUDENT', 'outsider'), inRoom, rooms)).toBe(false);
  });

  it('lets only members share an upload with a room', async () => {
    expect(await denialOf(() => authorizeRoomUpload(viewerOf('STUDENT', 'member'), 'chat:1', rooms))).toBeNull();
    expect(await denialOf(() => authorizeRoomUpload(viewerOf('MASTER'), 'chat:1', rooms))).toEqual({
      status: 403,
      message: 'You are not a member of this room',
    });
  });
});
