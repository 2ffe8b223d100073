/**
 * The public forms (platform spec 1 and 7: contact form, demo booking, career application, newsletter) and the
 * admin inboxes that read them (`/admin/forms/contact|demo|careers`). ADR 0041.
 */
import { z } from 'zod';
import { ageBands } from '../enum-values.js';
import { boundedString, emailSchema, maxLength, requiredString } from '../validators.js';
import { pageQuery } from './common.js';
import { demoSlots } from './demo-slots.js';
import { formTexts } from './form-texts.js';

/**
 * The honeypot: a field people never see (hidden from sight and from screen readers) that form-filling robots
 * do fill. A submission with it is answered like any other and dropped.
 */
export const honeypotField = 'website';
const honeypot = boundedString(maxLength.url).optional();

const optionalText = (max: number) => boundedString(max).trim().optional().default('');

/** The statuses of a form in an admin inbox. */
export const formStatuses = ['NEW', 'HANDLED'] as const;
export type FormStatus = (typeof formStatuses)[number];
export const formStatusLabels: Record<FormStatus, string> = { NEW: 'New', HANDLED: 'Handled' };

export { formTexts } from './form-texts.js';

// ---- demo slots ----------------------------------------------------------------------------------------------

export { demoSlots, demoSlotsOfDay } from './demo-slots.js';

/** Why `time` cannot be booked at `now` (not a slot, past, beyond the window), or null when it is a slot. */
export function demoSlotProblem(time: Date, now: Date): string | null {
  if (Number.isNaN(time.getTime())) return formTexts.slotOutside;
  if (time.getTime() <= now.getTime()) return formTexts.slotPast;
  const onTheHour = time.getUTCMinutes() === 0 && time.getUTCSeconds() === 0 && time.getUTCMilliseconds() === 0;
  const hour = time.getUTCHours();
  const inHours = hour >= demoSlots.firstHourUtc && hour <= demoSlots.lastHourUtc;
  const within = time.getTime() <= now.getTime() + demoSlots.windowDays * 24 * 60 * 60 * 1000;
  return onTheHour && inHours && within ? null : formTexts.slotOutside;
}

/** GET /website/booked-dates: the full slots from now to the end of the booking window. */
export const bookedDatesResponse = z.object({
  data: z.object({
    /** Start times (ISO) of slots that are full. */
    booked: z.array(z.string()),
    slots: z.object({
      minutes: z.number(),
      firstHourUtc: z.number(),
      lastHourUtc: z.number(),
      windowDays: z.number(),
      capacity: z.number(),
    }),
  }),
});
export type BookedDatesResponse = z.infer<typeof bookedDatesResponse>;

// ---- inputs --------------------------------------------------------------------------------------------------

export const contactFormInput = z.object({
  names: requiredString('Please provide your names', maxLength.name),
  email: emailSchema,
  phone: optionalText(maxLength.phone),
  subject: requiredString('Please provide a subject', maxLength.title),
  message: requiredString('Please write your message', maxLength.summary),
  [honeypotField]: honeypot,
});
export type ContactFormInput = z.input<typeof contactFormInput>;

export const demoBookingInput = z.object({
  names: requiredString('Please provide your names', maxLength.name),
  email: emailSchema,
  phone: optionalText(maxLength.phone),
  studentName: requiredString("Please provide the learner's name", maxLength.name),
  ageBand: z.enum(ageBands, 'Please choose an age range'),
  interest: optionalText(maxLength.title),
  message: optionalText(maxLength.summary),
  time: z.iso.datetime({ offset: true, error: 'Please choose a date and time' }),
  [honeypotField]: honeypot,
});
export type DemoBookingInput = z.input<typeof demoBookingInput>;

export const careerApplicationInput = z.object({
  firstName: requiredString('Please provide your first name', maxLength.name),
  lastName: requiredString('Please provide your last name', maxLength.name),
  email: emailSchema,
  phone: optionalText(maxLength.phone),
  position: requiredString('Please name the role you are applying for', maxLength.title),
  coverLetter: optionalText(maxLength.summary),
  /** The key /website/upload answered for the CV. */
  cv: boundedString(maxLength.key).min(1, formTexts.cvRequired),
  [honeypotField]: honeypot,
});
export type CareerApplicationInput = z.input<typeof careerApplicationInput>;

export const newsletterInput = z.object({
  email: emailSchema,
  names: optionalText(maxLength.name),
  [honeypotField]: honeypot,
});
export type NewsletterInput = z.input<typeof newsletterInput>;

/** Confirming or leaving the newsletter: the token of the emailed link. */
export const newsletterTokenInput = z.object({ token: boundedString(maxLength.key).min(1) });

/** POST /website/upload answers the stored CV's key. */
export const websiteUploadResponse = z.object({ message: z.string(), data: z.object({ key: z.string() }) });

// ---- admin inboxes -------------------------------------------------------------------------------------------

export const formListQuery = pageQuery.extend({
  status: z.enum(formStatuses).optional(),
  search: boundedString(maxLength.search).optional(),
});
export type FormListQuery = z.input<typeof formListQuery>;

export const formStatusInput = z.object({ status: z.enum(formStatuses) });

const inboxBase = {
  key: z.string(),
  status: z.enum(formStatuses),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
};

export const contactFormItem = z.object({
  ...inboxBase,
  names: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type ContactFormItem = z.infer<typeof contactFormItem>;

export const demoBookingItem = z.object({
  ...inboxBase,
  names: z.string(),
  email: z.string(),
  phone: z.string(),
  studentName: z.string(),
  ageBand: z.string(),
  interest: z.string(),
  message: z.string(),
  time: z.string(),
  /** The demo classroom link (`/meet/demo?session=…`). */
  link: z.string().nullable(),
});
export type DemoBookingItem = z.infer<typeof demoBookingItem>;

export const careerApplicationItem = z.object({
  ...inboxBase,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  coverLetter: z.string(),
  cv: z.object({ key: z.string(), name: z.string(), size: z.number() }).nullable(),
});
export type CareerApplicationItem = z.infer<typeof careerApplicationItem>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({
      items: z.array(item),
      total: z.number(),
      page: z.number(),
      limit: z.number(),
      unhandled: z.number(),
    }),
  });
export const contactFormListResponse = pageOf(contactFormItem);
export const demoBookingListResponse = pageOf(demoBookingItem);
export const careerApplicationListResponse = pageOf(careerApplicationItem);
export type ContactFormListResponse = z.infer<typeof contactFormListResponse>;
export type DemoBookingListResponse = z.infer<typeof demoBookingListResponse>;
export type CareerApplicationListResponse = z.infer<typeof careerApplicationListResponse>;

/** A demo booked: the time it was booked for. */
export const demoBookedResponse = z.object({ message: z.string(), data: z.object({ time: z.string() }) });
export type DemoBookedResponse = z.infer<typeof demoBookedResponse>;
