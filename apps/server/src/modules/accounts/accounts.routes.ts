/** Students' profiles and admin management. */
import {
  adminCreatedResponse,
  adminListResponse,
  createAdminInput,
  studentProfileResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { presentAuthUser } from './account.presenter.js';
import { authorize } from './accounts.policy.js';
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
        schema: {
          params: z.object({ key: z.uuid('Unknown student') }),
          response: { 200: studentProfileResponse },
        },
      },
      async (request) => ({
        data: { profile: await deps.profiles.studentProfile(requireViewer(request), request.params.key) },
      }),
    );

    app.get('/admin/admins', { schema: { response: { 200: adminListResponse } } }, async (request) => {
      await authorize(requireViewer(request), 'admins.list');
      return { data: { admins: (await deps.users.listAdmins()).map((u) => presentAuthUser(u)) } };
    });

    app.post(
      '/admin/admins',
      { schema: { body: createAdminInput, response: { 201: adminCreatedResponse } } },
      async (request, reply) => {
        const admin = await deps.registration.createAdmin(requireViewer(request), request.body);
        return reply.status(201).send({ message: 'Admin created', data: { admin: presentAuthUser(admin) } });
      },
    );
  };
