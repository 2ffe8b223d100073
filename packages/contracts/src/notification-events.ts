/**
 * The one vocabulary of things the school tells people (issue 31, docs/decisions/0054): every module publishes
 * an event by its name and every channel (in-app with the live bell, email copies, the daily digest) reads the
 * same entry, so adding an event is one entry here and one `publish` line where it happens, and no channel can
 * forget it. Each entry says whom it concerns, which notification kind it is (the kind decides the email
 * switch in Account Settings), where its notice links to, and its texts. Zod-free: the web may read it too.
 */

import { assignmentEvents } from './assignment-events.js';
import { dataRequestEvents } from './data-request-events.js';
import type { NotificationKind } from './http/notifications.js';
import type { AdminPermission } from './permissions.js';
import { roomKeys } from './realtime/room-id.js';

/**
 * The people an occurrence names and an event may concern: the student it is about, that student's tutors
 * (of the lesson, the program or the link), the student's guardians (every guardian linked to the occurrence's
 * student, found by the publisher: ADR 0079), whoever pays for a subscription, or one named person (the
 * recipient of a message). Admins are not named: an event concerns the admins holding a permission.
 */
export type EventConcern = 'student' | 'tutors' | 'guardians' | 'payer' | 'person';

export interface NotificationEventSpec<P> {
  kind: NotificationKind;
  /** Who of the people an occurrence names is told. */
  concerns: readonly EventConcern[];
  /** Admins holding this permission are told as well (a MASTER holds every permission). */
  admins?: AdminPermission;
  title: (p: P) => string;
  body: (p: P) => string;
  /** A path inside the product that opens the notice's page. */
  link: (p: P) => string;
  /** The guardians' page when it is not the student's (a guardian reads a child on their own site). */
  guardianLink?: (p: P) => string;
}

const event = <P>(spec: NotificationEventSpec<P>) => spec;

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** A time in the display form of platform spec 9 (en-US long form, ordinal day), in UTC: notices go by email too. */
export function whenInWords(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const part = (options: Intl.DateTimeFormatOptions) => d.toLocaleString('en-US', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })}, ${part({ month: 'long' })} ${ordinal(d.getUTCDate())}, ${d.getUTCFullYear()} at ${part({ hour: 'numeric', minute: '2-digit' })} UTC`;
}

/** "in 30 minutes", "in 1 hour", "in 1 hour 15 minutes", "now". */
export function startsIn(minutes: number): string {
  if (minutes <= 0) return 'now';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '', m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : ''];
  return `in ${parts.filter(Boolean).join(' ')}`;
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const score = (p: { points: number | null; total: number }) => (p.points === null ? '' : ` ${p.points}/${p.total}`);
const withTutors = (tutors?: string) => (tutors ? ` with ${tutors}` : '');

interface QuizParams {
  quiz: string;
  program: string;
  /** The assignment's key. */
  assignment: string;
  dueDate: string;
}
interface GradeParams {
  points: number | null;
  total: number;
}
interface LessonParams {
  program: string;
  /** The lesson's start (ISO). */
  time: string;
  /** The tutors' names, joined. */
  tutors?: string;
}
interface SubscriptionParams {
  program: string;
  /** A formatted amount (`$12.00`). */
  amount?: string;
  /** Until when (ISO): paid until, or access until. */
  until?: string;
}

/** A chat link the publisher gives, kept only when it is a path of this site. */
const chatLink = (p: { link: string }) =>
  p.link.startsWith('/') && !p.link.startsWith('//') ? p.link : '/accounts/chat';
const lessonLink = (p: { time: string }) => `/accounts/schedules${q({ time: p.time })}`;
const subscriptionsLink = () => '/accounts/subscriptions';
/** A classroom's recordings page, `/meet/{meetingId}/recordings` with its program or demo session (ADR 0044). */
const recordingsLink = (p: { room: string }) => {
  const { meetingId, programId, demoSession } = roomKeys.meetingOf(p.room);
  const query = new URLSearchParams();
  if (programId) query.set('program', programId);
  if (demoSession) query.set('session', demoSession);
  const search = query.toString();
  return `/meet/${encodeURIComponent(meetingId)}/recordings${search ? `?${search}` : ''}`;
};

export const notificationEvents = {
  'quiz.assigned': event<QuizParams & { assignedBy: string }>({
    kind: 'ASSIGNMENT',
    concerns: ['student'],
    title: (p) => `New quiz: ${p.quiz}`,
    body: (p) => `${p.assignedBy} set you the ${p.program} quiz “${p.quiz}”. It is due ${whenInWords(p.dueDate)}.`,
    link: () => `/accounts/quiz${q({ filter: 'PENDING' })}`,
  }),
  'quiz.due_soon': event<QuizParams>({
    kind: 'ASSIGNMENT',
    concerns: ['student'],
    title: (p) => `Quiz due soon: ${p.quiz}`,
    body: (p) => `Your ${p.program} quiz “${p.quiz}” is due ${whenInWords(p.dueDate)}. There is still time to take it.`,
    link: () => `/accounts/quiz${q({ filter: 'PENDING' })}`,
  }),
  'quiz.graded': event<Omit<QuizParams, 'dueDate'> & GradeParams>({
    kind: 'ASSIGNMENT',
    concerns: ['student'],
    title: (p) => `Quiz graded: ${p.quiz}`,
    body: (p) => `Your ${p.program} quiz “${p.quiz}” has been graded:${score(p)}. Open it to read the remarks.`,
    link: (p) => `/accounts/quiz${q({ attempt: p.assignment })}`,
  }),
  ...assignmentEvents,
  'lesson.booked': event<LessonParams>({
    kind: 'SCHEDULE',
    concerns: ['student', 'tutors'],
    title: (p) => `New ${p.program} lesson`,
    body: (p) => `A ${p.program} lesson${withTutors(p.tutors)} is booked for ${whenInWords(p.time)}.`,
    link: lessonLink,
  }),
  'lesson.moved': event<LessonParams & { from: string }>({
    kind: 'SCHEDULE',
    concerns: ['student', 'tutors'],
    title: (p) => `${p.program} lesson moved`,
    body: (p) => `The ${p.program} lesson of ${whenInWords(p.from)} now starts ${whenInWords(p.time)}.`,
    link: lessonLink,
  }),
  'lesson.cancelled': event<LessonParams>({
    kind: 'SCHEDULE',
    concerns: ['student', 'tutors'],
    title: (p) => `${p.program} lesson cancelled`,
    body: (p) => `The ${p.program} lesson${withTutors(p.tutors)} of ${whenInWords(p.time)} is cancelled.`,
    link: () => '/accounts/schedules',
  }),
  'lesson.starting': event<LessonParams & { minutes: number }>({
    kind: 'LESSON_REMINDER',
    concerns: ['student', 'tutors'],
    title: (p) => `Your ${p.program} lesson starts ${startsIn(p.minutes)}`,
    body: (p) => `${p.program}${withTutors(p.tutors)}. Open My Schedules to join the classroom when it starts.`,
    link: lessonLink,
  }),
  'lesson.kept': event<LessonParams>({
    kind: 'SCHEDULE',
    concerns: ['student'],
    title: (p) => `${p.program} lesson marked kept`,
    body: (p) => `Your tutor marked the ${p.program} lesson of ${whenInWords(p.time)} as kept.`,
    link: lessonLink,
  }),
  /** A lesson's report was sent (ADR 0080): told to the student and their guardians (ADR 0079), `student` its key. */
  'lesson.reported': event<LessonParams & { report: string; student: string }>({
    kind: 'SCHEDULE',
    concerns: ['student', 'guardians'],
    title: (p) => `Lesson report: ${p.program}`,
    body: (p) =>
      `${p.tutors ? `${p.tutors} wrote` : 'Your tutor wrote'} a report on the ${p.program} lesson of ${whenInWords(p.time)}.`,
    link: (p) => `/accounts/performance${q({ report: p.report })}`,
    guardianLink: (p) => `/accounts/children${q({ child: p.student, report: p.report })}`,
  }),
  /** A lesson ended more than 24 hours ago and its report is not sent (ADR 0080). */
  'lesson.report_due': event<LessonParams & { lesson: string; student: string }>({
    kind: 'SCHEDULE',
    concerns: ['tutors'],
    title: (p) => `Write the lesson report: ${p.program}`,
    body: (p) =>
      `The ${p.program} lesson with ${p.student} of ${whenInWords(p.time)} ended more than a day ago and has no report yet.`,
    link: (p) => `/accounts/schedules${q({ report: p.lesson })}`,
  }),
  'subscription.invoice_due': event<SubscriptionParams>({
    kind: 'SUBSCRIPTION',
    concerns: ['payer', 'student'],
    title: (p) => `Invoice due: ${p.program}`,
    body: (p) =>
      `The next period of ${p.program}${p.amount ? ` costs ${p.amount}` : ' is due'}. Pay it from My Subscriptions.`,
    link: subscriptionsLink,
  }),
  'subscription.paid': event<SubscriptionParams>({
    kind: 'SUBSCRIPTION',
    concerns: ['payer', 'student'],
    title: (p) => `Payment received: ${p.program}`,
    body: (p) =>
      `We received ${p.amount ?? 'the payment'} for ${p.program}.${p.until ? ` Paid until ${whenInWords(p.until)}.` : ''}`,
    link: subscriptionsLink,
  }),
  'subscription.payment_failed': event<SubscriptionParams>({
    kind: 'SUBSCRIPTION',
    concerns: ['payer', 'student'],
    title: (p) => `Payment failed: ${p.program}`,
    body: (p) => `The payment for ${p.program} did not go through. Please pay from My Subscriptions.`,
    link: subscriptionsLink,
  }),
  'subscription.grace_started': event<SubscriptionParams>({
    kind: 'SUBSCRIPTION',
    concerns: ['payer', 'student'],
    title: (p) => `Grace period: ${p.program}`,
    body: (p) =>
      `The classroom of ${p.program} stays open${p.until ? ` until ${whenInWords(p.until)}` : ''} while the payment is settled.`,
    link: subscriptionsLink,
  }),
  'subscription.grace_ending': event<SubscriptionParams>({
    kind: 'SUBSCRIPTION',
    concerns: ['payer', 'student'],
    title: (p) => `Classroom access paused: ${p.program}`,
    body: (p) =>
      `We have not received the payment for ${p.program}, so its grace period is over and its classroom is closed for now. Renew from My Subscriptions to open it again.`,
    link: subscriptionsLink,
  }),
  'subscription.renewed': event<SubscriptionParams>({
    kind: 'SUBSCRIPTION',
    concerns: ['payer', 'student'],
    title: (p) => `Subscription renewed: ${p.program}`,
    body: (p) => `${p.program} is renewed${p.until ? ` until ${whenInWords(p.until)}` : ''}.`,
    link: subscriptionsLink,
  }),
  'subscription.cancelled': event<SubscriptionParams>({
    kind: 'SUBSCRIPTION',
    concerns: ['payer', 'student'],
    title: (p) => `Subscription cancelled: ${p.program}`,
    body: (p) =>
      `${p.program} will not renew.${p.until ? ` Its classroom stays open until ${whenInWords(p.until)}.` : ''}`,
    link: subscriptionsLink,
  }),
  /** Told to the people of the lesson who may watch it (ADR 0065); `room` is the classroom's room key. */
  'recording.ready': event<LessonParams & { room: string }>({
    kind: 'SCHEDULE',
    concerns: ['student', 'tutors'],
    title: (p) => `Recording ready: ${p.program}`,
    body: (p) => `The recording of the ${p.program} lesson of ${whenInWords(p.time)} is ready to watch.`,
    link: recordingsLink,
  }),
  'chat.report_filed': event<{ reporter: string; conversation: string }>({
    kind: 'INBOX',
    concerns: [],
    admins: 'schoolPolicies.access',
    title: () => 'A chat message was reported',
    body: (p) => `${p.reporter} reported a message in ${p.conversation}.`,
    link: () => '/admin/chat?tab=reports',
  }),
  'form.contact_received': event<{ name: string; subject: string }>({
    kind: 'INBOX',
    concerns: [],
    admins: 'contactForms.access',
    title: (p) => `Contact form: ${p.subject}`,
    body: (p) => `${p.name} wrote to the school: “${p.subject}”.`,
    link: () => `/admin/forms/contact${q({ status: 'NEW' })}`,
  }),
  'form.demo_received': event<{ name: string; student: string; time: string }>({
    kind: 'INBOX',
    concerns: [],
    admins: 'demoBookings.access',
    title: (p) => `Demo booked for ${p.student}`,
    body: (p) => `${p.name} booked a demo lesson for ${p.student} on ${whenInWords(p.time)}.`,
    link: () => `/admin/forms/demo${q({ status: 'NEW' })}`,
  }),
  'form.career_received': event<{ name: string; position: string }>({
    kind: 'INBOX',
    concerns: [],
    admins: 'careerApplications.access',
    title: (p) => `Career application: ${p.position}`,
    body: (p) => `${p.name} applied for “${p.position}”.`,
    link: () => `/admin/forms/careers${q({ status: 'NEW' })}`,
  }),
  ...dataRequestEvents,
  'message.mentioned': event<{ from: string; conversation: string; link: string }>({
    kind: 'MESSAGE',
    concerns: ['person'],
    title: (p) => `${p.from} mentioned you`,
    body: (p) => `${p.from} mentioned you in ${p.conversation} while you were away.`,
    link: chatLink,
  }),
  'message.direct': event<{ from: string; link: string }>({
    kind: 'MESSAGE',
    concerns: ['person'],
    title: (p) => `New message from ${p.from}`,
    body: (p) => `${p.from} sent you a message while you were away.`,
    link: chatLink,
  }),
};

export type NotificationEventName = keyof typeof notificationEvents;
/** What the texts and link of an event are made from. */
export type NotificationEventParams<E extends NotificationEventName> =
  (typeof notificationEvents)[E] extends NotificationEventSpec<infer P> ? P : never;
export const notificationEventNames = Object.keys(notificationEvents) as NotificationEventName[];
