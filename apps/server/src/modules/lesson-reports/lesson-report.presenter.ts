/** A lesson's report as the form and the reader see it, from the stored row or a fresh pre-fill (ADR 0080). */
import type { LessonAttendance, LessonReport, LessonReportPoll, LessonReportSummary } from '@chalkline/contracts';
import type { LessonReportRow, LessonReportsRepository, Person } from './lesson-reports.repository.js';

export type LessonRow = NonNullable<Awaited<ReturnType<LessonReportsRepository['lesson']>>>;
type Snapshot = Pick<LessonReport, 'attendance' | 'polls' | 'sharedFiles'>;

const personOf = (p: Person) => ({ key: p.id, firstName: p.firstName, lastName: p.lastName });

/** The attendance as stored: ids and figures, never names (an erased person must not live on in a snapshot). */
export const withoutNames = (attendance: LessonAttendance): LessonAttendance => ({
  ...attendance,
  people: attendance.people.map((p) => ({ ...p, firstName: '', lastName: '' })),
});

/** Names read again from the accounts (an erased person reads as the tombstone's name). */
export function withNames(attendance: LessonAttendance, people: Person[]): LessonAttendance {
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    ...attendance,
    people: attendance.people.map((p) => {
      const known = byId.get(p.key);
      return known ? { ...p, firstName: known.firstName, lastName: known.lastName } : p;
    }),
  };
}

/** A poll of the lesson and its counts, without voters (the report may be read by people other than its host). */
export function pollOf(result: {
  poll: { question: string; kind: string; options: string[]; anonymous: boolean };
  tally: { counts: number[]; answered: number };
}): LessonReportPoll {
  const { question, kind, options, anonymous } = result.poll;
  return { question, kind, options, anonymous, counts: result.tally.counts, answered: result.tally.answered };
}

export function presentReport(input: {
  lesson: LessonRow;
  row: LessonReportRow | null;
  /** The classroom's record now, for a report not yet sent. */
  snapshot: Snapshot | null;
  tutor: Person | null;
  people: Person[];
}): LessonReport {
  const { lesson, row, snapshot } = input;
  const kept: Snapshot | null = row?.status === 'sent' || !snapshot ? row : snapshot;
  return {
    key: row?.id ?? null,
    scheduleKey: lesson.schedule.id,
    program: { key: lesson.program.id, title: lesson.program.title },
    time: lesson.schedule.time.toISOString(),
    endTime: lesson.schedule.endTime.toISOString(),
    tutor: input.tutor ? personOf(input.tutor) : null,
    student: personOf(lesson.student),
    attendance: withNames(
      kept?.attendance ?? { held: false, minutes: 0, minSharePercent: 0, people: [] },
      input.people,
    ),
    polls: kept?.polls ?? [],
    sharedFiles: kept?.sharedFiles ?? [],
    whiteboardImage: row?.whiteboardImage ?? null,
    note: row?.note ?? '',
    rating: row?.rating ?? null,
    status: row?.status ?? 'draft',
    sentAt: row?.sentAt?.toISOString() ?? null,
  };
}

/** One line of a list: a student's sent report, or a lesson waiting for its report. */
export function presentSummary(lesson: LessonRow, tutor: Person | null): LessonReportSummary {
  return {
    key: lesson.report?.id ?? null,
    scheduleKey: lesson.schedule.id,
    program: { key: lesson.program.id, title: lesson.program.title },
    time: lesson.schedule.time.toISOString(),
    student: personOf(lesson.student),
    tutor: tutor ? personOf(tutor) : null,
    status: lesson.report?.status ?? null,
    rating: lesson.report?.rating ?? null,
    sentAt: lesson.sentAt?.toISOString() ?? null,
  };
}
