/** A student's performance report (platform spec 2.5, 3 "Student performance", 7.1 "Metrics fetch"). */
import {
  type AssignmentKind,
  defaultSchoolSettings,
  type MetricToggles,
  type PerformanceRow,
  type StudentPerformance,
} from '@chalkline/contracts';
import { notFound } from '../../errors/app-error.js';
import { authorize as authorizeStudentRead, type LinkLookup } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import { hasStudentRecords } from './assignment.policy.js';
import type { PerformanceFacts, PerformanceRepository } from './performance.repository.js';
import { percentageOf, shareOf, weigh } from './weighting.js';

export interface MetricsRequest extends MetricToggles {
  key: string;
  from?: string;
  to?: string;
}

type Assignment = PerformanceFacts['assignments'][number];

/** Sums of the graded assignments among `list`. */
function gradingOf(list: Assignment[]) {
  const graded = list.filter((a) => a.points !== null);
  const points = graded.reduce((sum, a) => sum + (a.points as number), 0);
  const total = graded.reduce((sum, a) => sum + a.total, 0);
  return { graded: graded.length, points, total, percentage: percentageOf(points, total) };
}

function aggregateOf(list: Assignment[]) {
  const { graded, points, total, percentage } = gradingOf(list);
  return {
    total: list.length,
    graded,
    grading: { points, total, percentage: percentage ?? 0 },
    assignments: list.map((a) => ({
      key: a.id,
      title: a.title,
      program: { title: a.programTitle },
      assignedAt: a.assignedAt,
      submittedAt: a.submittedAt,
      grading: { points: a.points, total: a.total },
    })),
  };
}

export function createPerformanceService(deps: {
  repo: PerformanceRepository;
  isLinked: LinkLookup;
  now?: () => Date;
  /** The school's share of a lesson held in the classroom that counts as attended (ADR 0076). */
  attendanceShare?: () => Promise<number>;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The report of one student; the student, their linked tutors and admins who see students may read it. */
    async metrics(viewer: Viewer, q: MetricsRequest): Promise<StudentPerformance> {
      await authorizeStudentRead(viewer, 'student.read', { id: q.key, isLinked: deps.isLinked });
      const window = {
        studentId: q.key,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        now: now(),
        minSharePercent: (await deps.attendanceShare?.()) ?? defaultSchoolSettings.attendanceMinSharePercent,
      };
      const [facts, quizzes] = await Promise.all([repo.facts(window), repo.quizzes(window)]);
      if (!facts.student || !hasStudentRecords(facts.student.role)) throw notFound('Student not found');
      const toggles: MetricToggles = { quiz: q.quiz, class: q.class, home: q.home };

      const ofKind = (kind: AssignmentKind, programId?: string) =>
        facts.assignments.filter((a) => a.kind === kind && (!programId || a.programId === programId));
      const quizSum = quizzes.reduce(
        (s, r) => ({
          assigned: s.assigned + r.assigned,
          completed: s.completed + r.completed,
          points: s.points + r.attainedPoints,
          total: s.total + r.totalPoints,
        }),
        { assigned: 0, completed: 0, points: 0, total: 0 },
      );
      const overall = weigh(
        {
          quiz: percentageOf(quizSum.points, quizSum.total),
          class: gradingOf(ofKind('class')).percentage,
          home: gradingOf(ofKind('home')).percentage,
        },
        toggles,
      );

      const table: PerformanceRow[] = facts.programs.map((p, i) => {
        const quiz = quizzes.find((r) => r.programId === p.id);
        const percentages = {
          quiz: quiz ? percentageOf(quiz.attainedPoints, quiz.totalPoints) : null,
          class: gradingOf(ofKind('class', p.id)).percentage,
          home: gradingOf(ofKind('home', p.id)).percentage,
        };
        return {
          sn: i + 1,
          slug: p.slug,
          title: p.title,
          classAssignments: percentages.class,
          homeAssignments: percentages.home,
          quizAssessments: percentages.quiz,
          weightedAverage: weigh(percentages, toggles).weighted,
        };
      });

      const { student } = facts;
      return {
        student: {
          key: student.id,
          firstName: student.firstName,
          lastName: student.lastName,
          otherNames: student.otherNames,
        },
        period: { from: window.from?.toISOString() ?? null, to: window.to?.toISOString() ?? null },
        metrics: toggles,
        schedules: {
          upcoming: facts.upcoming
            ? {
                key: facts.upcoming.id,
                program: { title: facts.upcoming.programTitle },
                time: facts.upcoming.time,
                tutors: facts.upcoming.tutors,
              }
            : null,
          attended: facts.lessons.attended,
          total: facts.lessons.total,
          percentageAttendance: shareOf(facts.lessons.attended, facts.lessons.total),
        },
        quiz: {
          attempts: facts.attempts.map((a) => ({
            key: a.id,
            quiz: { title: a.quizTitle, program: { title: a.programTitle } },
            grading: { points: a.points, total: a.total },
            createdAt: a.createdAt,
          })),
          completed: quizSum.completed,
          total: quizSum.assigned,
          percentageAttempts: shareOf(quizSum.completed, quizSum.assigned),
          grading: {
            points: quizSum.points,
            total: quizSum.total,
            percentage: percentageOf(quizSum.points, quizSum.total) ?? 0,
          },
        },
        classAssignments: aggregateOf(ofKind('class')),
        homeAssignments: aggregateOf(ofKind('home')),
        weightedPerformance: overall.weighted,
        weights: overall.weights,
        table,
      };
    },
  };
}
export type PerformanceService = ReturnType<typeof createPerformanceService>;
