/** Lessons: admins create and delete them; students and tutors see their own; tutors mark them kept. */
import { classroomLink, type PageQuery, type ScheduleInput, type ScheduleSummary } from '@chalkline/contracts';
import { AppError, badRequest, forbidden, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { presentPerson } from '../accounts/account.presenter.js';
import { isAdmin } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import type { ScheduleFilter, ScheduleRepository, ScheduleRow } from './schedule.repository.js';

/** Whose lessons a viewer may list: everyone's for admins, their own otherwise. */
const ownFilter = (viewer: Viewer): ScheduleFilter => {
  if (isAdmin(viewer)) return {};
  if (viewer.role === 'TUTOR') return { tutorId: viewer.id };
  return { studentId: viewer.id };
};

export function createScheduleService(deps: {
  repo: ScheduleRepository;
  teaching: TeachingRepository;
  now?: () => Date;
}) {
  const { repo, teaching } = deps;
  const now = deps.now ?? (() => new Date());
  const requireAdmin = (viewer: Viewer) => {
    if (!isAdmin(viewer)) throw forbidden('Only admins may manage schedules');
  };

  async function present(rows: ScheduleRow[], viewer: Viewer): Promise<ScheduleSummary[]> {
    const { tutors, people, programs } = await repo.details(rows);
    return rows.map((row) => {
      const student = people.find((p) => p.id === row.studentId)!;
      const program = programs.find((p) => p.id === row.programId)!;
      return {
        key: row.id,
        program: { key: program.id, title: program.title, summary: program.summary },
        // The student's email is shown to admins only (platform spec 6).
        student: { ...presentPerson(student, isAdmin(viewer)), meetingId: student.meetingId },
        tutors: tutors.filter((t) => t.scheduleId === row.id).map((t) => presentPerson(t.tutor)),
        time: row.time.toISOString(),
        endTime: row.endTime.toISOString(),
        kept: row.kept,
        classroomLink: student.meetingId ? classroomLink(student.meetingId, row.id, program.id) : null,
      };
    });
  }

  return {
    present,
    createData: async (viewer: Viewer) => {
      requireAdmin(viewer);
      return { programs: await repo.programOptions() };
    },
    /** Students actively enrolled in the program and the tutors who teach it, for the create form. */
    async accounts(viewer: Viewer, programId: string) {
      requireAdmin(viewer);
      const [students, tutors] = await Promise.all([repo.enrolledStudents(programId), repo.programTutors(programId)]);
      return {
        students: students.map((s) => presentPerson(s.user, true)),
        tutors: tutors.map((t) => presentPerson(t.user, true)),
      };
    },
    /** Busy intervals of the student and tutors between two instants, so pickers can disable them. */
    async availability(viewer: Viewer, studentId: string, tutorIds: string[], from: Date, to: Date) {
      requireAdmin(viewer);
      const [student, tutors] = await Promise.all([
        repo.studentBusy(studentId, from, to),
        repo.tutorsBusy(tutorIds, from, to),
      ]);
      const busy = [...student, ...tutors].map((b) => ({
        time: b.time.toISOString(),
        endTime: b.endTime.toISOString(),
      }));
      return { busy: busy.sort((a, b) => a.time.localeCompare(b.time)) };
    },

    async create(viewer: Viewer, input: ScheduleInput) {
      requireAdmin(viewer);
      const time = new Date(input.time);
      const endTime = new Date(input.endTime);
      if (time.getTime() <= now().getTime())
        throw badRequest('Please choose a time in the future', { time: 'Please choose a time in the future' });
      if (!(await teaching.isActivelyEnrolled(input.studentKey, input.programKey))) {
        throw badRequest('The student is not enrolled in this program', {
          studentKey: 'The student is not enrolled in this program',
        });
      }
      const tutorIds = [...new Set(input.tutorKeys)];
      for (const tutorId of tutorIds) {
        if (!(await teaching.teachesProgram(tutorId, input.programKey))) {
          throw badRequest('A chosen tutor does not teach this program', {
            tutorKeys: 'A chosen tutor does not teach this program',
          });
        }
      }
      if ((await repo.studentBusy(input.studentKey, time, endTime)).length) {
        const message = 'The student already has a lesson at this time';
        throw new AppError(409, 'CONFLICT', message, { time: message });
      }
      if ((await repo.tutorsBusy(tutorIds, time, endTime)).length) {
        const message = 'A chosen tutor already has a lesson at this time';
        throw new AppError(409, 'CONFLICT', message, { tutorKeys: message });
      }
      const row = await repo.insert(
        { programId: input.programKey, studentId: input.studentKey, time, endTime },
        tutorIds,
      );
      return (await present([row], viewer))[0]!;
    },

    async list(viewer: Viewer, q: PageQuery & { time?: string }) {
      const filter = { ...ownFilter(viewer), ...(q.time ? { from: new Date(q.time) } : {}) };
      const { rows, total } = await repo.list(filter, q.limit, offsetOf(q));
      return pageOf(await present(rows, viewer), total, q);
    },

    upcoming: async (viewer: Viewer, limit: number) =>
      present(await repo.upcoming(ownFilter(viewer), now(), limit), viewer),

    /** Only a lesson that has not been marked may be deleted. */
    async remove(viewer: Viewer, id: string) {
      requireAdmin(viewer);
      const row = await repo.find(id);
      if (!row) throw notFound('Schedule not found');
      if (row.kept) throw new AppError(409, 'CONFLICT', 'A marked schedule cannot be deleted');
      await repo.remove(id);
    },

    /** The lesson's tutors and admins mark it kept, once it has started. */
    async markKept(viewer: Viewer, id: string) {
      const row = await repo.find(id);
      if (!row) throw notFound('Schedule not found');
      const teaches = (await repo.tutorIdsOf(id)).includes(viewer.id);
      if (!isAdmin(viewer) && !teaches) throw forbidden('Only the lesson’s tutors may mark it');
      if (row.time.getTime() > now().getTime()) throw badRequest('A lesson can be marked once it has started');
      await repo.markKept(id);
      return (await present([{ ...row, kept: true }], viewer))[0]!;
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
