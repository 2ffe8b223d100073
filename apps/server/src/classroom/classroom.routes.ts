/** HTTP side of the classroom: the lobby's admission check, guest tickets, chat history and settings. */
import { admissionAnswer, dataEnvelope, launchConfig } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, forbidden } from '../errors/app-error.js';
import { requireViewer } from '../http/auth.js';
import { createRateLimit, type RateLimitStore } from '../http/rate-limit.js';
import type { UserRepository } from '../modules/accounts/user.repository.js';
import type { Viewer } from '../modules/accounts/viewer.js';
import type { RoomAccess } from '../modules/files/room-access.js';
import { decideAdmission, resolveMeeting } from './admission.policy.js';
import type { ChatService } from './chat.service.js';
import type { ClassroomRepository } from './classroom.repository.js';
import type { GuestTickets } from './guest.js';
import { type ClassroomIdentity, identityOf } from './identity.js';

const meetingBody = z.object({
  meetingId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'This classroom link is not valid'),
  config: launchConfig.prefault({}),
});

export const classroomRoutes =
  (deps: {
    repo: ClassroomRepository;
    chat: ChatService;
    guests: GuestTickets;
    rooms: RoomAccess;
    users: UserRepository;
    limits?: RateLimitStore;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const guestLimit = createRateLimit(
      30,
      60 * 60,
      'Too many guest joins from this address. Please try again later.',
      deps.limits,
      'guest-join',
    );

    async function admissionFor(viewer: Viewer | null, body: z.infer<typeof meetingBody>) {
      const meeting = await resolveMeeting(deps.repo, body.meetingId, body.config);
      if ('error' in meeting) throw badRequest(meeting.error);
      const user = viewer ? await deps.users.findById(viewer.id) : null;
      const who: ClassroomIdentity = user
        ? identityOf(user)
        : { kind: 'guest', key: 'guest:preview', firstName: 'Guest', lastName: '' };
      return { meeting, admission: await decideAdmission(deps.repo, who, meeting) };
    }

    /** What the lobby should show before joining: enter, knock, choose a program, or a refusal. */
    app.post(
      '/meet/admission',
      { schema: { body: meetingBody, response: { 200: dataEnvelope(admissionAnswer) } } },
      async (request) => {
        const { admission } = await admissionFor(request.viewer, request.body);
        return { data: admission };
      },
    );

    app.post(
      '/meet/guest-token',
      { schema: { body: meetingBody.extend({ name: z.string().trim().min(2, 'Please tell us your name').max(80) }) } },
      async (request) => {
        await guestLimit(request.ip);
        const { admission } = await admissionFor(null, request.body);
        if (admission.decision === 'refused') throw new AppError(403, 'FORBIDDEN', admission.reason);
        const { token } = deps.guests.issue(request.body.meetingId, request.body.name);
        return { data: { token } };
      },
    );

    app.get(
      '/meet/messages',
      {
        schema: {
          querystring: z.object({ room: z.string().min(1).max(200), page: z.coerce.number().int().min(1).default(1) }),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        if (!(await deps.rooms.isMember(viewer, request.query.room)))
          throw forbidden('You are not a member of this chat');
        return {
          data: {
            currentPage: request.query.page,
            messages: await deps.chat.history(request.query.room, request.query.page),
          },
        };
      },
    );

    app.put(
      '/meet/settings',
      {
        schema: {
          body: meetingBody.extend({ guestMode: z.boolean().optional(), autoAdmitEnrolled: z.boolean().optional() }),
        },
      },
      async (request) => {
        const { meeting, admission } = await admissionFor(requireViewer(request), request.body);
        if (admission.decision !== 'host')
          throw forbidden('Only the classroom’s tutors and admins may change its settings');
        const { guestMode, autoAdmitEnrolled } = request.body;
        const row = await deps.repo.saveSettings(meeting.roomKey, { guestMode, autoAdmitEnrolled });
        return {
          message: 'Classroom settings saved',
          data: { guestMode: row.guestMode, autoAdmitEnrolled: row.autoAdmitEnrolled },
        };
      },
    );
  };
