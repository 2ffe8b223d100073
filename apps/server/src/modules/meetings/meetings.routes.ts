import {
  createDemoSessionInput,
  demoCreatedResponse,
  demoSessionInput,
  demoSessionResponse,
  meetingLinkValidationResponse,
  messageResponse,
  ratingInput,
  validateMeetingLinkInput,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { MeetingService } from './meeting.service.js';

/** How a demo session reads in the activity log: its guest and time. */
const demoTarget = (id: string, guestName: string, time: Date | string, verb: string) => ({
  kind: 'demoSession',
  id,
  label: `with ${guestName}, ${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  verb,
});

export const meetingRoutes =
  (meetings: MeetingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/meet/validate-meeting-link',
      {
        config: { permission: 'public' },
        schema: { body: validateMeetingLinkInput, response: { 200: meetingLinkValidationResponse } },
      },
      async (request) => ({
        data: await meetings.validateLink(request.viewer, request.body),
      }),
    );
    app.post(
      '/meet/demo-sessions',
      {
        config: { permission: 'demoBookings.access' },
        schema: { body: createDemoSessionInput, response: { 201: demoCreatedResponse } },
      },
      async (request, reply) => {
        const demo = await meetings.createDemo(requireViewer(request), request.body);
        request.activityTarget = demoTarget(demo.key, request.body.guestName, request.body.time, 'booked');
        return reply.status(201).send({ message: 'Demo session created', data: { demo } });
      },
    );
    app.post(
      '/meet/validate-demo-session',
      { config: { permission: 'public' }, schema: { body: demoSessionInput, response: { 200: demoSessionResponse } } },
      async (request) => ({
        data: { demo: await meetings.validateDemo(request.body.session) },
      }),
    );
    app.post(
      '/meet/start-demo-session',
      { config: { permission: 'demo.host' }, schema: { body: demoSessionInput, response: { 200: messageResponse } } },
      async (request) => {
        const demo = await meetings.startDemo(requireViewer(request), request.body.session);
        // Recorded only when an admin starts it (demoBookings.access); the demo's tutor hosting it is not.
        request.activityTarget = demoTarget(demo.id, demo.guestName, demo.time, 'started');
        return { message: 'Demo session started' };
      },
    );
    app.post(
      '/meet/complete-demo-session',
      { config: { permission: 'demo.host' }, schema: { body: demoSessionInput, response: { 200: messageResponse } } },
      async (request) => {
        const demo = await meetings.completeDemo(requireViewer(request), request.body.session);
        request.activityTarget = demoTarget(demo.id, demo.guestName, demo.time, 'completed');
        return { message: 'Demo session completed' };
      },
    );
    app.post(
      '/meet/rating',
      { config: { permission: 'lessons.rate' }, schema: { body: ratingInput, response: { 200: messageResponse } } },
      async (request) => {
        await meetings.rate(requireViewer(request), request.body);
        return { message: 'Thank you for rating this lesson!' };
      },
    );
  };
