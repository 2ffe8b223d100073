/** The website routes of the HTTP route map (ADR 0060). */

import type { RouteTable } from '../route-map.js';
import {
  aboutInput,
  altMeetingLinkInput,
  contactInformationInput,
  faqsInput,
  legalPageInput,
  teamInput,
  testimonialsInput,
  websiteSettingSavedResponse,
  websiteSettingsQuery,
  websiteSettingsResponse,
} from '../website.js';

export const websiteRoutes = {
  'GET /website/settings': { query: websiteSettingsQuery, response: websiteSettingsResponse },
  'PUT /admin/website-settings/about': { body: aboutInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/terms-of-service': { body: legalPageInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/privacy-policy': { body: legalPageInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/contact-information': {
    body: contactInformationInput,
    response: websiteSettingSavedResponse,
  },
  'PUT /admin/website-settings/general-faqs': { body: faqsInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/tutors-faqs': { body: faqsInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/general-testimonials': {
    body: testimonialsInput,
    response: websiteSettingSavedResponse,
  },
  'PUT /admin/website-settings/tutors-testimonials': { body: testimonialsInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/team': { body: teamInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/alt-meeting-link': { body: altMeetingLinkInput, response: websiteSettingSavedResponse },
  'PUT /admin/website-settings/cookie-policy': { body: legalPageInput, response: websiteSettingSavedResponse },
} as const satisfies RouteTable;
