/**
 * Data requests over HTTP (ADR 0085). A guardian's (`families.requestData`): asking, their list, downloading a
 * completed export. The admins' (the restricted Data rights group): the list (`dataRights.access`), completing an
 * export (`dataRights.export`) or an erasure (`dataRights.erase`), both with step-up like ADR 0072's, and declining
 * (`dataRights.access`); the activity hook records each with the person the data is about as target.
 */
import {
  dataRequestInput,
  dataRequestParams,
  dataRequestSavedResponse,
  dataRequestsQuery,
  dataRequestsResponse,
  dataRequestTexts,
  dataRightsTexts,
  declineDataRequestInput,
  erasePersonInput,
  myDataRequestsResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { DataRequestsService } from './data-requests.service.js';

const zipResponse = {
  description: 'The zip of a completed export (ADR 0072), while it lasts (ADR 0085)',
  content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};
const kindWord = { EXPORT: 'export', ERASURE: 'erasure' } as const;

export const dataRequestsRoutes =
  (requests: DataRequestsService): FastifyPluginAsyncZod =>
  async (app) => {
    const guardian = { permission: 'families.requestData' as const };

    app.get(
      '/accounts/data-requests',
      { config: guardian, schema: { response: { 200: myDataRequestsResponse } } },
      async (request) => ({ data: { requests: await requests.mine(requireViewer(request)) } }),
    );
    app.post(
      '/accounts/data-requests',
      { config: guardian, schema: { body: dataRequestInput, response: { 201: dataRequestSavedResponse } } },
      async (request, reply) => {
        const made = await requests.ask(requireViewer(request), request.body);
        return reply.status(201).send({ message: dataRequestTexts.requested, data: { request: made } });
      },
    );
    app.get(
      '/accounts/data-requests/:key/export',
      { config: guardian, schema: { params: dataRequestParams, response: { 200: zipResponse } } },
      async (request, reply) => {
        const { stream, subject } = await requests.download(requireViewer(request), request.params.key);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="chalkline-data-${subject}.zip"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );

    app.get(
      '/admin/data-requests',
      {
        config: { permission: 'dataRights.access' },
        schema: { querystring: dataRequestsQuery, response: { 200: dataRequestsResponse } },
      },
      async (request) => ({ data: await requests.list(request.query) }),
    );
    app.post(
      '/admin/data-requests/:key/export',
      {
        config: { permission: 'dataRights.export', stepUp: true },
        schema: { params: dataRequestParams, response: { 200: dataRequestSavedResponse } },
      },
      async (request) => {
        const done = await requests.completeExport(requireViewer(request), request.params.key);
        request.activityTarget = {
          kind: 'person',
          id: done.request.subject.key,
          label: done.subject,
          details: { request: request.params.key, for: done.request.requester.key },
        };
        return { message: dataRequestTexts.completedExport, data: { request: done.request } };
      },
    );
    app.post(
      '/admin/data-requests/:key/erase',
      {
        config: { permission: 'dataRights.erase', stepUp: true },
        schema: { params: dataRequestParams, body: erasePersonInput, response: { 200: dataRequestSavedResponse } },
      },
      async (request) => {
        const { key } = request.params;
        const done = await requests.completeErasure(requireViewer(request), key, request.body);
        const { erasure } = done;
        // The erased person is named by their id only (ADR 0072).
        request.activityTarget = {
          kind: 'person',
          id: erasure.key,
          label: dataRightsTexts.erasedName,
          details: { request: key, deleted: erasure.deleted, anonymised: erasure.anonymised, files: erasure.files },
        };
        return { message: dataRequestTexts.completedErasure, data: { request: done.request } };
      },
    );
    app.post(
      '/admin/data-requests/:key/decline',
      {
        config: { permission: 'dataRights.access' },
        schema: {
          params: dataRequestParams,
          body: declineDataRequestInput,
          response: { 200: dataRequestSavedResponse },
        },
      },
      async (request) => {
        const { key } = request.params;
        const done = await requests.decline(requireViewer(request), key, request.body.reason);
        request.activityTarget = {
          kind: 'person',
          id: done.request.subject.key,
          label: done.subject,
          verb: `declined the ${kindWord[done.request.kind]} request for`,
          details: { request: key, reason: request.body.reason },
        };
        return { message: dataRequestTexts.declined, data: { request: done.request } };
      },
    );
  };
