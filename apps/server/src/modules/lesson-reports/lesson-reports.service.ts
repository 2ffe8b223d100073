/**
 * Lesson reports (issue 33, ADR 0080): the form pre-filled from the classroom, saving a draft, sending it (the
 * student and their guardians are told through the event vocabulary), and reading reports. The classroom's record
 * (attendance, polls, shared files) is read again by the server each time a report is saved, and frozen when sent.
 */
import { type LessonReport, type LessonReportValues, lessonReportTexts, meetRoomId } from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import type { Viewer } from '../accounts/viewer.js';
import type { AttendanceReader } from '../classroom/attendance/attendance-reader.js';
import type { FileRepository } from '../files/file.repository.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { type LessonRow, pollOf, presentReport, presentSummary, withoutNames } from './lesson-report.presenter.js';
import { authorize, listScopeOf, mayReadDraft } from './lesson-reports.policy.js';
import type { LessonReportsRepository, Person } from './lesson-reports.repository.js';

const dayMs = 86_400_000;
/** How far back a tutor's lessons wait for their report on the dashboard and the schedule. */
export const awaitingDays = 14;

export interface PollResults {
  resultsOfLesson(
    roomKey: string,
    sessionId: string,
  ): Promise<
    {
      poll: { question: string; kind: string; options: string[]; anonymous: boolean };
      tally: { counts: number[]; answered: number };
    }[]
  >;
}

export function createLessonReportsService(deps: {
  repo: LessonReportsRepository;
  attendance: Pick<AttendanceReader, 'ofLesson'>;
  polls: PollResults;
  files: Pick<FileRepository, 'findByKey'>;
  events?: EventPublisher;
  now: () => Date;
}) {
  const { repo, now } = deps;
  const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

  /** The lesson and its people; 404 when there is none. */
  async function lessonOf(scheduleId: string) {
    const lesson = await repo.lesson(scheduleId);
    if (!lesson) throw notFound('Schedule not found');
    const tutors = await repo.tutorsOf(scheduleId);
    return { lesson, tutors, parties: { tutorIds: tutors.map((t) => t.id), studentId: lesson.schedule.studentId } };
  }

  /** What the classroom kept of the lesson now: attendance, polls, shared files, and the boards drawn on. */
  async function snapshotOf(lesson: LessonRow) {
    const sessions = await repo.sessionsOf(lesson.schedule.id);
    const at = now();
    const [attendance, pollResults, sharedFiles, boards] = await Promise.all([
      deps.attendance.ofLesson(lesson.schedule.id),
      Promise.all(sessions.map((s) => deps.polls.resultsOfLesson(s.roomKey, s.id))),
      repo.sharedFiles(sessions, at),
      repo.boardsOf(sessions, at),
    ]);
    return { sessions, attendance, polls: pollResults.flat().map(pollOf), sharedFiles, boards };
  }

  async function present(
    lesson: LessonRow,
    row: Awaited<ReturnType<LessonReportsRepository['find']>>,
    snapshot: Awaited<ReturnType<typeof snapshotOf>> | null,
  ) {
    const attendance = row?.status === 'sent' || !snapshot ? row?.attendance : snapshot.attendance;
    const ids = [...(attendance?.people.map((p) => p.key) ?? []), ...(row?.tutorId ? [row.tutorId] : [])];
    const people = await repo.people(ids);
    const tutor = people.find((p) => p.id === row?.tutorId) ?? null;
    return presentReport({ lesson, row, snapshot, tutor, people });
  }

  /** The image must be a PNG uploaded to one of the lesson's classrooms (where its people may read it). */
  async function checkImage(key: string | null, rooms: string[]) {
    if (!key) return;
    const file = await deps.files.findByKey(key);
    if (file?.mime !== 'image/png' || !file.roomId || !rooms.includes(file.roomId))
      throw badRequest(lessonReportTexts.image, { whiteboardImage: lessonReportTexts.image });
  }

  return {
    /** The report form: the saved report, or one pre-filled from the classroom, and the lesson's boards. */
    async form(viewer: Viewer, scheduleId: string) {
      const { lesson, parties } = await lessonOf(scheduleId);
      authorize(viewer, 'lessonReports.write', parties);
      const row = await repo.find(scheduleId);
      const snapshot = row?.status === 'sent' ? null : await snapshotOf(lesson);
      const boards = (snapshot?.boards ?? []).map((b) => ({
        key: b.id,
        roomId: meetRoomId.format(b.roomKey),
        updatedAt: b.updatedAt.toISOString(),
      }));
      return { report: await present(lesson, row, snapshot), boards };
    },

    /** Saves the tutor's report as a draft, or sends it (`send`): then its student and their guardians are told. */
    async save(viewer: Viewer, scheduleId: string, input: LessonReportValues, send: boolean): Promise<LessonReport> {
      const { lesson, tutors, parties } = await lessonOf(scheduleId);
      authorize(viewer, 'lessonReports.write', parties);
      if ((await repo.find(scheduleId))?.status === 'sent')
        throw new AppError(409, 'CONFLICT', lessonReportTexts.alreadySent);
      if (send && !input.note)
        throw badRequest(lessonReportTexts.noteRequired, { note: lessonReportTexts.noteRequired });
      const snapshot = await snapshotOf(lesson);
      // A lesson has started at its time, or earlier when its classroom opened early (a session of it was held).
      if (lesson.schedule.time.getTime() > now().getTime() && snapshot.sessions.length === 0)
        throw badRequest(lessonReportTexts.notEnded);
      await checkImage(input.whiteboardImage, [...new Set(snapshot.sessions.map((s) => meetRoomId.format(s.roomKey)))]);
      const at = now();
      const row = await repo.save(
        {
          scheduleId,
          // The writer when they teach the lesson; an admin writing keeps the lesson's first tutor as its author.
          tutorId: parties.tutorIds.includes(viewer.id) ? viewer.id : (parties.tutorIds[0] ?? null),
          studentId: lesson.schedule.studentId,
          attendance: withoutNames(snapshot.attendance),
          polls: snapshot.polls,
          sharedFiles: snapshot.sharedFiles,
          whiteboardImage: input.whiteboardImage,
          note: input.note,
          rating: input.rating,
          status: send ? 'sent' : 'draft',
          sentAt: send ? at : null,
        },
        at,
      );
      if (!row) throw new AppError(409, 'CONFLICT', lessonReportTexts.alreadySent);
      const report = await present(lesson, row, null);
      if (send)
        await deps.events?.publish('lesson.reported', {
          // The event concerns the student and their guardians: the publisher finds those linked (ADR 0079).
          about: { student: lesson.schedule.studentId },
          params: {
            program: lesson.program.title,
            time: report.time,
            tutors: report.tutor
              ? `${report.tutor.firstName} ${report.tutor.lastName}`
              : tutors.map(fullName).join(', '),
            report: row.id,
            student: lesson.schedule.studentId,
          },
          key: row.id,
        });
      return report;
    },

    /** One report: its student once sent, its tutors and admins (a draft only to those who may write it). */
    async read(viewer: Viewer, reportId: string) {
      const row = await repo.findById(reportId);
      if (!row) throw notFound('Report not found');
      const { lesson, parties } = await lessonOf(row.scheduleId);
      authorize(viewer, 'lessonReports.read', parties);
      if (row.status !== 'sent' && !mayReadDraft(viewer, parties)) throw notFound('Report not found');
      return present(lesson, row, null);
    },

    /** A student's sent reports: all for the student and admins, a tutor's own lessons' for a tutor. */
    async listFor(viewer: Viewer, studentId: string) {
      const scope = listScopeOf(viewer, studentId);
      const rows = await repo.sentTo(studentId, scope.tutorId);
      const tutors = await repo.people(rows.flatMap((r) => (r.tutorId ? [r.tutorId] : [])));
      return rows.map((r) => presentSummary(r, tutors.find((t) => t.id === r.tutorId) ?? null));
    },

    /** The viewer's lessons of the last two weeks that ended without a sent report ("Write the lesson report"). */
    async awaiting(viewer: Viewer) {
      const at = now();
      const rows = await repo.awaiting(viewer.id, new Date(at.getTime() - awaitingDays * dayMs), at);
      return rows.map((r) => presentSummary(r, null));
    },
  };
}
export type LessonReportsService = ReturnType<typeof createLessonReportsService>;
