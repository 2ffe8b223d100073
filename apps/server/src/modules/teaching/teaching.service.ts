/** Enrolments, tutor–student links and the people lists each role may see. */
import type { PageQuery, StudentRelationshipInput } from '@chalkline/contracts';
import { badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { fileUrl, presentPerson } from '../accounts/account.presenter.js';
import { maySeeAdminFields } from '../accounts/accounts.policy.js';
import type { UserRepository } from '../accounts/user.repository.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorize, enrolsSelf, readsLinksOfStudent, readsOthersEnrolments, tutorScopeOf } from './teaching.policy.js';
import type { TeachingRepository } from './teaching.repository.js';

export function createTeachingService(deps: { repo: TeachingRepository; users: UserRepository }) {
  const { repo, users } = deps;

  async function requireStudent(id: string) {
    const user = await users.findById(id);
    if (user?.memberRole !== 'STUDENT')
      throw badRequest('Please choose a student', { studentKey: 'Please choose a student' });
    return user;
  }

  return {
    /**
     * A student's own enrolments, or any student's for admins. A tutor has no enrolments of their own (their
     * programs are the ones they teach), so asking for their own answers none rather than an error.
     */
    async enrolments(viewer: Viewer, studentId?: string) {
      const id = studentId ?? viewer.id;
      if (id === viewer.id && !enrolsSelf(viewer)) {
        if (!readsOthersEnrolments(viewer)) return [];
        throw badRequest('Please choose a student', { student: 'Please choose a student' });
      }
      authorize(viewer, 'enrolments.read', { studentId: id });
      const rows = await repo.enrolmentsOf(id);
      return rows.map(({ enrolment, program }) => ({
        key: enrolment.id,
        active: enrolment.active,
        program: { key: program.id, title: program.title, slug: program.slug, thumbnail: fileUrl(program.thumbnail) },
        createdAt: enrolment.createdAt.toISOString(),
      }));
    },

    async enrolSelf(viewer: Viewer, programIds: string[], onboarding: boolean) {
      authorize(viewer, 'programs.enrol');
      const unique = [...new Set(programIds)];
      if ((await repo.existingPrograms(unique)).length !== unique.length) {
        throw badRequest('Please choose programs from the list', {
          programKeys: 'Please choose programs from the list',
        });
      }
      await repo.enrol(viewer.id, unique, onboarding);
      return this.enrolments(viewer);
    },

    async setEnrolmentActive(viewer: Viewer, enrolmentId: string, active: boolean) {
      authorize(viewer, 'students.edit');
      const row = await repo.setEnrolmentActive(enrolmentId, active);
      if (!row) throw notFound('Enrolment not found');
      return row;
    },

    async link(viewer: Viewer, input: StudentRelationshipInput) {
      authorize(viewer, 'tutors.edit');
      const tutor = await users.findById(input.tutorKey);
      if (tutor?.memberRole !== 'TUTOR')
        throw badRequest('Please choose a tutor', { tutorKey: 'Please choose a tutor' });
      await requireStudent(input.studentKey);
      if (!(await repo.isActivelyEnrolled(input.studentKey, input.programKey))) {
        throw badRequest('The student is not enrolled in this program', {
          programKey: 'The student is not enrolled in this program',
        });
      }
      if (!(await repo.teachesProgram(input.tutorKey, input.programKey))) {
        throw badRequest('This tutor does not teach this program', {
          tutorKey: 'This tutor does not teach this program',
        });
      }
      await repo.link({ tutorId: input.tutorKey, studentId: input.studentKey, programId: input.programKey });
    },

    async unlink(viewer: Viewer, input: StudentRelationshipInput) {
      authorize(viewer, 'tutors.edit', { unlink: true });
      const removed = await repo.unlink({
        tutorId: input.tutorKey,
        studentId: input.studentKey,
        programId: input.programKey,
      });
      if (!removed) throw notFound('No such link');
    },

    /**
     * Admins see every link; a tutor sees only their own. Either may narrow them to one student, and an admin who
     * may see that student (Manage students) reads all of that student's links.
     */
    async relationships(viewer: Viewer, q: PageQuery & { student?: string }) {
      const ofSeenStudent = readsLinksOfStudent(viewer, q.student);
      if (!ofSeenStudent) authorize(viewer, 'relationships.read');
      const { rows, total } = await repo.relationships(
        { tutorId: ofSeenStudent ? undefined : tutorScopeOf(viewer, 'relationships.read'), studentId: q.student },
        q.limit,
        offsetOf(q),
      );
      const people = await repo.usersByIds([...new Set(rows.flatMap((r) => [r.link.tutorId, r.link.studentId]))]);
      const person = (id: string) => presentPerson(people.find((p) => p.id === id)!, maySeeAdminFields(viewer));
      const items = rows.map((r) => ({
        tutor: person(r.link.tutorId),
        student: person(r.link.studentId),
        program: { key: r.program.id, title: r.program.title },
      }));
      return pageOf(items, total, q);
    },

    /** A tutor's own students, or every student for admins; emails for admins only. */
    async students(viewer: Viewer, q: PageQuery & { search?: string }) {
      authorize(viewer, 'students.list');
      const tutorId = tutorScopeOf(viewer, 'students.list');
      const { rows, total } = await repo.students({ tutorId, search: q.search }, q.limit, offsetOf(q));
      const items = rows.map((s) => ({
        ...presentPerson(s, maySeeAdminFields(viewer)),
        meetingId: s.meetingId,
        programs: s.programs,
      }));
      return pageOf(items, total, q);
    },

    async tutors(viewer: Viewer, q: PageQuery & { search?: string }) {
      authorize(viewer, 'tutors.access');
      const { rows, total } = await repo.tutors(q.search, q.limit, offsetOf(q));
      return pageOf(
        rows.map((t) => presentPerson(t, true)),
        total,
        q,
      );
    },
  };
}
export type TeachingService = ReturnType<typeof createTeachingService>;
