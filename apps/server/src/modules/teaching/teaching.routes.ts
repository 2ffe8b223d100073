import {
  enrollAdditionalInput,
  enrolledResponse,
  enrolmentListQuery,
  enrolmentListResponse,
  enrolmentUpdateInput,
  messageResponse,
  onboardingInput,
  personSearchQuery,
  relationshipsQuery,
  type StudentRelationshipInput,
  studentListResponse,
  studentRelationshipInput,
  tutorLinkListResponse,
  tutorListResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { TeachingService } from './teaching.service.js';

/** A tutor–student link in the activity log: about the tutor (their name is looked up), the rest in details. */
const relationshipTarget = (link: StudentRelationshipInput, verb: string) => ({
  kind: 'tutors',
  id: link.tutorKey,
  verb,
  details: { studentKey: link.studentKey, programKey: link.programKey },
});

export const teachingRoutes =
  (teaching: TeachingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/program-enrollments',
      {
        config: { permission: 'enrolments.read' },
        schema: {
          querystring: enrolmentListQuery,
          response: { 200: enrolmentListResponse },
        },
      },
      async (request) => ({
        data: { enrollments: await teaching.enrolments(requireViewer(request), request.query.student) },
      }),
    );
    app.patch(
      '/accounts/program-enrollments/:key',
      {
        config: { permission: 'students.edit' },
        schema: {
          params: z.object({ key: z.uuid() }),
          body: enrolmentUpdateInput,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        const enrolment = await teaching.setEnrolmentActive(
          requireViewer(request),
          request.params.key,
          request.body.active,
        );
        request.activityTarget = {
          kind: 'students',
          id: enrolment.studentId,
          verb: request.body.active ? 'activated an enrolment of' : 'deactivated an enrolment of',
          details: { enrolmentKey: enrolment.id, programKey: enrolment.programId },
        };
        return { message: request.body.active ? 'Enrolment activated' : 'Enrolment deactivated' };
      },
    );
    app.post(
      '/students/onboarding',
      {
        config: { permission: 'programs.enrol' },
        schema: { body: onboardingInput, response: { 200: enrolledResponse } },
      },
      async (request) => ({
        message: 'Welcome aboard!',
        data: { enrollments: await teaching.enrolSelf(requireViewer(request), request.body.programKeys, true) },
      }),
    );
    app.post(
      '/students/enroll-additional',
      {
        config: { permission: 'programs.enrol' },
        schema: { body: enrollAdditionalInput, response: { 200: enrolledResponse } },
      },
      async (request) => ({
        message: 'You are enrolled',
        data: { enrollments: await teaching.enrolSelf(requireViewer(request), [request.body.programKey], false) },
      }),
    );

    app.get(
      '/tutors/student-relationships',
      {
        config: { permission: 'relationships.read' },
        schema: { querystring: relationshipsQuery, response: { 200: tutorLinkListResponse } },
      },
      async (request) => ({
        data: await teaching.relationships(requireViewer(request), request.query),
      }),
    );
    app.post(
      '/tutors/student-relationships',
      {
        config: { permission: 'tutors.edit' },
        schema: { body: studentRelationshipInput, response: { 201: messageResponse } },
      },
      async (request, reply) => {
        await teaching.link(requireViewer(request), request.body);
        request.activityTarget = relationshipTarget(request.body, 'linked a student to');
        return reply.status(201).send({ message: 'Tutor linked to student' });
      },
    );
    app.delete(
      '/tutors/student-relationships',
      {
        config: { permission: 'tutors.edit' },
        schema: { body: studentRelationshipInput, response: { 200: messageResponse } },
      },
      async (request) => {
        await teaching.unlink(requireViewer(request), request.body);
        request.activityTarget = relationshipTarget(request.body, 'unlinked a student from');
        return { message: 'Link removed' };
      },
    );

    app.get(
      '/accounts/students',
      {
        config: { permission: 'students.list' },
        schema: { querystring: personSearchQuery, response: { 200: studentListResponse } },
      },
      async (request) => ({
        data: await teaching.students(requireViewer(request), request.query),
      }),
    );
    app.get(
      '/tutors',
      {
        config: { permission: 'tutors.access' },
        schema: { querystring: personSearchQuery, response: { 200: tutorListResponse } },
      },
      async (request) => ({
        data: await teaching.tutors(requireViewer(request), request.query),
      }),
    );
  };
