import {
  assignmentKinds,
  handInDraftInput,
  handInResponse,
  handInSavedResponse,
  handInSubmitInput,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { HandInService } from './hand-in.service.js';

const byKey = z.object({ key: z.uuid('Not found') });

/** `/accounts/assignments/{class|home}/:key/submission` (ADR 0074): read, autosave the draft, submit. */
export const handInRoutes =
  (handIns: HandInService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of assignmentKinds) {
      const base = `/accounts/assignments/${kind}/:key/submission`;
      app.get(
        base,
        { config: { permission: 'assignments.read' }, schema: { params: byKey, response: { 200: handInResponse } } },
        async (request) => ({
          data: { handIn: await handIns.get(requireViewer(request), kind, request.params.key) },
        }),
      );
      app.put(
        `${base}/draft`,
        {
          config: { permission: 'assignments.submit' },
          schema: { params: byKey, body: handInDraftInput, response: { 200: handInSavedResponse } },
        },
        async (request) => ({
          message: 'Draft saved',
          data: { handIn: await handIns.saveDraft(requireViewer(request), kind, request.params.key, request.body) },
        }),
      );
      app.post(
        base,
        {
          config: { permission: 'assignments.submit' },
          schema: { params: byKey, body: handInSubmitInput, response: { 200: handInSavedResponse } },
        },
        async (request) => {
          const handIn = await handIns.submit(requireViewer(request), kind, request.params.key, request.body);
          return { message: handIn.late ? 'Submitted late' : 'Submitted', data: { handIn } };
        },
      );
    }
  };
