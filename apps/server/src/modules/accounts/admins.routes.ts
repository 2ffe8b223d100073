/** Manage Admins over HTTP (`/admin/admins…`, ADR 0026); each route declares the admin permission it needs. */
import {
  adminKeyParams,
  adminListResponse,
  adminSavedResponse,
  adminSuspensionInput,
  adminTexts,
  newAdminInput,
  updateAdminInput,
} from '@chalkline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import { type AdminsService, adminName, presentAdmin } from './admins.service.js';
import type { UserRow } from './user.repository.js';

/** Names the admin acted on in the activity log entry the hook writes (ADR 0028). */
const logTarget = (request: FastifyRequest, row: UserRow, details?: Record<string, unknown>) => {
  request.activityTarget = { kind: 'admin', id: row.id, label: adminName(row), ...(details ? { details } : {}) };
};

export const adminRoutes =
  (admins: AdminsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/admins',
      { config: { permission: 'admins.access' }, schema: { response: { 200: adminListResponse } } },
      async () => ({ data: { admins: await admins.list() } }),
    );

    app.post(
      '/admin/admins',
      {
        config: { permission: 'admins.create', stepUp: true },
        schema: { body: newAdminInput, response: { 201: adminSavedResponse } },
      },
      async (request, reply) => {
        const row = await admins.create(requireViewer(request), request.body);
        logTarget(request, row, { role: row.memberRole, permissions: row.adminPermissions });
        return reply.status(201).send({ message: adminTexts.created, data: { admin: presentAdmin(row) } });
      },
    );

    app.patch(
      '/admin/admins/:key',
      {
        config: { permission: 'admins.edit', stepUp: true },
        schema: { params: adminKeyParams, body: updateAdminInput, response: { 200: adminSavedResponse } },
      },
      async (request) => {
        const row = await admins.update(requireViewer(request), request.params.key, request.body);
        logTarget(request, row, { role: row.memberRole, permissions: row.adminPermissions });
        return { message: adminTexts.updated, data: { admin: presentAdmin(row) } };
      },
    );

    app.put(
      '/admin/admins/:key/suspension',
      {
        config: { permission: 'admins.edit', stepUp: true },
        schema: { params: adminKeyParams, body: adminSuspensionInput, response: { 200: adminSavedResponse } },
      },
      async (request) => {
        const { suspended } = request.body;
        const row = await admins.setSuspended(requireViewer(request), request.params.key, suspended);
        logTarget(request, row, { suspended });
        return { message: suspended ? adminTexts.suspended : adminTexts.restored, data: { admin: presentAdmin(row) } };
      },
    );

    app.delete(
      '/admin/admins/:key/two-factor',
      {
        config: { permission: 'admins.edit', stepUp: true },
        schema: { params: adminKeyParams, response: { 200: adminSavedResponse } },
      },
      async (request) => {
        const row = await admins.resetTwoFactor(requireViewer(request), request.params.key);
        logTarget(request, row, { twoFactor: 'reset' });
        return { message: adminTexts.twoFactorReset, data: { admin: presentAdmin(row) } };
      },
    );

    app.delete(
      '/admin/admins/:key',
      {
        config: { permission: 'admins.delete', stepUp: true },
        schema: { params: adminKeyParams, response: { 200: adminSavedResponse } },
      },
      async (request) => {
        const row = await admins.remove(requireViewer(request), request.params.key);
        logTarget(request, row);
        return { message: adminTexts.deleted, data: { admin: presentAdmin(row) } };
      },
    );
  };
