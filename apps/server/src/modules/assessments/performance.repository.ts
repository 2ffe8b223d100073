/**
 * What a student's performance report reads (platform spec 3 "Student performance"), in one statement besides
 * the quiz aggregates the quiz module owns (ADR 0024: a page load answers with at most 3 statements).
 */
import type { AssignmentKind, MemberRole } from '@chalkline/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classroomAttendedSql } from '../classroom/attendance/attendance.repository.js';
import { type QuizAggregate, quizAggregates } from '../quizzes/quiz-performance.repository.js';

export interface PerformanceWindow {
  studentId: string;
  from?: Date;
  to?: Date;
  now: Date;
  /** A lesson held in the classroom counts as attended at this share of it; others by their kept mark (ADR 0076). */
  minSharePercent?: number;
}

interface TutorName {
  title: string | null;
  firstName: string;
  otherNames: string | null;
  lastName: string;
}

export interface PerformanceFacts {
  student: { id: string; firstName: string; lastName: string; otherNames: string | null; role: MemberRole } | null;
  lessons: { attended: number; total: number };
  upcoming: { id: string; programTitle: string; time: string; tutors: TutorName[] } | null;
  assignments: {
    id: string;
    kind: AssignmentKind;
    title: string;
    programId: string;
    programTitle: string;
    assignedAt: string;
    submittedAt: string | null;
    points: number | null;
    total: number;
  }[];
  attempts: {
    id: string;
    quizTitle: string;
    programTitle: string;
    points: number;
    total: number;
    createdAt: string;
  }[];
  programs: { id: string; slug: string; title: string }[];
}

/** Most quiz attempts a report lists (the aggregates count them all). */
export const attemptsListed = 100;

export function createPerformanceRepository(db: Db) {
  return {
    /** The student, lessons, assignments, completed quiz attempts and programs of the report, in one statement. */
    async facts(w: PerformanceWindow): Promise<PerformanceFacts> {
      const within = (column: string) =>
        sql.join(
          [
            sql`true`,
            ...(w.from ? [sql`${sql.raw(column)} >= ${w.from}`] : []),
            ...(w.to ? [sql`${sql.raw(column)} <= ${w.to}`] : []),
          ],
          sql` and `,
        );
      const attendedInClassroom = classroomAttendedSql(
        sql.raw('s.id'),
        sql.raw('s.student_id'),
        sql`${w.minSharePercent ?? 50}`,
        sql`${w.now.toISOString()}`,
      );
      const result = await db.execute(sql`
        select
          (select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
              'otherNames', u.other_names, 'role', u.member_role)
             from users u where u.id = ${w.studentId}) as student,
          (select json_build_object(
              'attended', count(*) filter (where coalesce(${attendedInClassroom}, s.kept)),
              'total', count(*))
             from schedules s
            where s.student_id = ${w.studentId} and s.time <= ${w.now} and ${within('s.time')}) as lessons,
          (select json_build_object('id', s.id, 'programTitle', p.title, 'time', s.time,
              'tutors', coalesce((select json_agg(json_build_object('title', t.title, 'firstName', t.first_name,
                  'otherNames', t.other_names, 'lastName', t.last_name) order by t.last_name)
                 from schedule_tutors st join users t on t.id = st.tutor_id where st.schedule_id = s.id), '[]'::json))
             from schedules s join programs p on p.id = s.program_id
            where s.student_id = ${w.studentId} and s.time > ${w.now}
            order by s.time limit 1) as upcoming,
          (select coalesce(json_agg(json_build_object('id', a.id, 'kind', a.kind, 'title', a.title,
              'programId', a.program_id, 'programTitle', p.title, 'assignedAt', a.assigned_at,
              'submittedAt', a.submitted_at, 'points', a.points, 'total', a.total) order by a.assigned_at desc), '[]'::json)
             from assignments a join programs p on p.id = a.program_id
            where a.student_id = ${w.studentId} and ${within('a.assigned_at')}) as assignments,
          (select coalesce(json_agg(x order by x."createdAt" desc), '[]'::json) from (
             select qa.id, q.title as "quizTitle", p.title as "programTitle", qa.attained_points as points,
                    qa.total_points as total, qa.created_at as "createdAt"
               from quiz_assignments qa join quizzes q on q.id = qa.quiz_id join programs p on p.id = qa.program_id
              where qa.student_id = ${w.studentId} and qa.completed_at is not null and ${within('qa.created_at')}
              order by qa.created_at desc limit ${attemptsListed}) x) as attempts,
          (select coalesce(json_agg(json_build_object('id', p.id, 'slug', p.slug, 'title', p.title) order by p.title), '[]'::json)
             from programs p
            where p.id in (select program_id from enrolments where student_id = ${w.studentId}
                           union select program_id from assignments where student_id = ${w.studentId}
                           union select program_id from quiz_assignments where student_id = ${w.studentId})) as programs
      `);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
      const lessons = (row.lessons ?? { attended: 0, total: 0 }) as PerformanceFacts['lessons'];
      const upcoming = row.upcoming as PerformanceFacts['upcoming'];
      return {
        student: (row.student ?? null) as PerformanceFacts['student'],
        lessons: { attended: Number(lessons.attended), total: Number(lessons.total) },
        upcoming: upcoming ? { ...upcoming, time: new Date(upcoming.time).toISOString() } : null,
        assignments: ((row.assignments ?? []) as PerformanceFacts['assignments']).map((a) => ({
          ...a,
          assignedAt: new Date(a.assignedAt).toISOString(),
          submittedAt: a.submittedAt ? new Date(a.submittedAt).toISOString() : null,
          points: a.points === null ? null : Number(a.points),
          total: Number(a.total),
        })),
        attempts: ((row.attempts ?? []) as PerformanceFacts['attempts']).map((a) => ({
          ...a,
          points: Number(a.points),
          total: Number(a.total),
          createdAt: new Date(a.createdAt).toISOString(),
        })),
        programs: (row.programs ?? []) as PerformanceFacts['programs'],
      };
    },
    /** Per program: quizzes assigned, completed and their points (the quiz module's aggregates). */
    quizzes: (w: PerformanceWindow): Promise<QuizAggregate[]> =>
      quizAggregates(db, { studentId: w.studentId, from: w.from, to: w.to }),
  };
}
export type PerformanceRepository = ReturnType<typeof createPerformanceRepository>;
