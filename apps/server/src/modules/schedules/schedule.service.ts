/** Lessons: admins create and delete them; students and tutors see their own; tutors mark them kept. */
import {
  classroomLink,
  type PageQuery,
  type ScheduleInput,
  type ScheduleMoveInput,
  type ScheduleSummary,
} from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { presentPerson } from '../accounts/account.presenter.js';
import { maySeeAdminFields } from '../accounts/accounts.policy.js';
import type { UserRow } from '../accounts/user.repository.js';
import type { Viewer } from '../accounts/viewer.js';
import type { AttendanceReader } from '../classroom/attendance/attendance-reader.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { tutorName } from '../reminders/reminder.service.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { authorize, scheduleScopeOf } from './schedule.policy.js';
import type { ScheduleDetail, ScheduleRepository } from './schedule.repository.js';

export function createScheduleService(deps: {
  repo: ScheduleRepository;
  teaching: TeachingRepository;
  now?: () => Date;
  /** Told when a lesson is planned or deleted (lesson reminders, docs/decisions/0039). */
  lessons?: { planned(lesson: { id: string; time: Date }): Promise<void>; cancelled(id: string): Promise<void> };
  /** Tells the student and the tutors of lessons booked, cancelled and marked kept (ADR 0054). */
  events?: EventPublisher;
  /** The classroom's attendance record: a lesson held there is kept when its student was present (ADR 0076). */
  attendance: AttendanceReader;
}) {
  const { repo, teaching } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(rows: ScheduleDetail[], viewer: Viewer): Promise<ScheduleSummary[]> {
    return rows.map(({ schedule: row, program, student, tutors, classroomKept }) => ({
      key: row.id,
      program: { key: program.id, title: program.title, summary: program.summary },
      // The student's email is shown to admins only (platform spec 6).
      student: { ...presentPerson(student as UserRow, maySeeAdminFields(viewer)), meetingId: student.meetingId },
      tutors: tutors.map((t) => presentPerson(t as UserRow)),
      time: row.time.toISOString(),
      endTime: row.endTime.toISOString(),
      // Held in the classroom: kept when the student was there for the school's share; else the tutor's mark.
      kept: classroomKept ?? row.kept,
      classroomLink: student.meetingId ? classroomLink(student.meetingId, row.id, program.id) : null,
    }));
  }
  /** An occurrence of a lesson event: its student and tutors, keyed by the lesson and its time. */
  const lessonEvent = (lesson: ScheduleSummary) => ({
    about: { student: lesson.student.key, tutors: lesson.tutors.map((t) => t.key) },
    params: { program: lesson.program.title, time: lesson.time, tutors: lesson.tutors.map(tutorName).join(', ') },
    key: `${lesson.key}:${lesson.time}`,
  });

  /** Refuses a time at which the student or one of the tutors already has another lesson (409). */
  async function checkFree(studentId: string, tutorIds: string[], time: Date, endTime: Date, exceptId?: string) {
    if ((await repo.studentBusy(studentId, time, endTime, exceptId)).length) {
      const message = 'The student already has a lesson at this time';
      throw new AppError(409, 'CONFLICT', message, { time: message });
    }
    if ((await repo.tutorsBusy(tutorIds, time, endTime, exceptId)).length) {
      const message = 'A chosen tutor already has a lesson at this time';
      throw new AppError(409, 'CONFLICT', message, { tutorKeys: message });
    }
  }

  /** The lessons as lists show them, each held in the classroom judged by the school's share now. */
  const read = async (filter: Parameters<ScheduleRepository['read']>[0], limit: number, offset = 0) =>
    repo.read(filter, limit, offset, { minSharePercent: await deps.attendance.minSharePercent(), now: now() });

  /** One lesson as lists show it, read again after a change. */
  const presentOne = async (id: string, viewer: Viewer) => (await present((await read({ id }, 1)).rows, viewer))[0]!;

  return {
    present,
    createData: async (viewer: Viewer) => {
      authorize(viewer, 'schedules.create');
      return { programs: await repo.programOptions() };
    },
    /** Students actively enrolled in the program and the tutors who teach it, for the create form. */
    async accounts(viewer: Viewer, programId: string) {
      authorize(viewer, 'schedules.create');
      const [students, tutors] = await Promise.all([repo.enrolledStudents(programId), repo.programTutors(programId)]);
      return {
        students: students.map((s) => presentPerson(s.user, true)),
        tutors: tutors.map((t) => presentPerson(t.user, true)),
      };
    },
    /** Busy intervals of the student and tutors between two instants, so pickers can disable them. */
    async availability(viewer: Viewer, studentId: string, tutorIds: string[], from: Date, to: Date) {
      authorize(viewer, 'schedules.create');
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
      authorize(viewer, 'schedules.create');
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
      await checkFree(input.studentKey, tutorIds, time, endTime);
      const row = await repo.insert(
        { programId: input.programKey, studentId: input.studentKey, time, endTime },
        tutorIds,
      );
      await deps.lessons?.planned({ id: row.id, time });
      const lesson = await presentOne(row.id, viewer);
      await deps.events?.publish('lesson.booked', lessonEvent(lesson));
      return lesson;
    },

    async list(viewer: Viewer, q: PageQuery & { time?: string }) {
      const filter = { ...scheduleScopeOf(viewer), ...(q.time ? { from: new Date(q.time) } : {}) };
      const { rows, total } = await read(filter, q.limit, offsetOf(q));
      return pageOf(await present(rows, viewer), total, q);
    },

    /** One lesson the viewer may see (their own, or any for admins); 404 for any other, as if it did not exist. */
    async visible(viewer: Viewer, id: string) {
      const { rows } = await read({ ...scheduleScopeOf(viewer), id }, 1);
      if (!rows.length) throw notFound('Schedule not found');
      return (await present(rows, viewer))[0]!;
    },

    upcoming: async (viewer: Viewer, limit: number) =>
      present((await read({ ...scheduleScopeOf(viewer), upcomingAt: now() }, limit)).rows, viewer),

    /**
     * Moves a lesson that has not been held to a new time (in the future, free for its student and tutors): its
     * reminders follow it, and its student and tutors are told where it went (`lesson.moved`); nobody else is.
     */
    async move(viewer: Viewer, id: string, input: ScheduleMoveInput) {
      authorize(viewer, 'schedules.edit');
      const row = await repo.find(id);
      if (!row) throw notFound('Schedule not found');
      if (row.kept) throw new AppError(409, 'CONFLICT', 'A marked schedule cannot be moved');
      const time = new Date(input.time);
      const endTime = new Date(input.endTime);
      if (time.getTime() <= now().getTime())
        throw badRequest('Please choose a time in the future', { time: 'Please choose a time in the future' });
      const unchanged = time.getTime() === row.time.getTime() && endTime.getTime() === row.endTime.getTime();
      if (!unchanged) {
        await checkFree(row.studentId, await repo.tutorIdsOf(id), time, endTime, id);
        await repo.move(id, time, endTime);
        await deps.lessons?.planned({ id, time });
      }
      const lesson = await presentOne(id, viewer);
      // Only a new start is news to the people of the lesson; a changed end alone shows on the card.
      if (time.getTime() !== row.time.getTime()) {
        const occurrence = lessonEvent(lesson);
        await deps.events?.publish('lesson.moved', {
          ...occurrence,
          params: { ...occurrence.params, from: row.time.toISOString() },
        });
      }
      return lesson;
    },

    /** Only a lesson that has not been marked may be deleted. */
    async remove(viewer: Viewer, id: string) {
      authorize(viewer, 'schedules.delete');
      const row = await repo.find(id);
      if (!row) throw notFound('Schedule not found');
      if (row.kept) throw new AppError(409, 'CONFLICT', 'A marked schedule cannot be deleted');
      const lesson = await presentOne(id, viewer);
      await repo.remove(id);
      await deps.lessons?.cancelled(id);
      await deps.events?.publish('lesson.cancelled', lessonEvent(lesson));
      return lesson;
    },

    /** Who was in the lesson in the classroom, for how long and what they did: its tutors and admins (ADR 0076). */
    async attendance(viewer: Viewer, id: string) {
      if (!(await repo.find(id))) throw notFound('Schedule not found');
      authorize(viewer, 'lessons.attendance', { tutorIds: await repo.tutorIdsOf(id) });
      return deps.attendance.ofLesson(id);
    },

    /** The lesson's tutors and admins mark it kept, once it has started. */
    async markKept(viewer: Viewer, id: string) {
      const row = await repo.find(id);
      if (!row) throw notFound('Schedule not found');
      authorize(viewer, 'schedules.mark', { tutorIds: await repo.tutorIdsOf(id) });
      if (row.time.getTime() > now().getTime()) throw badRequest('A lesson can be marked once it has started');
      await repo.markKept(id);
      const lesson = await presentOne(id, viewer);
      await deps.events?.publish('lesson.kept', lessonEvent(lesson));
      return lesson;
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
