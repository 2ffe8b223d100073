/** Classroom links, demo sessions and lesson ratings (the admin classroom lists: live-classes.service.ts). */
import { classroomTexts, demoSessionProblem, demoSessionTexts, type RatingInput } from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { presentPerson } from '../accounts/account.presenter.js';
import { mayReadStudent } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ScheduleRepository } from '../schedules/schedule.repository.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { authorize } from './meeting.policy.js';
import type { MeetingRepository } from './meeting.repository.js';

/** Shown in the lobby when a link lacks its schedule or program (classroom spec 2). */
export const linkAdvisory = classroomTexts.linkAdvisory;

export function createMeetingService(deps: {
  repo: MeetingRepository;
  schedules: ScheduleRepository;
  teaching: TeachingRepository;
  programTitle: (id: string) => Promise<string | null>;
  now?: () => Date;
}) {
  const { repo, schedules, teaching } = deps;
  const now = deps.now ?? (() => new Date());
  /** The demo session if it may still be used: 404 when unknown, 409 when ended or expired. */
  async function requireUsableDemo(id: string) {
    const row = await repo.findDemo(id);
    if (!row) throw notFound(demoSessionTexts.notFound);
    const problem = demoSessionProblem(row, now());
    if (problem) throw new AppError(409, 'CONFLICT', problem);
    return row;
  }

  return {
    /**
     * What a classroom link points at. Everyone learns whether it is valid and of what kind; the student's
     * name and the lesson are told only to the student, their tutors and admins.
     */
    async validateLink(viewer: Viewer | null, link: { meetingId: string; schedule?: string; program?: string }) {
      const programTitle = link.program ? await deps.programTitle(link.program) : null;
      if (link.program && !programTitle) throw badRequest('This classroom link names a program that does not exist');
      if (link.meetingId === 'demo') return { valid: true, kind: 'demo' as const };
      if (link.meetingId === 'program') {
        if (!link.program) throw badRequest('This program classroom link names no program');
        return { valid: true, kind: 'program' as const, program: { key: link.program, title: programTitle } };
      }
      const student = await repo.studentByMeetingId(link.meetingId);
      if (!student) throw notFound('This classroom link is not valid');
      const advisory = !link.schedule || !link.program ? linkAdvisory : null;
      const insider = viewer && (await mayReadStudent(viewer, student.id, teaching.isLinked));
      if (!insider) return { valid: true, kind: 'student' as const, advisory };
      let schedule = null;
      if (link.schedule) {
        const row = await schedules.find(link.schedule);
        if (!row || row.studentId !== student.id)
          throw badRequest('This classroom link names a lesson of someone else');
        schedule = { key: row.id, time: row.time.toISOString(), endTime: row.endTime.toISOString() };
      }
      return {
        valid: true,
        kind: 'student' as const,
        advisory,
        student: presentPerson(student),
        program: link.program ? { key: link.program, title: programTitle } : null,
        schedule,
      };
    },

    async createDemo(
      viewer: Viewer,
      input: { guestName: string; guestEmail?: string; time: string; tutorKey?: string },
    ) {
      authorize(viewer, 'demoBookings.access');
      const row = await repo.insertDemo({
        guestName: input.guestName,
        guestEmail: input.guestEmail ?? null,
        time: new Date(input.time),
        tutorId: input.tutorKey ?? null,
        createdBy: viewer.id,
      });
      return { key: row.id, link: `/meet/demo?session=${row.id}` };
    },
    /** Anyone with the link may check it: a guest has no account (404 unknown, 409 ended or expired). */
    async validateDemo(id: string) {
      const row = await requireUsableDemo(id);
      return { key: row.id, guestName: row.guestName, time: row.time.toISOString(), started: row.startedAt !== null };
    },
    /** The host begins the demo: only its tutor (or any tutor when none is named) or an admin. */
    async startDemo(viewer: Viewer, id: string) {
      const row = await requireUsableDemo(id);
      authorize(viewer, 'demo.host', { demoTutorId: row.tutorId });
      await repo.updateDemo(id, { startedAt: row.startedAt ?? now() });
      return row;
    },
    async completeDemo(viewer: Viewer, id: string) {
      const row = await repo.findDemo(id);
      if (!row) throw notFound(demoSessionTexts.notFound);
      authorize(viewer, 'demo.host', {
        demoTutorId: row.tutorId,
        message: 'Only the demo’s tutor or an admin may complete it',
      });
      if (!row.startedAt) throw badRequest('This demo session has not started');
      await repo.updateDemo(id, { completedAt: row.completedAt ?? now() });
      return row;
    },

    /** Anyone admitted to a lesson may rate it once (rating again replaces the earlier one). */
    async rate(viewer: Viewer, input: RatingInput) {
      const session = await repo.findSession(input.session);
      if (!session || session.meetingId !== input.meeting) throw notFound('This lesson could not be found');
      authorize(viewer, 'lessons.rate', { attended: await repo.attended(session.id, viewer.id) });
      await repo.upsertRating({
        sessionId: session.id,
        userId: viewer.id,
        rating: input.rating,
        comment: input.comment ?? null,
      });
    },
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
