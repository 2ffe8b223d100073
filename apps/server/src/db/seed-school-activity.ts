/**
 * The activity log of the lived-in demo school (ADR 0067): what the master did to set it up and run it over the
 * past months — programs, tutors, students, schedules, a coupon, the announcement, billing and the chat reports —
 * worded by the log's own wording of each action (`renderActivityWording`), oldest first. Every entry is the
 * master's: the actor filter lists only admins who acted, and the demo manager has done nothing yet.
 */
import { type AdminPermission, renderActivityWording } from '@chalkline/contracts';
import { activityLog } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

const day = 24 * 60 * 60 * 1000;

export async function seedSchoolActivity({ tx, now, master, school }: SeedContext) {
  const actor = `${master.firstName} ${master.lastName}`;
  const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
  const entries: {
    action: AdminPermission;
    target: { kind: string; id: string; label: string };
    verb?: string;
    daysAgo: number;
  }[] = [
    ...school.programs.map((p, i) => ({
      action: 'programs.create' as const,
      target: { kind: 'program', id: p.id, label: p.title },
      daysAgo: 120 - i,
    })),
    ...school.tutors.map((t, i) => ({
      action: 'tutors.create' as const,
      target: { kind: 'tutor', id: t.id, label: nameOf(t) },
      daysAgo: 110 - i,
    })),
    ...school.students
      .filter((_, i) => i % 4 === 0)
      .map((s, i) => ({
        action: 'students.create' as const,
        target: { kind: 'student', id: s.id, label: nameOf(s) },
        daysAgo: 100 - i * 12,
      })),
    {
      action: 'coupons.create',
      target: { kind: 'coupon', id: 'WELCOME20', label: 'WELCOME20' },
      daysAgo: 60,
    },
    {
      action: 'schedules.create',
      target: {
        kind: 'schedule',
        id: school.programs[0]!.id,
        label: `${school.programs[0]!.title} with ${nameOf(school.students[0]!)}`,
      },
      daysAgo: 8,
    },
    {
      action: 'subscriptions.access',
      target: { kind: 'subscription', id: school.students[4]!.id, label: `of ${nameOf(school.students[4]!)}` },
      verb: 'marked as paid',
      daysAgo: 9,
    },
    {
      action: 'graceBilling.access',
      target: { kind: 'subscription', id: school.students[2]!.id, label: `of ${nameOf(school.students[2]!)}` },
      verb: 'granted',
      daysAgo: 2,
    },
    {
      action: 'notifications.send',
      target: { kind: 'notification', id: 'welcome', label: 'Welcome to the new term' },
      daysAgo: 26 / 24,
    },
    {
      action: 'schoolPolicies.moderateChat',
      target: {
        kind: 'chat report',
        id: school.students[2]!.id,
        label: `the chat report on ${nameOf(school.classes[2]!.students[0]!)}’s message “Your plant is the worst one, just give up”`,
      },
      verb: 'handled',
      daysAgo: 500 / 60 / 24,
    },
    {
      action: 'schoolPolicies.moderateChat',
      target: {
        kind: 'chat report',
        id: school.students[0]!.id,
        label: `the chat report on ${nameOf(school.classes[0]!.students[2]!)}’s message “Everyone copy my answers tomorrow 😂”`,
      },
      verb: 'dismissed',
      daysAgo: 300 / 60 / 24,
    },
  ];
  await tx.insert(activityLog).values(
    entries.map((e) => ({
      at: new Date(now.getTime() - e.daysAgo * day),
      actorId: master.id,
      actorName: actor,
      actorEmail: master.email,
      actorRole: master.memberRole,
      action: e.action,
      targetKind: e.target.kind,
      targetId: e.target.id,
      targetLabel: e.target.label,
      wording: renderActivityWording(e.action, { actor, target: e.target.label, verb: e.verb ?? 'changed' }),
    })),
  );
}
