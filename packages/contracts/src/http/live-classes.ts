/**
 * The admin's Live Classes (platform spec 2.1 `/meetings`, `/meetings/students`, `/meetings/programs`; 7
 * `/meet/admin/meetings…`): classrooms live now with who is in them, past lessons, every student's and program's
 * classroom with its settings, and the demo sessions admins book.
 */
import { z } from 'zod';
import { MemberRole, OnlineStatus } from '../enums.js';
import { classroomLocks } from '../realtime/locks.js';
import { dataEnvelope, paged, pagedResponse } from './common.js';
import { personSummary } from './programs.js';

/** A classroom's settings as its hosts set them (`PUT /meet/settings`, R5, R28). */
export const classroomSettings = z.object({
  guestMode: z.boolean(),
  autoAdmitEnrolled: z.boolean(),
  screenShareHostsOnly: z.boolean(),
  /** The locks the classroom's lessons start with (ADR 0075). */
  locks: classroomLocks,
});
export type ClassroomSettings = z.infer<typeof classroomSettings>;

/** Which kind of classroom: a student's own, a program's group classroom, or a demo session's. */
export const classroomKind = z.enum(['student', 'program', 'demo']);
export type ClassroomKind = z.infer<typeof classroomKind>;

/**
 * What names a classroom for `PUT /meet/settings` and for joining it: the meeting id plus the program or demo
 * session of the launch config.
 */
export const classroomAddress = z.object({
  roomKey: z.string(),
  meetingId: z.string(),
  programId: z.string().nullable(),
  demoSession: z.string().nullable(),
});
export type ClassroomAddress = z.infer<typeof classroomAddress>;

/** Someone in a live classroom, as the admin list shows them (incognito admins included, marked). */
export const liveParticipant = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  /** null for guests. */
  memberRole: MemberRole.nullable(),
  isTutor: z.boolean(),
  isAdmin: z.boolean(),
  isIncognito: z.boolean(),
  status: OnlineStatus,
  joinedAt: z.string(),
});
export type LiveParticipant = z.infer<typeof liveParticipant>;

/** Who is in a classroom now; null on a classroom row when nobody is. */
export const liveState = z.object({
  sessionId: z.string().nullable(),
  startedAt: z.string().nullable(),
  participants: z.array(liveParticipant),
  /** People knocking, not yet let in. */
  waiting: z.number().int(),
});
export type LiveState = z.infer<typeof liveState>;

/** A classroom live now. */
export const liveClassroom = classroomAddress.extend({
  kind: classroomKind,
  title: z.string(),
  link: z.string(),
  live: liveState,
  settings: classroomSettings,
});
export type LiveClassroom = z.infer<typeof liveClassroom>;

/** A lesson held (or still running) in a classroom, from the meeting sessions. */
export const pastMeeting = z.object({
  key: z.string(),
  meetingId: z.string(),
  roomKey: z.string(),
  kind: classroomKind,
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** How many signed-in people were admitted. */
  attendance: z.number().int(),
});
export type PastMeeting = z.infer<typeof pastMeeting>;

/** GET /meet/admin/meetings: every classroom live now, and a page of lessons, newest first. */
export const liveClassesResponse = dataEnvelope(paged(pastMeeting).extend({ live: z.array(liveClassroom) }));
export type LiveClassesResponse = z.infer<typeof liveClassesResponse>;

export const studentClassroom = classroomAddress.extend({
  student: personSummary,
  link: z.string(),
  live: liveState.nullable(),
  settings: classroomSettings,
});
export type StudentClassroom = z.infer<typeof studentClassroom>;
export const studentClassroomListResponse = pagedResponse(studentClassroom);
export type StudentClassroomListResponse = z.infer<typeof studentClassroomListResponse>;

export const programClassroom = classroomAddress.extend({
  program: z.object({ key: z.string(), title: z.string(), slug: z.string() }),
  link: z.string(),
  live: liveState.nullable(),
  settings: classroomSettings,
});
export type ProgramClassroom = z.infer<typeof programClassroom>;
export const programClassroomListResponse = pagedResponse(programClassroom);
export type ProgramClassroomListResponse = z.infer<typeof programClassroomListResponse>;

export const demoSessionStatus = z.enum(['upcoming', 'started', 'completed', 'expired']);
export type DemoSessionStatus = z.infer<typeof demoSessionStatus>;

/** A booked demo session, as the admin list shows it. */
export const bookedDemo = z.object({
  key: z.string(),
  guestName: z.string(),
  guestEmail: z.string().nullable(),
  time: z.string(),
  tutor: personSummary.nullable(),
  status: demoSessionStatus,
  link: z.string(),
});
export type BookedDemo = z.infer<typeof bookedDemo>;
export const bookedDemoListResponse = pagedResponse(bookedDemo);
export type BookedDemoListResponse = z.infer<typeof bookedDemoListResponse>;
