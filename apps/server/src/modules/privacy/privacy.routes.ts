/**
 * Data rights over HTTP (`/admin/people/:key/…`, ADR 0072): the restricted Data rights group, step-up, and an
 * activity-log entry for each (the hook writes it; the erased person is named by their id only).
 */
import { dataRightsTexts, erasePersonInput, personErasedResponse, personKeyParams } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { PrivacyService } from './privacy.service.js';

const zipResponse = {
  description: 'A zip: tables/<table>.json, recordings.json, files/…, export.json (ADR 0072)',
  content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

export const privacyRoutes =
  (privacy: PrivacyService): FastifyPluginAsyncZod =>
  async (app) => {
    // A POST, not a GET: it is an admin action the activity log records, and a link must not trigger it.
    app.post(
      '/admin/people/:key/export',
      {
        config: { permission: 'dataRights.export', stepUp: true },
        schema: { params: personKeyParams, response: { 200: zipResponse } },
      },
      async (request, reply) => {
        const { key } = request.params;
        const { zip, label } = await privacy.exportPerson(key);
        request.activityTarget = { kind: 'person', id: key, label };
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="chalkline-person-${key}.zip"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(zip));
      },
    );

    app.post(
      '/admin/people/:key/erase',
      {
        config: { permission: 'dataRights.erase', stepUp: true },
        schema: { params: personKeyParams, body: erasePersonInput, response: { 200: personErasedResponse } },
      },
      async (request) => {
        const { key } = request.params;
        const erasure = await privacy.erasePerson(requireViewer(request), key, request.body);
        request.activityTarget = {
          kind: 'person',
          id: key,
          label: dataRightsTexts.erasedName,
          details: { deleted: erasure.deleted, anonymised: erasure.anonymised, files: erasure.files },
        };
        return { message: dataRightsTexts.erased, data: { erasure } };
      },
    );
  };
