/**
 * Admins managing tutors and students (platform spec 6.1, 7): `/admin/tutors` and `/admin/students` list them,
 * `/tutors` and `/students` create, edit and delete, `/accounts/restriction/{tutors|students}` suspends and
 * restores. Each route declares the admin permission of its group; the activity hook records the mutations.
 */
import {
  createStudentInput,
  createTutorInput,
  editStudentInput,
  editTutorInput,
  managedPeopleResponse,
  messageResponse,
  peopleQuery,
  personSavedResponse,
  restrictionInput,
} from '@chalkline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { originOf } from './auth.cookies.js';
import type { PeopleGroup } from './people.policy.js';
import { type PeopleService, presentManagedPerson } from './people.service.js';
import type { UserRow } from './user.repository.js';

const keyParams = z.object({ key: z.uuid('Unknown account') });
const kindOf = { tutors: 'tutor', students: 'student' } as const;
const nameOf = (user: UserRow) => [user.firstName, user.otherNames, user.lastName].filter(Boolean).join(' ');

/** Names the person in the activity log entry of this request. */
function logTarget(request: FastifyRequest, group: PeopleGroup, user: UserRow, details?: Record<string, unknown>) {
  request.activityTarget = { kind: kindOf[group], id: user.id, label: nameOf(user), ...(details ? { details } : {}) };
}

export const peopleRoutes =
  (people: PeopleService, publicUrl?: string): FastifyPluginAsyncZod =>
  async (app) => {
    for (const group of ['tutors', 'students'] as const) {
      const noun = kindOf[group];
      app.get(
        `/admin/${group}`,
        {
          config: { permission: `${group}.access` },
          schema: { querystring: peopleQuery, response: { 200: managedPeopleResponse } },
        },
        async (request) => ({ data: await people.list(requireViewer(request), group, request.query) }),
      );

      app.delete(
        `/${group}/:key`,
        {
          config: { permission: `${group}.delete` },
          schema: { params: keyParams, response: { 200: messageResponse } },
        },
        async (request) => {
          const user = await people.remove(requireViewer(request), group, request.params.key);
          logTarget(request, group, user);
          return { message: `The ${noun} was deleted` };
        },
      );

      app.post(
        `/accounts/restriction/${group}`,
        {
          config: { permission: `${group}.edit` },
          schema: { body: restrictionInput, response: { 200: personSavedResponse } },
        },
        async (request) => {
          const { key, suspended } = request.body;
          const user = await people.restrict(requireViewer(request), group, key, suspended);
          logTarget(request, group, user, { suspended: user.suspended });
          return {
            message: user.suspended ? `The ${noun} is suspended` : `The ${noun} is restored`,
            data: { person: presentManagedPerson(user) },
          };
        },
      );
    }

    app.post(
      '/tutors',
      {
        config: { permission: 'tutors.create' },
        schema: { body: createTutorInput, response: { 201: personSavedResponse } },
      },
      async (request, reply) => {
        const user = await people.createTutor(requireViewer(request), request.body, originOf(request, publicUrl));
        logTarget(request, 'tutors', user);
        return reply.status(201).send({ message: 'Tutor created', data: { person: presentManagedPerson(user) } });
      },
    );
    app.post(
      '/students',
      {
        config: { permission: 'students.create' },
        schema: { body: createStudentInput, response: { 201: personSavedResponse } },
      },
      async (request, reply) => {
        const user = await people.createStudent(requireViewer(request), request.body, originOf(request, publicUrl));
        logTarget(request, 'students', user);
        return reply.status(201).send({ message: 'Student created', data: { person: presentManagedPerson(user) } });
      },
    );
    app.patch(
      '/tutors/:key',
      {
        config: { permission: 'tutors.edit' },
        schema: { params: keyParams, body: editTutorInput, response: { 200: personSavedResponse } },
      },
      async (request) => {
        const user = await people.editTutor(requireViewer(request), request.params.key, request.body);
        logTarget(request, 'tutors', user);
        return { message: 'Tutor saved', data: { person: presentManagedPerson(user) } };
      },
    );
    app.patch(
      '/students/:key',
      {
        config: { permission: 'students.edit' },
        schema: { params: keyParams, body: editStudentInput, response: { 200: personSavedResponse } },
      },
      async (request) => {
        const user = await people.editStudent(requireViewer(request), request.params.key, request.body);
        logTarget(request, 'students', user);
        return { message: 'Student saved', data: { person: presentManagedPerson(user) } };
      },
    );
  };
