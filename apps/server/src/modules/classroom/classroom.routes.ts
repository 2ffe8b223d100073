/** HTTP side of the classroom: the lobby's admission check, guest tickets, chat history and settings. */
import {
  admissionResponse,
  classroomMessagesQuery,
  classroomSettingsInput,
  classroomSettingsResponse,
  type FallbackMeetingLink,
  guestTokenInput,
  guestTokenResponse,
  meetingBody,
  messagesPageResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors/app-error.js';
import { requireViewer } from '../../http/auth.js';
import { createRateLimit, type RateLimitStore } from '../../http/rate-limit.js';
import type { RoomAccess } from '../files/room-access.js';
import type { ChatService } from './chat/meeting-chat.service.js';
import { seesAdminsOnlyChat } from './classroom.policy.js';
import type { ClassroomService } from './classroom.service.js';

export const classroomRoutes =
  (deps: {
    classrooms: ClassroomService;
    chat: ChatService;
    rooms: RoomAccess;
    limits?: RateLimitStore;
    /** The school's fallback link, given with every answer but a refusal (ADR 0062). */
    altMeetingLink?: () => Promise<FallbackMeetingLink | null>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const guestLimit = createRateLimit(
      30,
      60 * 60,
      'Too many guest joins from this address. Please try again later.',
      deps.limits,
      'guest-join',
    );

    /** What the lobby should show before joining: enter, knock, choose a program, or a refusal. */
    app.post(
      '/meet/admission',
      { config: { permission: 'public' }, schema: { body: meetingBody, response: { 200: admissionResponse } } },
      async (request) => {
        const { meetingId, config } = request.body;
        const { admission } = await deps.classrooms.admissionFor(request.viewer?.id ?? null, meetingId, config);
        if (admission.decision === 'refused') return { data: admission };
        return { data: { ...admission, altMeetingLink: (await deps.altMeetingLink?.()) ?? null } };
      },
    );

    app.post(
      '/meet/guest-token',
      {
        config: { permission: 'public' },
        schema: {
          body: guestTokenInput,
          response: { 200: guestTokenResponse },
        },
      },
      async (request) => {
        await guestLimit(request.ip);
        const { meetingId, config, name } = request.body;
        return { data: { token: await deps.classrooms.issueGuestTicket(meetingId, config, name) } };
      },
    );

    app.get(
      '/meet/messages',
      {
        config: { permission: 'signedIn' },
        schema: {
          querystring: classroomMessagesQuery,
          response: { 200: messagesPageResponse },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        if (!(await deps.rooms.isMember(viewer, request.query.room)))
          throw forbidden('You are not a member of this chat');
        return {
          data: {
            currentPage: request.query.page,
            messages: await deps.chat.history(request.query.room, request.query.page, {
              includeAdminsOnly: seesAdminsOnlyChat(viewer),
            }),
          },
        };
      },
    );

    app.put(
      '/meet/settings',
      {
        config: { permission: 'classroom.host' },
        schema: {
          body: classroomSettingsInput,
          response: { 200: classroomSettingsResponse },
        },
      },
      async (request) => {
        const { meetingId, config, ...change } = request.body;
        const data = await deps.classrooms.saveSettings(requireViewer(request).id, meetingId, config, change);
        // Recorded only when an admin changes them (classrooms.access); the classroom's own tutor is not logged.
        request.activityTarget = { kind: 'classroom', id: meetingId, verb: 'changed the settings of', details: change };
        return { message: 'Classroom settings saved', data };
      },
    );
  };
