import { schoolSettingsPatch, schoolSettingsResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { SchoolSettingsService } from './school-settings.service.js';

/** Everyone signed in reads the policies (the web hides what a policy turns off); higher admins change them. */
export const schoolSettingsRoutes =
  (settings: SchoolSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/school-settings',
      { config: { permission: 'signedIn' }, schema: { response: { 200: schoolSettingsResponse } } },
      async () => ({ data: await settings.read() }),
    );
    app.patch(
      '/admin/school-settings',
      {
        config: { permission: 'schoolPolicies.access', stepUp: true },
        schema: { body: schoolSettingsPatch, response: { 200: schoolSettingsResponse } },
      },
      async (request) => {
        request.activityTarget = {
          kind: 'school-settings',
          id: 'school',
          label: Object.keys(request.body).join(', '),
          verb: 'changed',
          details: { ...request.body },
        };
        return { data: await settings.update(request.body, requireViewer(request)) };
      },
    );
  };
