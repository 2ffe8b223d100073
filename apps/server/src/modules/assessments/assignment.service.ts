/** Class and home assignments: recorded, edited, graded and deleted by admins and the program's tutors. */
import {
  type AssignmentGradingInput,
  type AssignmentInput,
  type AssignmentKind,
  type AssignmentListQuery,
  type AssignmentSummary,
  assignmentPointsTooHigh,
} from '@chalkline/contracts';
import { badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { presentPerson } from '../accounts/account.presenter.js';
import { maySeeAdminFields } from '../accounts/accounts.policy.js';
import type { UserRow } from '../accounts/user.repository.js';
import type { Viewer } from '../accounts/viewer.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { type AssignmentAction, assignmentScopeOf, authorize, may, needsTeachingLookup } from './assignment.policy.js';
import type { AssignmentDetail, AssignmentRepository } from './assignment.repository.js';
import { handInSummaryOf } from './hand-in.presenter.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createAssignmentService(deps: {
  repo: AssignmentRepository;
  teaching: Pick<TeachingRepository, 'teachesProgram'>;
  /** Tells the student of assignments recorded and graded (ADR 0054). */
  events?: EventPublisher;
  now?: () => Date;
}) {
  const { repo, teaching } = deps;
  const now = deps.now ?? (() => new Date());

  const teaches = async (viewer: Viewer, action: AssignmentAction, programId: string) =>
    needsTeachingLookup(viewer, action) && (await teaching.teachesProgram(viewer.id, programId));

  function present(row: AssignmentDetail, viewer: Viewer, teachesIt: boolean): AssignmentSummary {
    const { assignment: a, program, student, recorder } = row;
    const standing = { studentId: a.studentId, teaches: teachesIt };
    return {
      key: a.id,
      kind: a.kind,
      title: a.title,
      program,
      student: presentPerson(student as UserRow, maySeeAdminFields(viewer)),
      recordedBy: recorder?.id ? presentPerson(recorder as UserRow) : null,
      assignedAt: a.assignedAt.toISOString(),
      submittedAt: iso(a.submittedAt),
      grading: { points: a.points, total: a.total, remarks: a.remarks, gradedAt: iso(a.gradedAt) },
      handIn: handInSummaryOf(a),
      mayEdit: may(viewer, 'assignments.grade', standing),
      mayDelete: may(viewer, 'assignments.remove', standing),
    };
  }

  /** Tells the student: graded when it carries a grade, else recorded; only the student it is about hears of it. */
  async function tell(summary: AssignmentSummary, event: 'assignment.recorded' | 'assignment.graded') {
    const params = {
      kind: summary.kind,
      title: summary.title,
      program: summary.program.title,
      assignment: summary.key,
      points: summary.grading.points,
      total: summary.grading.total,
    };
    const key = event === 'assignment.recorded' ? summary.key : undefined;
    await deps.events?.publish(event, { about: { student: summary.student.key }, params, key });
  }

  /** Reads the assignment of this kind and checks the viewer may take the action on it. */
  async function load(viewer: Viewer, kind: AssignmentKind, id: string, action: AssignmentAction) {
    const row = await repo.find(id);
    if (!row || row.assignment.kind !== kind) throw notFound('Assignment not found');
    const teachesIt = await teaches(viewer, action, row.assignment.programId);
    authorize(viewer, action, { studentId: row.assignment.studentId, teaches: teachesIt });
    return { row, teachesIt };
  }

  /** The student must be (or have been) enrolled in the program, and the viewer may record in it. */
  async function checkTarget(
    viewer: Viewer,
    action: AssignmentAction,
    input: { programKey: string; studentKey: string },
  ) {
    const teachesIt = await teaches(viewer, action, input.programKey);
    authorize(viewer, action, { studentId: '', teaches: teachesIt });
    if (!(await repo.isEnrolled(input.studentKey, input.programKey)))
      throw badRequest('The student is not enrolled in this program', {
        studentKey: 'The student is not enrolled in this program',
      });
    return teachesIt;
  }

  const valuesOf = (input: AssignmentInput, viewer: Viewer) => ({
    programId: input.programKey,
    studentId: input.studentKey,
    title: input.title,
    assignedAt: new Date(input.assignedAt),
    total: input.total,
    // With a hand-in the student's submission sets "submitted at" (ADR 0074); without one the tutor types it.
    ...(input.handIn
      ? {
          handInText: input.handIn.text,
          handInFiles: input.handIn.maxFiles,
          dueAt: new Date(input.handIn.dueAt),
          cutOffAt: input.handIn.cutOffAt ? new Date(input.handIn.cutOffAt) : null,
        }
      : {
          submittedAt: input.submittedAt ? new Date(input.submittedAt) : null,
          handInText: false,
          handInFiles: 0,
          dueAt: null,
          cutOffAt: null,
        }),
    ...(input.grading
      ? { points: input.grading.points, remarks: input.grading.remarks, gradedAt: now(), gradedBy: viewer.id }
      : {}),
  });

  return {
    async list(viewer: Viewer, kind: AssignmentKind, q: AssignmentListQuery) {
      const scope = assignmentScopeOf(viewer);
      // Anyone else (a manager without the group) is refused rather than shown an empty list.
      if (scope.kind === 'student') authorize(viewer, 'assignments.read', { studentId: viewer.id, teaches: false });
      const { rows, total } = await repo.list(
        {
          kind,
          scope,
          studentId: q.student,
          programId: q.program,
          firstId: q.assignment,
          search: q.search,
          status: q.status,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        },
        q.limit,
        offsetOf(q),
      );
      return pageOf(
        rows.map((r) => present(r, viewer, scope.kind === 'tutor')),
        total,
        q,
      );
    },

    async get(viewer: Viewer, kind: AssignmentKind, id: string) {
      const { row, teachesIt } = await load(viewer, kind, id, 'assignments.read');
      return present(row, viewer, teachesIt);
    },

    /** The programs the viewer may record in and their enrolled students. */
    async options(viewer: Viewer) {
      const scope = assignmentScopeOf(viewer);
      authorize(viewer, 'assignments.add', { studentId: '', teaches: scope.kind === 'tutor' });
      const programs = await repo.options(scope.kind === 'tutor' ? scope.id : null);
      return programs.map((p) => ({
        key: p.id,
        title: p.title,
        students: p.students.map((s) => presentPerson(s as UserRow, maySeeAdminFields(viewer))),
      }));
    },

    async record(viewer: Viewer, kind: AssignmentKind, input: AssignmentInput) {
      const teachesIt = await checkTarget(viewer, 'assignments.add', input);
      const row = await repo.insert({ kind, ...valuesOf(input, viewer), recordedBy: viewer.id });
      const summary = present((await repo.find(row.id))!, viewer, teachesIt);
      await tell(summary, input.grading ? 'assignment.graded' : 'assignment.recorded');
      return summary;
    },

    async edit(viewer: Viewer, kind: AssignmentKind, id: string, input: AssignmentInput) {
      const { row } = await load(viewer, kind, id, 'assignments.grade');
      const teachesIt = await checkTarget(viewer, 'assignments.grade', input);
      const a = row.assignment;
      // Lowering the total below points already given would leave an impossible grade.
      if (!input.grading && a.points !== null && a.points > input.total)
        throw badRequest(assignmentPointsTooHigh, { total: 'The maximum points are below the points already given' });
      await repo.update(id, valuesOf(input, viewer));
      const summary = present((await repo.find(id))!, viewer, teachesIt);
      const regraded = input.grading && (input.grading.points !== a.points || input.grading.remarks !== a.remarks);
      if (regraded) await tell(summary, 'assignment.graded');
      return summary;
    },

    /** Attained points and remarks, both required; points above the total are refused (platform spec 5.3). */
    async grade(viewer: Viewer, kind: AssignmentKind, id: string, input: AssignmentGradingInput) {
      const { row, teachesIt } = await load(viewer, kind, id, 'assignments.grade');
      if (input.points > row.assignment.total)
        throw badRequest(assignmentPointsTooHigh, { points: assignmentPointsTooHigh });
      await repo.update(id, { points: input.points, remarks: input.remarks, gradedAt: now(), gradedBy: viewer.id });
      const summary = present((await repo.find(id))!, viewer, teachesIt);
      await tell(summary, 'assignment.graded');
      return summary;
    },

    async remove(viewer: Viewer, kind: AssignmentKind, id: string) {
      const { row, teachesIt } = await load(viewer, kind, id, 'assignments.remove');
      await repo.remove(id);
      return present(row, viewer, teachesIt);
    },
  };
}
export type AssignmentService = ReturnType<typeof createAssignmentService>;
