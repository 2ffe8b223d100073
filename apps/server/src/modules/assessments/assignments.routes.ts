import {
  type AssignmentKind,
  assignmentGradingInput,
  assignmentInput,
  assignmentKinds,
  assignmentListQuery,
  assignmentListResponse,
  assignmentOptionsResponse,
  assignmentResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { AssignmentService } from './assignment.service.js';

const byKey = z.object({ key: z.uuid('Not found') });
const label: Record<AssignmentKind, string> = { class: 'Class assignment', home: 'Home assignment' };

/** `/accounts/assignments/class` and `/accounts/assignments/home` (platform spec 7): list, record, edit, grade, delete. */
export const assignmentRoutes =
  (assignments: AssignmentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/assignments/options',
      { config: { permission: 'assignments.add' }, schema: { response: { 200: assignmentOptionsResponse } } },
      async (request) => ({ data: { programs: await assignments.options(requireViewer(request)) } }),
    );

    for (const kind of assignmentKinds) {
      const base = `/accounts/assignments/${kind}`;
      const target = (a: { key: string; title: string }) => ({ kind: 'assignment', id: a.key, label: a.title });
      app.get(
        base,
        {
          config: { permission: 'assignments.read' },
          schema: { querystring: assignmentListQuery, response: { 200: assignmentListResponse } },
        },
        async (request) => ({ data: await assignments.list(requireViewer(request), kind, request.query) }),
      );
      app.get(
        `${base}/:key`,
        {
          config: { permission: 'assignments.read' },
          schema: { params: byKey, response: { 200: assignmentResponse } },
        },
        async (request) => ({
          message: label[kind],
          data: { assignment: await assignments.get(requireViewer(request), kind, request.params.key) },
        }),
      );
      app.post(
        base,
        {
          config: { permission: 'assignments.add' },
          schema: { body: assignmentInput, response: { 201: assignmentResponse } },
        },
        async (request, reply) => {
          const assignment = await assignments.record(requireViewer(request), kind, request.body);
          request.activityTarget = { ...target(assignment), verb: 'recorded' };
          return reply.status(201).send({ message: `${label[kind]} recorded`, data: { assignment } });
        },
      );
      app.put(
        `${base}/:key`,
        {
          config: { permission: 'assignments.grade' },
          schema: { params: byKey, body: assignmentInput, response: { 200: assignmentResponse } },
        },
        async (request) => {
          const assignment = await assignments.edit(requireViewer(request), kind, request.params.key, request.body);
          request.activityTarget = target(assignment);
          return { message: `${label[kind]} updated`, data: { assignment } };
        },
      );
      app.put(
        `${base}/:key/grading`,
        {
          config: { permission: 'assignments.grade' },
          schema: { params: byKey, body: assignmentGradingInput, response: { 200: assignmentResponse } },
        },
        async (request) => {
          const assignment = await assignments.grade(requireViewer(request), kind, request.params.key, request.body);
          request.activityTarget = { ...target(assignment), verb: 'graded' };
          return { message: `${label[kind]} graded`, data: { assignment } };
        },
      );
      app.delete(
        `${base}/:key`,
        {
          config: { permission: 'assignments.remove' },
          schema: { params: byKey, response: { 200: assignmentResponse } },
        },
        async (request) => {
          const assignment = await assignments.remove(requireViewer(request), kind, request.params.key);
          request.activityTarget = target(assignment);
          return { message: `${label[kind]} deleted`, data: { assignment } };
        },
      );
    }
  };
