/**
 * Who may enter which classroom, and how (R3–R7 in docs/realtime-protocol.md). Hosts (admins, and tutors
 * linked to the classroom's student or program) enter at once; enrolled students and guests knock; everyone
 * else is refused with the text the lobby shows.
 */
import { classroomTexts, messages } from '@chalkline/contracts';
import { isAdminIdentity } from '../classroom.policy.js';
import type { ClassroomRepository } from '../classroom.repository.js';
import type { ClassroomIdentity } from './identity.js';

export type MeetingCategory = 'one-to-one' | 'program' | 'demo';

export interface MeetingContext {
  meetingId: string;
  category: MeetingCategory;
  /** The classroom inside the meeting id (contracts' `roomKeys`). */
  roomKey: string;
  studentId: string | null;
  programId: string | null;
}

export type Admission =
  | { decision: 'host' | 'knock' | 'enter'; programId: string | null; isTutor: boolean; isAdmin: boolean }
  | { decision: 'refused'; reason: string }
  | { decision: 'choose-program'; reason: string; programs: { key: string; title: string }[] };

export async function decideAdmission(
  repo: ClassroomRepository,
  who: ClassroomIdentity,
  meeting: MeetingContext,
): Promise<Admission> {
  const settings = await repo.settings(meeting.roomKey);
  // Demo classrooms exist for prospective families, who come as guests.
  const guestMode = settings?.guestMode ?? meeting.category === 'demo';
  const knockOrEnter = (programId: string | null): Admission => ({
    decision: settings?.autoAdmitEnrolled ? 'enter' : 'knock',
    programId,
    isTutor: false,
    isAdmin: false,
  });

  if (who.kind === 'guest')
    return guestMode
      ? knockOrEnter(meeting.programId)
      : { decision: 'refused', reason: classroomTexts.guestsNotAllowed };
  if (isAdminIdentity(who)) return { decision: 'host', programId: meeting.programId, isTutor: false, isAdmin: true };

  if (meeting.category === 'demo') {
    if (who.role === 'TUTOR') return { decision: 'host', programId: meeting.programId, isTutor: true, isAdmin: false };
    return knockOrEnter(meeting.programId);
  }

  if (meeting.category === 'program') {
    const programId = meeting.programId!;
    if (who.role === 'TUTOR') {
      return (await repo.teachesProgram(who.key, programId))
        ? { decision: 'host', programId, isTutor: true, isAdmin: false }
        : { decision: 'refused', reason: classroomTexts.notAllowed };
    }
    const active = await repo.activeProgramIds(who.key);
    return active.includes(programId)
      ? knockOrEnter(programId)
      : { decision: 'refused', reason: classroomTexts.studentNotEnrolled };
  }

  // One-to-one: the student's own classroom.
  const studentId = meeting.studentId!;
  if (who.role === 'TUTOR') {
    const linked = await repo.linkedPrograms(who.key, studentId);
    if (!linked.length) return { decision: 'refused', reason: classroomTexts.notAllowed };
    if (meeting.programId) {
      return linked.some((p) => p.key === meeting.programId)
        ? { decision: 'host', programId: meeting.programId, isTutor: true, isAdmin: false }
        : { decision: 'refused', reason: classroomTexts.notAllowed };
    }
    if (linked.length === 1) return { decision: 'host', programId: linked[0]!.key, isTutor: true, isAdmin: false };
    return { decision: 'choose-program', reason: messages.noProgramChosen, programs: linked };
  }
  if (who.key !== studentId) return { decision: 'refused', reason: classroomTexts.accountNotEnrolled };
  const active = await repo.activeProgramIds(studentId);
  if (!active.length || (meeting.programId && !active.includes(meeting.programId))) {
    return { decision: 'refused', reason: classroomTexts.studentNotEnrolled };
  }
  return knockOrEnter(meeting.programId);
}
