/** Who enters which classroom, and how (R3–R7), decided without a database: the repository is a fake. */
import { classroomTexts, messages } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import type { ClassroomRepository } from '../classroom.repository.js';
import { decideAdmission, type MeetingContext } from './admission.policy.js';
import type { ClassroomIdentity } from './identity.js';

const person = (
  role: 'MASTER' | 'MANAGER' | 'TUTOR' | 'STUDENT',
  key = `${role.toLowerCase()}-1`,
): ClassroomIdentity => ({
  kind: 'user',
  key,
  role,
  firstName: 'Test',
  lastName: role,
  otherNames: null,
  avatar: null,
  gender: null,
  ...(role === 'MANAGER' ? { permissions: ['classroom.seeEveryone' as never] } : {}),
});
const guest: ClassroomIdentity = { kind: 'guest', key: 'guest-1', firstName: 'Gina', lastName: 'Guest' };

/** A repository answering from plain facts: who teaches what, who is enrolled, the room's settings. */
function fakeRepo(facts: {
  teaches?: string[];
  active?: string[];
  linked?: { key: string; title: string }[];
  settings?: { guestMode?: boolean; autoAdmitEnrolled?: boolean };
}) {
  return {
    settings: async () => (facts.settings ? { guestMode: false, autoAdmitEnrolled: false, ...facts.settings } : null),
    teachesProgram: async (_tutor: string, programId: string) => (facts.teaches ?? []).includes(programId),
    activeProgramIds: async () => facts.active ?? [],
    linkedPrograms: async () => facts.linked ?? [],
  } as unknown as ClassroomRepository;
}

const meeting = (category: MeetingContext['category'], extra: Partial<MeetingContext> = {}): MeetingContext => ({
  meetingId: 'm-1',
  category,
  roomKey: 'room-1',
  studentId: category === 'one-to-one' ? 'student-1' : null,
  programId: category === 'program' ? 'p-1' : null,
  ...extra,
});

describe('classroom admission (R3–R7)', () => {
  it('lets a master in as a host anywhere', async () => {
    for (const category of ['one-to-one', 'program', 'demo'] as const)
      expect(await decideAdmission(fakeRepo({}), person('MASTER'), meeting(category))).toMatchObject({
        decision: 'host',
        isAdmin: true,
      });
  });

  it('hosts a tutor who teaches the program and refuses one who does not', async () => {
    expect(await decideAdmission(fakeRepo({ teaches: ['p-1'] }), person('TUTOR'), meeting('program'))).toMatchObject({
      decision: 'host',
      isTutor: true,
    });
    expect(await decideAdmission(fakeRepo({}), person('TUTOR'), meeting('program'))).toEqual({
      decision: 'refused',
      reason: classroomTexts.notAllowed,
    });
  });

  it('makes an enrolled student knock, or enter when the room admits the enrolled, and refuses the rest', async () => {
    expect(await decideAdmission(fakeRepo({ active: ['p-1'] }), person('STUDENT'), meeting('program'))).toMatchObject({
      decision: 'knock',
    });
    const autoAdmit = fakeRepo({ active: ['p-1'], settings: { autoAdmitEnrolled: true } });
    expect(await decideAdmission(autoAdmit, person('STUDENT'), meeting('program'))).toMatchObject({
      decision: 'enter',
    });
    expect(await decideAdmission(fakeRepo({}), person('STUDENT'), meeting('program'))).toEqual({
      decision: 'refused',
      reason: classroomTexts.studentNotEnrolled,
    });
  });

  it('lets guests knock in a demo classroom, or where guests are allowed, and refuses them elsewhere', async () => {
    expect(await decideAdmission(fakeRepo({}), guest, meeting('demo'))).toMatchObject({ decision: 'knock' });
    expect(await decideAdmission(fakeRepo({}), guest, meeting('program'))).toEqual({
      decision: 'refused',
      reason: classroomTexts.guestsNotAllowed,
    });
    const allowed = fakeRepo({ settings: { guestMode: true } });
    expect(await decideAdmission(allowed, guest, meeting('program'))).toMatchObject({ decision: 'knock' });
  });

  it("keeps a one-to-one classroom to its student and the student's linked tutors", async () => {
    const linkedOne = fakeRepo({ linked: [{ key: 'p-1', title: 'Maths' }], active: ['p-1'] });
    expect(await decideAdmission(linkedOne, person('TUTOR'), meeting('one-to-one'))).toMatchObject({
      decision: 'host',
      programId: 'p-1',
    });
    expect(await decideAdmission(fakeRepo({}), person('TUTOR'), meeting('one-to-one'))).toEqual({
      decision: 'refused',
      reason: classroomTexts.notAllowed,
    });
    expect(await decideAdmission(linkedOne, person('STUDENT', 'student-1'), meeting('one-to-one'))).toMatchObject({
      decision: 'knock',
    });
    expect(await decideAdmission(linkedOne, person('STUDENT', 'student-2'), meeting('one-to-one'))).toEqual({
      decision: 'refused',
      reason: classroomTexts.accountNotEnrolled,
    });
  });

  it('asks a tutor linked through two programs to choose one', async () => {
    const linkedTwo = fakeRepo({
      linked: [
        { key: 'p-1', title: 'Maths' },
        { key: 'p-2', title: 'Physics' },
      ],
    });
    expect(await decideAdmission(linkedTwo, person('TUTOR'), meeting('one-to-one'))).toMatchObject({
      decision: 'choose-program',
      reason: messages.noProgramChosen,
    });
  });
});
