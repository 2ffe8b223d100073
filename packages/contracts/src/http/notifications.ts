/**
 * Notifications (platform spec 2.3, 3, 6.1, 7 `/notifications`, 9 badge cap 99; docs/decisions/0039): each
 * person's list with mark read / mark all read; admins with the Account notifications group send to roles,
 * programs or people and delete what was sent; each person chooses which kinds also reach them by email.
 */
import { z } from 'zod';
import { MemberRole } from '../enums.js';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';

/** What a notification is about; the kinds a person can choose email copies for. */
export const notificationKinds = [
  'ANNOUNCEMENT',
  'LESSON_REMINDER',
  'SCHEDULE',
  'ASSIGNMENT',
  'SUBSCRIPTION',
  'MESSAGE',
  'INBOX',
] as const;
export const NotificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof NotificationKind>;

/**
 * How each kind reads in the settings, and whether its email copy is on until the person says otherwise;
 * `adminsOnly` kinds concern admins alone (their settings list them, nobody else's does).
 */
export const notificationKindInfo: Record<
  NotificationKind,
  { label: string; description: string; email: boolean; adminsOnly?: boolean }
> = {
  ANNOUNCEMENT: {
    label: 'Announcements',
    description: 'Messages the school sends to you, your role or your programs.',
    email: true,
  },
  LESSON_REMINDER: {
    label: 'Lesson reminders',
    description: 'A reminder shortly before each of your lessons starts.',
    email: true,
  },
  SCHEDULE: {
    label: 'Schedule changes',
    description: 'A lesson booked, moved, cancelled or marked kept, and its recording when it is ready.',
    email: true,
  },
  ASSIGNMENT: {
    label: 'Assignments and quizzes',
    description: 'New work set for you, and grades on work you handed in.',
    email: false,
  },
  SUBSCRIPTION: {
    label: 'Subscriptions and billing',
    description: 'Invoices, payments, renewals, grace periods and changes to your subscription.',
    email: true,
  },
  MESSAGE: {
    label: 'Messages while you are away',
    description: 'A direct message, or a mention in a group, that arrived while you were offline.',
    email: true,
  },
  INBOX: {
    label: 'School inboxes and reports',
    description: 'Contact messages, demo bookings, career applications and chat reports for the groups you hold.',
    email: true,
    adminsOnly: true,
  },
};

export const notificationItem = z.object({
  key: z.string(),
  kind: NotificationKind,
  title: z.string(),
  /** Sanitised rich text. */
  body: z.string(),
  /** A path inside the product, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET /notifications`: newest first; `unread=true` lists only unread ones. */
export const notificationListQuery = pageQuery.extend({ unread: z.stringbool().optional() });
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
export const notificationListResponse = pagedResponse(notificationItem);
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** `GET /notifications/count`, and what mark read / mark all read / delete answer. */
export const notificationCount = z.object({ unread: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCount>;
export const notificationCountResponse = dataEnvelope(notificationCount);
export const notificationChangedResponse = savedEnvelope(notificationCount);
export type NotificationChangedResponse = z.infer<typeof notificationChangedResponse>;

/** `GET|PUT /notifications/email-preferences`: every kind with whether its email copy reaches the person, and the digest. */
export const emailPreferences = z.object({
  kinds: z.array(z.object({ kind: NotificationKind, email: z.boolean() })).max(notificationKinds.length * 2),
  /**
   * One email a day gathering the notices of the last day, instead of one email per notice (ADR 0054). The
   * per-kind switches still decide what it contains. Absent when saving: left as it is.
   */
  dailyDigest: z.boolean().optional(),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;
export const emailPreferencesResponse = dataEnvelope(emailPreferences);
export const emailPreferencesSavedResponse = savedEnvelope(emailPreferences);

/** `POST /admin/notifications`: a message to everyone in the chosen roles, programs and people (at least one). */
export const notificationSendInput = z
  .object({
    title: boundedString(maxLength.title, 'Please enter a title').trim().min(1, 'Please enter a title'),
    body: boundedString(maxLength.richText, 'Please write the message').min(1, 'Please write the message'),
    roles: z.array(MemberRole).max(4).default([]),
    programs: z.array(z.uuid('Please choose a program from the list')).max(200).default([]),
    people: z.array(z.uuid('Please choose people from the list')).max(500).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.roles.length + input.programs.length + input.people.length === 0)
      ctx.addIssue({ code: 'custom', path: ['roles'], message: 'Please choose who receives it' });
  });
export type NotificationSendInput = z.input<typeof notificationSendInput>;

export const notificationSend = z.object({
  key: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.object({
    roles: z.array(MemberRole),
    programs: z.array(z.object({ key: z.string(), title: z.string() })),
    people: z.array(z.object({ key: z.string(), name: z.string(), email: z.string() })),
  }),
  sender: z.string(),
  recipients: z.number().int(),
  /** How many recipients have read it. */
  read: z.number().int(),
  createdAt: z.string(),
});
export type NotificationSend = z.infer<typeof notificationSend>;
export const notificationSendListResponse = pagedResponse(notificationSend);
export type NotificationSendListResponse = z.infer<typeof notificationSendListResponse>;
export const notificationSendSavedResponse = savedEnvelope(z.object({ key: z.string(), recipients: z.number().int() }));
export type NotificationSendSavedResponse = z.infer<typeof notificationSendSavedResponse>;
