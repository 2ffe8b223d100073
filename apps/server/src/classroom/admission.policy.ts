/**
 * Who may enter which classroom, and how (R3–R7 in docs/realtime-protocol.md). Hosts (admins, and tutors
 * linked to the classroom's student or program) enter at once; enrolled students and guests knock; everyone
 * else is refused with the text the lobby shows.
 */
import { classroomTexts, demoSessionTexts, messages } from '@chalkline/contracts';
import { demoSessionProblem } from '../modules/meetings/demo-session.js';
import type { ClassroomRepository } from './classroom.repository.js';
import { type ClassroomIdentity, isAdminIdentity } from './identity.js';

export type MeetingCategory = 'one-to-one' | 'program' | 'demo';

/** A demo classroom's room key is this prefix and the demo session's id. */
export const demoRoomPrefix = 'demo:';

export interface MeetingContext {
  meetingId: string;
  category: MeetingCategory;
  /** The classroom inside the meeting id (see roomKeyOf). */
  roomKey: string;
  studentId: string | null;
  programId: string | null;
}

export type Admission =
  | { decision: 'host' | 'knock' | 'enter'; programId: string | null; isTutor: boolean; isAdmin: boolean }
  | { decision: 'refused'; reason: string }
  | { decision: 'choose-program'; reason: string; programs: { key: string; title: string }[] };

/** The classroom a meeting id and launch config point at, or a refusal text when they point nowhere. */
export async function resolveMeeting(
  repo: ClassroomRepository,
  meetingId: string,
  config: { programId?: string; demoSession?: string },
): Promise<MeetingContext | { error: string }> {
  if (meetingId === 'demo') {
    // A demo classroom exists only for a booked demo session that has not ended or expired.
    if (!config.demoSession) return { error: demoSessionTexts.missing };
    const problem = demoSessionProblem(await repo.demoSession(config.demoSession), new Date());
    if (problem) return { error: problem };
    return {
      meetingId,
      category: 'demo',
      roomKey: `${demoRoomPrefix}${config.demoSession}`,
      studentId: null,
      programId: config.programId ?? null,
    };
  }
  if (meetingId === 'program') {
    if (!config.programId || !(await repo.programExists(config.programId))) return { error: messages.noProgramChosen };
    return {
      meetingId,
      category: 'program',
      roomKey: `program:${config.programId}`,
      studentId: null,
      programId: config.programId,
    };
  }
  const student = await repo.studentByMeetingId(meetingId);
  if (!student) return { error: 'This classroom link is not valid' };
  return {
    meetingId,
    category: 'one-to-one',
    roomKey: meetingId,
    studentId: student.id,
    programId: config.programId ?? null,
  };
}

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
