/**
 * Who may see and delete a classroom's recordings (ADR 0044), in the permission vocabulary: its hosts (tutors who
 * teach it, admins with the classrooms permission) always; its students only when the school lets students watch
 * the recordings of their own classes (`studentsSeeRecordings`, off by default).
 */
import { can, canAsAdmin, type Relation, roomKeys } from '@chalkline/contracts';
import type { Viewer } from '../../accounts/viewer.js';
import type { ClassroomRepository } from '../classroom.repository.js';

/** How a person stands to a classroom: hosts it, may enter it as a student, or neither. */
export type ClassroomRelation = 'host' | 'member' | null;

const relationsOf = (relation: ClassroomRelation, studentsSeeRecordings: boolean): Relation[] =>
  relation === 'host' ? ['teaches'] : relation === 'member' && studentsSeeRecordings ? ['attended'] : [];

export const mayWatchRecordings = (viewer: Viewer, relation: ClassroomRelation, studentsSeeRecordings: boolean) =>
  can(viewer, 'recordings.read', relationsOf(relation, studentsSeeRecordings));

export const mayManageRecordings = (viewer: Viewer, relation: ClassroomRelation) =>
  can(viewer, 'recordings.manage', relation === 'host' ? ['teaches'] : []);

/**
 * How a signed-in person stands to a classroom for its recordings, by the classroom's admission rules (R4, R7)
 * in as few reads as a page load allows: admins with the classrooms permission need none; a tutor hosts a
 * student's classroom they are linked to, a program classroom they teach, and any demo; a student belongs to
 * their own classroom and to a program's while actively enrolled.
 */
export async function classroomRelation(
  repo: Pick<ClassroomRepository, 'studentByMeetingId' | 'linkedPrograms' | 'teachesProgram' | 'activeProgramIds'>,
  viewer: Viewer,
  roomKey: string,
): Promise<ClassroomRelation> {
  if (canAsAdmin(viewer, 'recordings.manage')) return 'host';
  const { meetingId, programId, demoSession } = roomKeys.meetingOf(roomKey);
  if (viewer.role === 'TUTOR') {
    if (demoSession) return 'host';
    if (programId) return (await repo.teachesProgram(viewer.id, programId)) ? 'host' : null;
    const student = await repo.studentByMeetingId(meetingId);
    return student && (await repo.linkedPrograms(viewer.id, student.id)).length ? 'host' : null;
  }
  if (viewer.role !== 'STUDENT' || demoSession) return null;
  if (programId) return (await repo.activeProgramIds(viewer.id)).includes(programId) ? 'member' : null;
  const student = await repo.studentByMeetingId(meetingId);
  return student?.id === viewer.id && (await repo.activeProgramIds(viewer.id)).length ? 'member' : null;
}
