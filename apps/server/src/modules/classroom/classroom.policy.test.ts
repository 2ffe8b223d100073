import { type AdminPermission, noLocks } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { viewerOf } from '../../../test/viewers.js';
import type { ClassroomIdentity } from './admission/identity.js';
import {
  createClassroomRoomResolver,
  isLockedFor,
  lockOfSource,
  matchesSource,
  mayGoIncognito,
  mayProduce,
  maySeeCamera,
  mayStopMedia,
  seesIncognito,
} from './classroom.policy.js';
import type { Member } from './room/room-state.js';

const person = (
  role: 'STUDENT' | 'TUTOR' | 'MANAGER' | 'MASTER',
  permissions: readonly AdminPermission[] = role === 'MANAGER' ? ['classrooms.access'] : [],
): ClassroomIdentity => ({
  kind: 'user',
  key: role,
  role,
  firstName: 'A',
  lastName: 'B',
  otherNames: null,
  avatar: null,
  gender: null,
  permissions,
});
const member = (identity: ClassroomIdentity, isHost: boolean) => ({ identity, isHost }) as Member;
const guest: ClassroomIdentity = { kind: 'guest', key: 'guest:1', firstName: 'G', lastName: '' };

describe('classroom policy', () => {
  it('R12 admins see incognito people and may go incognito, never in a demo classroom', () => {
    expect(seesIncognito(member(person('MANAGER'), true))).toBe(true);
    expect(seesIncognito(member(person('TUTOR'), true))).toBe(false);
    // A manager without the classrooms group is no admin in a classroom (ADR 0026).
    expect(seesIncognito(member(person('MANAGER', ['students.access']), true))).toBe(false);
    expect(seesIncognito(member(person('MASTER'), true))).toBe(true);
    expect(seesIncognito(member(guest, false))).toBe(false);
    expect(mayGoIncognito({ isAdmin: true }, 'abc', true)).toBe(true);
    expect(mayGoIncognito({ isAdmin: true }, 'demo:d1', true)).toBe(false);
    expect(mayGoIncognito({ isAdmin: false }, 'abc', true)).toBe(false);
  });

  it('R28 R29 hosts stop others’ media; screen sharing for hosts only when the classroom says so', () => {
    const tutor = member(person('TUTOR'), true);
    const student = member(person('STUDENT'), false);
    expect(mayStopMedia(tutor, student)).toBe(true);
    expect(mayStopMedia(student, tutor)).toBe(false);
    expect(mayStopMedia(tutor, member(person('MASTER'), true))).toBe(false);
    expect(mayProduce(student, 'screen', { screenShareHostsOnly: false })).toBe(true);
    expect(mayProduce(student, 'screen', { screenShareHostsOnly: true })).toBe(false);
    expect(mayProduce(student, 'webcam', { screenShareHostsOnly: true })).toBe(true);
    expect(mayProduce(tutor, 'screen', { screenShareHostsOnly: true })).toBe(true);
    expect(matchesSource({ source: 'webcam', kind: 'video' }, 'camera')).toBe(true);
    expect(matchesSource({ source: 'webcam', kind: 'audio' }, 'camera')).toBe(false);
    expect(matchesSource({ source: 'webcam', kind: 'audio' }, 'microphone')).toBe(true);
    expect(matchesSource({ source: 'screen', kind: 'screen-audio' }, 'screen')).toBe(true);
  });

  it('L2–L6 locks stop students, never hosts; with seeStudents a student sees hosts’ cameras and their own only', () => {
    const withConnection = (m: Member, connection: string) =>
      ({ ...m, participant: { connection } }) as unknown as Member;
    const tutor = withConnection(member(person('TUTOR'), true), 't');
    const student = withConnection(member(person('STUDENT'), false), 's1');
    const other = withConnection(member(person('STUDENT'), false), 's2');
    const locks = { ...noLocks, chat: true, seeStudents: true };
    expect(isLockedFor(student, locks, 'chat')).toBe(true);
    expect(isLockedFor(student, locks, 'camera')).toBe(false);
    expect(isLockedFor(tutor, locks, 'chat')).toBe(false);
    expect(isLockedFor(student, null, 'chat')).toBe(false);
    expect(lockOfSource({ source: 'webcam', kind: 'video' })).toBe('camera');
    expect(lockOfSource({ source: 'webcam', kind: 'audio' })).toBe('microphone');
    expect(lockOfSource({ source: 'screen', kind: 'screen-audio' })).toBe('screen');
    const camera = { source: 'webcam' as const, kind: 'video' };
    expect(maySeeCamera(student, other, camera, locks)).toBe(false);
    expect(maySeeCamera(student, tutor, camera, locks)).toBe(true);
    expect(maySeeCamera(student, student, camera, locks)).toBe(true);
    expect(maySeeCamera(student, undefined, camera, locks)).toBe(false);
    expect(maySeeCamera(tutor, other, camera, locks)).toBe(true);
    // Voices and screens stay; without the lock every camera is seen.
    expect(maySeeCamera(student, other, { source: 'webcam', kind: 'audio' }, locks)).toBe(true);
    expect(maySeeCamera(student, other, { source: 'screen', kind: 'screen-video' }, locks)).toBe(true);
    expect(maySeeCamera(student, other, camera, noLocks)).toBe(true);
  });

  it('R21 R22 counts present members and earlier attendees as members of a classroom room', async () => {
    const tutor = viewerOf('TUTOR', 'tutor-1');
    const resolve = createClassroomRoomResolver({
      roomStore: {
        members: async (key) => (key === 'room-1' ? [{ identity: { key: 'tutor-1' } } as Member] : []),
        meta: async () => null,
      },
      classroomRepo: { attendedRoom: async (key, userId) => key === 'room-1' && userId === 'student-1' },
    });
    expect(await resolve(tutor, 'meet:room-1')).toBe(true);
    expect(await resolve(viewerOf('STUDENT', 'student-1'), 'meet:room-1')).toBe(true);
    expect(await resolve(viewerOf('STUDENT', 'student-2'), 'meet:room-1')).toBe(false);
    expect(await resolve(tutor, 'meet:room-2')).toBe(false);
    expect(await resolve(tutor, 'meet:')).toBe(false);
    // A breakout chat is no classroom's: with no rooms open, no one reads it.
    expect(await resolve(tutor, 'meet:room-1#breakout-0f3a9c12-1')).toBe(false);
  });
});
