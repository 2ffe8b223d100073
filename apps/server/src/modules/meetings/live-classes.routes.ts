import {
  bookedDemoListResponse,
  liveClassesResponse,
  pageQuery,
  programClassroomListResponse,
  studentClassroomListResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { LiveClassesService } from './live-classes.service.js';

/** The admin's Live Classes: live and past classrooms, each student's and program's classroom, demo sessions. */
export const liveClassesRoutes =
  (live: LiveClassesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/meet/admin/meetings',
      {
        config: { permission: 'classrooms.access' },
        schema: { querystring: pageQuery, response: { 200: liveClassesResponse } },
      },
      async (request) => ({ data: await live.liveClasses(requireViewer(request), request.query) }),
    );
    app.get(
      '/meet/admin/meetings/students',
      {
        config: { permission: 'classrooms.access' },
        schema: { querystring: pageQuery, response: { 200: studentClassroomListResponse } },
      },
      async (request) => ({ data: await live.studentClassrooms(requireViewer(request), request.query) }),
    );
    app.get(
      '/meet/admin/meetings/programs',
      {
        config: { permission: 'classrooms.access' },
        schema: { querystring: pageQuery, response: { 200: programClassroomListResponse } },
      },
      async (request) => ({ data: await live.programClassrooms(requireViewer(request), request.query) }),
    );
    app.get(
      '/meet/admin/demo-sessions',
      {
        config: { permission: 'demoBookings.access' },
        schema: { querystring: pageQuery, response: { 200: bookedDemoListResponse } },
      },
      async (request) => ({ data: await live.demoSessions(requireViewer(request), request.query) }),
    );
  };
