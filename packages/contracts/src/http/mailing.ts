/**
 * Mailing (`/admin/mailing`, `/admin/mailing/newsletter`): mails composed in the editor, sent to newsletter
 * subscribers or to roles through the job queue, with each recipient's delivery state; and the email settings
 * of the higher admins (platform spec 6.1 "email settings"). ADR 0041.
 */
import { z } from 'zod';
import { memberRoles } from '../enum-values.js';
import { boundedString, maxLength, requiredString } from '../validators.js';
import { pageQuery } from './common.js';

export const deliveryStates = ['QUEUED', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type DeliveryState = (typeof deliveryStates)[number];
export const deliveryStateLabels: Record<DeliveryState, string> = {
  QUEUED: 'Queued',
  SENT: 'Sent',
  FAILED: 'Failed',
  SKIPPED: 'Skipped (unsubscribed)',
};

export const subscriberStatuses = ['PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  PENDING: 'Awaiting confirmation',
  SUBSCRIBED: 'Subscribed',
  UNSUBSCRIBED: 'Unsubscribed',
};

export const mailingInput = z
  .object({
    subject: requiredString('Please provide a subject', maxLength.title),
    content: boundedString(maxLength.richText).min(1, 'Please write the mail'),
    /** Send to confirmed newsletter subscribers. */
    newsletter: z.boolean().default(false),
    /** Send to every active account of these roles. */
    roles: z.array(z.enum(memberRoles)).max(memberRoles.length).default([]),
  })
  .refine((m) => m.newsletter || m.roles.length > 0, {
    message: 'Please choose who receives this mail',
    path: ['roles'],
  });
export type MailingInput = z.input<typeof mailingInput>;

export const mailingCounts = z.object({
  total: z.number(),
  QUEUED: z.number(),
  SENT: z.number(),
  FAILED: z.number(),
  SKIPPED: z.number(),
});

export const mailingItem = z.object({
  key: z.string(),
  subject: z.string(),
  newsletter: z.boolean(),
  roles: z.array(z.string()),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  counts: mailingCounts,
});
export type MailingItem = z.infer<typeof mailingItem>;

export const mailingListResponse = z.object({
  data: z.object({ items: z.array(mailingItem), total: z.number(), page: z.number(), limit: z.number() }),
});
export type MailingListResponse = z.infer<typeof mailingListResponse>;

export const mailingSentResponse = z.object({ message: z.string(), data: z.object({ mailing: mailingItem }) });

export const recipientItem = z.object({
  email: z.string(),
  state: z.enum(deliveryStates),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export const mailingDetailResponse = z.object({
  data: z.object({ mailing: mailingItem.extend({ content: z.string() }), recipients: z.array(recipientItem) }),
});
export type MailingDetailResponse = z.infer<typeof mailingDetailResponse>;

export const subscriberListQuery = pageQuery.extend({
  status: z.enum(subscriberStatuses).optional(),
  search: boundedString(maxLength.search).optional(),
});
export const subscriberItem = z.object({
  key: z.string(),
  email: z.string(),
  names: z.string(),
  status: z.enum(subscriberStatuses),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type SubscriberItem = z.infer<typeof subscriberItem>;
export const subscriberListResponse = z.object({
  data: z.object({
    items: z.array(subscriberItem),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    subscribed: z.number(),
  }),
});
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>;

/** Email settings (restricted group): the reply-to address and the footer of every mailing. */
export const emailSettingsSchema = z.object({
  replyTo: z.union([z.literal(''), z.email('Please provide a valid email address').max(maxLength.email)]).default(''),
  footer: boundedString(maxLength.summary).trim().default(''),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export const emailSettingsInput = emailSettingsSchema;
export const emailSettingsResponse = z.object({ message: z.string().optional(), data: emailSettingsSchema });
/** Saved: the toast's message and the settings as they now are. */
export const emailSettingsSavedResponse = z.object({ message: z.string(), data: emailSettingsSchema });
