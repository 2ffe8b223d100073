import {
  type WebsiteKey,
  websiteInputs,
  websiteKeyPermission,
  websiteKeySlug,
  websiteKeys,
  websiteSettingSavedResponse,
  websiteSettingsQuery,
  websiteSettingsResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import { isWebsiteKey, type WebsiteService } from './website.service.js';

/** How each key reads in the activity log and in the saved toast. */
export const websiteKeyLabels: Record<WebsiteKey, string> = {
  ABOUT_INFORMATION: 'About page',
  TERMS_OF_SERVICE_PAGE: 'Terms of Service',
  PRIVACY_POLICY_PAGE: 'Privacy Policy',
  COOKIE_POLICY_PAGE: 'Cookie Policy',
  CONTACT_INFORMATION: 'Contact information',
  GENERAL_FAQS: 'General FAQs',
  TUTORS_FAQS: 'Tutors FAQs',
  GENERAL_TESTIMONIALS: 'General testimonials',
  TUTORS_TESTIMONIALS: 'Tutors testimonials',
  MEET_THE_TEAM: 'Meet the Team',
  ALT_MEETING_LINK: 'Alternative meeting link',
};

export const websiteRoutes =
  (website: WebsiteService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/website/settings',
      {
        config: { permission: 'public' },
        schema: { querystring: websiteSettingsQuery, response: { 200: websiteSettingsResponse } },
      },
      async (request) => {
        const keys = (request.query.keys ?? '')
          .split(',')
          .map((k) => k.trim())
          .filter(isWebsiteKey);
        return { data: { settings: await website.read(keys, { signedIn: request.viewer !== null }) } };
      },
    );

    // One route per key, so each declares its own group's permission (ADR 0027) and is walked by the table test.
    for (const key of websiteKeys) {
      app.put(
        `/admin/website-settings/${websiteKeySlug[key]}`,
        {
          config: { permission: websiteKeyPermission[key] },
          schema: { body: websiteInputs[key], response: { 200: websiteSettingSavedResponse } },
        },
        async (request) => {
          const value = await website.update(requireViewer(request), key, request.body.value as never);
          request.activityTarget = { kind: 'websiteSetting', id: key, label: websiteKeyLabels[key] };
          return { message: `${websiteKeyLabels[key]} saved`, data: { key, value } };
        },
      );
    }
  };
