import type { AdminPermission } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { viewerOf } from '../../../test/viewers.js';
import type { ClassroomIdentity } from './admission/identity.js';
import {
  createClassroomRoomResolver,
  matchesSource,
  mayGoIncognito,
  mayProduce,
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

  it('R21 R22 counts present members and earlier attendees as members of a classroom room', async () => {
    const tutor = viewerOf('TUTOR', 'tutor-1');
    const resolve = createClassroomRoomResolver({
      roomStore: { members: async (key) => (key === 'room-1' ? [{ identity: { key: 'tutor-1' } }] : []) },
      classroomRepo: { attendedRoom: async (key, userId) => key === 'room-1' && userId === 'student-1' },
    });
    expect(await resolve(tutor, 'meet:room-1')).toBe(true);
    expect(await resolve(viewerOf('STUDENT', 'student-1'), 'meet:room-1')).toBe(true);
    expect(await resolve(viewerOf('STUDENT', 'student-2'), 'meet:room-1')).toBe(false);
    expect(await resolve(tutor, 'meet:room-2')).toBe(false);
    expect(await resolve(tutor, 'meet:')).toBe(false);
  });
});
