/**
 * Website settings (platform spec 3 and 3.1): the about page, contact information, testimonials, FAQs, the team,
 * the alternative meeting link and the legal pages, each stored under one of the spec's keys and edited by the
 * admins of its permission group (spec 6.1, ADR 0041).
 */
import { z } from 'zod';
import { websiteSettingKeys } from '../enum-values.js';
import type { AdminPermission } from '../permissions.js';
import { boundedString, maxLength, requiredString, urlSchema } from '../validators.js';

/** Not in spec 3.1, which names the pages but lists no key for it: the cookie policy page (ADR 0041). */
export const cookiePolicyKey = 'COOKIE_POLICY_PAGE';
/** The keys of spec 3.1 (`websiteSettingKeys`) and the cookie policy page. */
export const websiteKeys = [...websiteSettingKeys, cookiePolicyKey] as const;
export type WebsiteKey = (typeof websiteKeys)[number];

/** The permission group whose page access edits each key (platform spec 6.1; legal pages are restricted). */
export const websiteKeyPermission: Record<WebsiteKey, AdminPermission> = {
  ABOUT_INFORMATION: 'about.access',
  TERMS_OF_SERVICE_PAGE: 'legalPages.access',
  PRIVACY_POLICY_PAGE: 'legalPages.access',
  COOKIE_POLICY_PAGE: 'legalPages.access',
  CONTACT_INFORMATION: 'contactInformation.access',
  GENERAL_FAQS: 'faqs.access',
  TUTORS_FAQS: 'faqs.access',
  GENERAL_TESTIMONIALS: 'testimonials.access',
  TUTORS_TESTIMONIALS: 'testimonials.access',
  MEET_THE_TEAM: 'team.access',
  ALT_MEETING_LINK: 'altMeetingLink.access',
};

/** The address part of each key: PUT /admin/website-settings/{slug}. */
/** Each setting's path segment under `/admin/website-settings/`, as literal types (the route map's paths). */
export const websiteKeySlug = {
  ABOUT_INFORMATION: 'about',
  TERMS_OF_SERVICE_PAGE: 'terms-of-service',
  PRIVACY_POLICY_PAGE: 'privacy-policy',
  COOKIE_POLICY_PAGE: 'cookie-policy',
  CONTACT_INFORMATION: 'contact-information',
  GENERAL_FAQS: 'general-faqs',
  TUTORS_FAQS: 'tutors-faqs',
  GENERAL_TESTIMONIALS: 'general-testimonials',
  TUTORS_TESTIMONIALS: 'tutors-testimonials',
  MEET_THE_TEAM: 'team',
  ALT_MEETING_LINK: 'alt-meeting-link',
} as const satisfies Record<WebsiteKey, string>;

const richText = boundedString(maxLength.richText);
const optionalText = (max: number) => boundedString(max).trim().optional().default('');
/** A stored file key (an uploaded image), or empty. */
const fileKey = boundedString(maxLength.key).optional().default('');
/** Most items one list setting holds. */
export const websiteListMax = 100;

/** Social handles (platform spec 3): `whatsApp` is a phone number that builds a chat link. */
export const socialHandlesSchema = z.object({
  linkedIn: optionalText(maxLength.url),
  facebook: optionalText(maxLength.url),
  instagram: optionalText(maxLength.url),
  x: optionalText(maxLength.url),
  tiktok: optionalText(maxLength.url),
  telegram: optionalText(maxLength.url),
  whatsApp: optionalText(maxLength.phone).refine((v) => v === '' || /^\+?[\d\s()-]{6,}$/.test(v), {
    message: 'Please provide a valid phone number',
  }),
  youtube: optionalText(maxLength.url),
});
export type SocialHandles = z.infer<typeof socialHandlesSchema>;

export const faqSchema = z.object({
  question: requiredString('Please provide the question', maxLength.title),
  answer: richText.min(1, 'Please provide the answer'),
});
export type Faq = z.infer<typeof faqSchema>;

export const testimonialSchema = z.object({
  names: requiredString('Please provide the names', maxLength.title),
  occupation: optionalText(maxLength.short),
  avatar: fileKey,
  /** 0.5 to 5 in half steps (platform spec §9: rating precision 0.5). */
  rating: z
    .number()
    .min(0.5, 'Please give a rating')
    .max(5, 'Ratings go up to 5')
    .refine((n) => Number.isInteger(n * 2), { message: 'Ratings go in half steps' }),
  content: requiredString('Please provide the testimonial', maxLength.summary),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const teamMemberSchema = z.object({
  firstName: requiredString('Please provide the first name', maxLength.name),
  lastName: requiredString('Please provide the last name', maxLength.name),
  avatar: fileKey,
  occupation: optionalText(maxLength.short),
  summary: optionalText(maxLength.summary),
  socialHandles: socialHandlesSchema.default(socialHandlesSchema.parse({})),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const aboutSchema = z.object({
  title: requiredString('Please provide a heading', maxLength.title),
  content: richText.min(1, 'Please write the about page'),
  mission: optionalText(maxLength.summary),
  vision: optionalText(maxLength.summary),
  /** Photos shown in the about page's image carousel (file keys of public uploads). */
  images: z.array(boundedString(maxLength.key)).max(12).default([]),
});
export type AboutInformation = z.infer<typeof aboutSchema>;

export const contactInformationSchema = z.object({
  email: optionalText(maxLength.email),
  phone: optionalText(maxLength.phone),
  address: optionalText(maxLength.summary),
  officeHours: optionalText(maxLength.short),
  socialHandles: socialHandlesSchema.default(socialHandlesSchema.parse({})),
});
export type ContactInformation = z.infer<typeof contactInformationSchema>;

export const legalPageSchema = z.object({
  title: requiredString('Please provide the page title', maxLength.title),
  content: richText.min(1, 'Please write the page'),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const altMeetingLinkSchema = z.object({
  /** Empty: no alternative link (the classroom is the only way in). */
  url: z.union([z.literal(''), urlSchema]).default(''),
  label: optionalText(maxLength.short),
});
export type AltMeetingLink = z.infer<typeof altMeetingLinkSchema>;

/** Website settings only signed-in people read (the public pages never show them): the Alternative Meeting Link. */
export const membersOnlyWebsiteKeys: readonly WebsiteKey[] = ['ALT_MEETING_LINK'];

/** The value schema of each key. */
export const websiteValueSchemas = {
  ABOUT_INFORMATION: aboutSchema,
  TERMS_OF_SERVICE_PAGE: legalPageSchema,
  PRIVACY_POLICY_PAGE: legalPageSchema,
  COOKIE_POLICY_PAGE: legalPageSchema,
  CONTACT_INFORMATION: contactInformationSchema,
  GENERAL_FAQS: z.array(faqSchema).max(websiteListMax),
  TUTORS_FAQS: z.array(faqSchema).max(websiteListMax),
  GENERAL_TESTIMONIALS: z.array(testimonialSchema).max(websiteListMax),
  TUTORS_TESTIMONIALS: z.array(testimonialSchema).max(websiteListMax),
  MEET_THE_TEAM: z.array(teamMemberSchema).max(websiteListMax),
  ALT_MEETING_LINK: altMeetingLinkSchema,
} as const satisfies Record<WebsiteKey, z.ZodType>;

export type WebsiteSettings = {
  [K in WebsiteKey]: z.output<(typeof websiteValueSchemas)[K]> | null;
};
export type WebsiteValue<K extends WebsiteKey> = z.output<(typeof websiteValueSchemas)[K]>;

/** PUT bodies, one per key (`value`: the whole new value of the key). */
export const aboutInput = z.object({ value: aboutSchema });
export const legalPageInput = z.object({ value: legalPageSchema });
export const contactInformationInput = z.object({ value: contactInformationSchema });
export const faqsInput = z.object({ value: websiteValueSchemas.GENERAL_FAQS });
export const testimonialsInput = z.object({ value: websiteValueSchemas.GENERAL_TESTIMONIALS });
export const teamInput = z.object({ value: websiteValueSchemas.MEET_THE_TEAM });
export const altMeetingLinkInput = z.object({ value: altMeetingLinkSchema });

/** The input of each key's PUT. */
export const websiteInputs: Record<WebsiteKey, z.ZodType<{ value: unknown }>> = {
  ABOUT_INFORMATION: aboutInput,
  TERMS_OF_SERVICE_PAGE: legalPageInput,
  PRIVACY_POLICY_PAGE: legalPageInput,
  COOKIE_POLICY_PAGE: legalPageInput,
  CONTACT_INFORMATION: contactInformationInput,
  GENERAL_FAQS: faqsInput,
  TUTORS_FAQS: faqsInput,
  GENERAL_TESTIMONIALS: testimonialsInput,
  TUTORS_TESTIMONIALS: testimonialsInput,
  MEET_THE_TEAM: teamInput,
  ALT_MEETING_LINK: altMeetingLinkInput,
};

/** GET /website/settings (optionally `?keys=A,B`): every requested key's value, null when never set. */
export const websiteSettingsQuery = z.object({ keys: boundedString(maxLength.summary).optional() });
export const websiteSettingsResponse = z.object({
  data: z.object({ settings: z.record(z.string(), z.unknown()) }),
});
export type WebsiteSettingsResponse = { data: { settings: Partial<WebsiteSettings> } };

/** PUT /admin/website-settings/{slug} answers the stored value (file keys as download addresses). */
export const websiteSettingSavedResponse = z.object({
  message: z.string(),
  data: z.object({ key: z.string(), value: z.unknown() }),
});
