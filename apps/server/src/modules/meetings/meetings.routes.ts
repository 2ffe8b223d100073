import {
  createDemoSessionInput,
  demoCreatedResponse,
  demoSessionInput,
  demoSessionResponse,
  meetingLinkValidationResponse,
  messageResponse,
  pageQuery,
  programClassroomListResponse,
  ratingInput,
  recentMeetingListResponse,
  studentClassroomListResponse,
  validateMeetingLinkInput,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { MeetingService } from './meeting.service.js';

export const meetingRoutes =
  (meetings: MeetingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/meet/validate-meeting-link',
      { schema: { body: validateMeetingLinkInput, response: { 200: meetingLinkValidationResponse } } },
      async (request) => ({
        data: await meetings.validateLink(request.viewer, request.body),
      }),
    );
    app.get(
      '/meet/admin/meetings',
      { schema: { querystring: pageQuery, response: { 200: recentMeetingListResponse } } },
      async (request) => ({
        data: await meetings.recentMeetings(requireViewer(request), request.query),
      }),
    );
    app.get(
      '/meet/admin/meetings/students',
      { schema: { querystring: pageQuery, response: { 200: studentClassroomListResponse } } },
      async (request) => ({
        data: await meetings.studentClassrooms(requireViewer(request), request.query),
      }),
    );
    app.get(
      '/meet/admin/meetings/programs',
      { schema: { querystring: pageQuery, response: { 200: programClassroomListResponse } } },
      async (request) => ({
        data: await meetings.programClassrooms(requireViewer(request), request.query),
      }),
    );
    app.post(
      '/meet/demo-sessions',
      { schema: { body: createDemoSessionInput, response: { 201: demoCreatedResponse } } },
      async (request, reply) => {
        const demo = await meetings.createDemo(requireViewer(request), request.body);
        return reply.status(201).send({ message: 'Demo session created', data: { demo } });
      },
    );
    app.post(
      '/meet/validate-demo-session',
      { schema: { body: demoSessionInput, response: { 200: demoSessionResponse } } },
      async (request) => ({
        data: { demo: await meetings.validateDemo(request.body.session) },
      }),
    );
    app.post(
      '/meet/start-demo-session',
      { schema: { body: demoSessionInput, response: { 200: messageResponse } } },
      async (request) => {
        await meetings.startDemo(requireViewer(request), request.body.session);
        return { message: 'Demo session started' };
      },
    );
    app.post(
      '/meet/complete-demo-session',
      { schema: { body: demoSessionInput, response: { 200: messageResponse } } },
      async (request) => {
        await meetings.completeDemo(requireViewer(request), request.body.session);
        return { message: 'Demo session completed' };
      },
    );
    app.post('/meet/rating', { schema: { body: ratingInput, response: { 200: messageResponse } } }, async (request) => {
      await meetings.rate(requireViewer(request), request.body);
      return { message: 'Thank you for rating this lesson!' };
    });
  };
