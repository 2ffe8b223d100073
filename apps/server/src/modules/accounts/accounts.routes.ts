/** Students' profiles (Manage Admins is admins.routes.ts). */
import { studentProfileResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { ProfileService } from './profile.service.js';
import type { RegistrationService } from './registration.service.js';
import type { UserRepository } from './user.repository.js';

export const accountRoutes =
  (deps: {
    profiles: ProfileService;
    registration: RegistrationService;
    users: UserRepository;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/students/:key/profile',
      {
        config: { permission: 'student.read' },
        schema: {
          params: z.object({ key: z.uuid('Unknown student') }),
          response: { 200: studentProfileResponse },
        },
      },
      async (request) => ({
        data: { profile: await deps.profiles.studentProfile(requireViewer(request), request.params.key) },
      }),
    );
  };
