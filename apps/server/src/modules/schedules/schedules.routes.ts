import {
  availabilityQuery,
  availabilityResponse,
  lessonAttendanceResponse,
  messageResponse,
  type ScheduleSummary,
  scheduleAccountsQuery,
  scheduleAccountsResponse,
  scheduleCreateDataResponse,
  scheduleInput,
  scheduleListQuery,
  scheduleListResponse,
  scheduleMoveInput,
  scheduleResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { authorize } from './schedule.policy.js';
import type { ScheduleService } from './schedule.service.js';

const byKey = z.object({ key: z.uuid('Schedule not found') });
/** How a lesson reads in the activity log: program, student and start time. */
const activityTarget = (s: ScheduleSummary) => ({
  kind: 'schedule',
  id: s.key,
  label: `${s.program.title} with ${s.student.firstName} ${s.student.lastName}, ${s.time.slice(0, 16).replace('T', ' ')} UTC`,
});

export const scheduleRoutes =
  (schedules: ScheduleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/schedules/create-data',
      { config: { permission: 'schedules.create' }, schema: { response: { 200: scheduleCreateDataResponse } } },
      async (request) => ({
        data: await schedules.createData(requireViewer(request)),
      }),
    );
    app.get(
      '/admin/schedules/accounts',
      {
        config: { permission: 'schedules.create' },
        schema: {
          querystring: scheduleAccountsQuery,
          response: { 200: scheduleAccountsResponse },
        },
      },
      async (request) => ({
        data: await schedules.accounts(requireViewer(request), request.query.program),
      }),
    );
    app.get(
      '/admin/schedules/availability',
      {
        config: { permission: 'schedules.create' },
        schema: { querystring: availabilityQuery, response: { 200: availabilityResponse } },
      },
      async (request) => {
        const q = request.query;
        return {
          data: await schedules.availability(
            requireViewer(request),
            q.studentKey,
            q.tutorKeys ?? [],
            new Date(q.from),
            new Date(q.to),
          ),
        };
      },
    );
    app.post(
      '/admin/schedules/new',
      {
        config: { permission: 'schedules.create' },
        schema: { body: scheduleInput, response: { 201: scheduleResponse } },
      },
      async (request, reply) => {
        const schedule = await schedules.create(requireViewer(request), request.body);
        request.activityTarget = activityTarget(schedule);
        return reply.status(201).send({ message: 'Schedule created', data: { schedule } });
      },
    );
    app.get(
      '/admin/schedules',
      {
        config: { permission: 'schedules.access' },
        schema: { querystring: scheduleListQuery, response: { 200: scheduleListResponse } },
      },
      async (request) => {
        const viewer = requireViewer(request);
        authorize(viewer, 'schedules.access');
        return { data: await schedules.list(viewer, request.query) };
      },
    );
    app.put(
      '/admin/schedules/:key',
      {
        config: { permission: 'schedules.edit' },
        schema: { params: byKey, body: scheduleMoveInput, response: { 200: scheduleResponse } },
      },
      async (request) => {
        const schedule = await schedules.move(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { ...activityTarget(schedule), verb: 'moved' };
        return { message: 'Lesson moved', data: { schedule } };
      },
    );
    app.delete(
      '/admin/schedules/:key',
      { config: { permission: 'schedules.delete' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        request.activityTarget = activityTarget(await schedules.remove(requireViewer(request), request.params.key));
        return { message: 'Schedule deleted' };
      },
    );
    app.get(
      '/accounts/schedules',
      {
        config: { permission: 'signedIn' },
        schema: { querystring: scheduleListQuery, response: { 200: scheduleListResponse } },
      },
      async (request) => ({
        data: await schedules.list(requireViewer(request), request.query),
      }),
    );
    app.get(
      '/accounts/schedules/:key/attendance',
      {
        config: { permission: 'lessons.attendance' },
        schema: { params: byKey, response: { 200: lessonAttendanceResponse } },
      },
      async (request) => ({ data: await schedules.attendance(requireViewer(request), request.params.key) }),
    );
    app.post(
      '/accounts/schedules/:key/mark',
      { config: { permission: 'schedules.mark' }, schema: { params: byKey, response: { 200: scheduleResponse } } },
      async (request) => {
        const schedule = await schedules.markKept(requireViewer(request), request.params.key);
        // Recorded only when an admin marks it (schedules.edit); a tutor's mark is not an admin action.
        request.activityTarget = { ...activityTarget(schedule), verb: 'marked as held' };
        return { message: 'Lesson marked as held', data: { schedule } };
      },
    );
  };
