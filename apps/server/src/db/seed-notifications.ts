/**
 * Demo notifications (docs/decisions/0039): an announcement the master sent to every student and tutor, a lesson
 * reminder and a schedule notice for the demo student and tutor (one read, others unread, so the badge shows),
 * and the demo student's email choices with assignments switched on.
 */
import { inArray } from 'drizzle-orm';
import { notificationEmailPreferences, notificationSends, notifications, users } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

export async function seedNotifications({ tx, now, master, tutor, student, schedule, program }: SeedContext) {
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.memberRole, ['STUDENT', 'TUTOR']));
  const title = 'Welcome to the new term';
  const body =
    '<p>Welcome back! Lessons start again this week. Check <strong>My Schedules</strong> for your lesson times, and ask your tutor in the program group if anything is unclear.</p>';
  const [send] = await tx
    .insert(notificationSends)
    .values({
      title,
      body,
      audience: { roles: ['STUDENT', 'TUTOR'], programs: [], people: [] },
      senderId: master.id,
      senderName: `${master.firstName} ${master.lastName}`,
      recipients: recipients.length,
      createdAt: minutesAgo(now, 60 * 26),
    })
    .returning();
  if (!send) return;
  await tx.insert(notifications).values(
    recipients.map((r) => ({
      userId: r.id,
      kind: 'ANNOUNCEMENT',
      title,
      body,
      sendId: send.id,
      createdAt: send.createdAt,
      // The demo tutor has read it already; the rest have not.
      readAt: r.id === tutor.id ? minutesAgo(now, 60 * 20) : null,
      emailedAt: send.createdAt,
    })),
  );
  const lessonTime = schedule.time.toISOString();
  for (const person of [student, tutor]) {
    await tx.insert(notifications).values([
      {
        userId: person.id,
        kind: 'SCHEDULE',
        title: `A ${program.title} lesson was booked`,
        body: `<p>A ${program.title} lesson has been added to your schedule. Open My Schedules for the time and the classroom link.</p>`,
        link: `/accounts/schedules?time=${encodeURIComponent(lessonTime)}`,
        createdAt: minutesAgo(now, 60 * 3),
        readAt: minutesAgo(now, 60 * 2),
        emailedAt: minutesAgo(now, 60 * 3),
      },
      {
        userId: person.id,
        kind: 'LESSON_REMINDER',
        title: `Your ${program.title} lesson is coming up`,
        body: `<p>${program.title} is on your schedule soon. Open My Schedules to join the classroom when it starts.</p>`,
        link: `/accounts/schedules?time=${encodeURIComponent(lessonTime)}`,
        createdAt: minutesAgo(now, 20),
        emailedAt: minutesAgo(now, 20),
      },
    ]);
  }
  await tx
    .insert(notificationEmailPreferences)
    .values({ userId: student.id, kind: 'ASSIGNMENT', email: true })
    .onConflictDoNothing();
}
