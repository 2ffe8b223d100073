/**
 * Notifications of the lived-in demo school (ADR 0067): one notice of every event of the vocabulary
 * (`notificationEvents`, ADR 0054), written with the vocabulary's own titles, texts and links to the people it
 * concerns, so every kind fills someone's list. The map is keyed by event name: an event added to the vocabulary
 * without a demo notice here fails the type check. The demo student gets the ones her own data tells of.
 */
import { chatRoomId } from '@chalkline/contracts';
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { assignments, lessonReports, notifications, quizAssignments, quizzes, schedules } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';
import { demoDeclineReason } from './seed-families.js';
import { demoReportLessons } from './seed-lesson-reports.js';
import { type Notices, noticeRows, type User } from './seed-notice-rows.js';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function seedSchoolNotices({
  tx,
  now,
  master,
  manager,
  tutor,
  student,
  guardian,
  program,
  schedule,
  school,
}: SeedContext) {
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
  const demoName = `${tutor.firstName} ${tutor.lastName}`;
  const nameOf = (u: User) => `${u.firstName} ${u.lastName}`;
  const [open] = await tx
    .select()
    .from(quizAssignments)
    .where(and(eq(quizAssignments.studentId, student.id), isNull(quizAssignments.startedAt)))
    .orderBy(desc(quizAssignments.dueDate));
  const [done] = await tx
    .select()
    .from(quizAssignments)
    .where(and(eq(quizAssignments.studentId, student.id), eq(quizAssignments.attainedPoints, 6)));
  const own = await tx.select().from(assignments).where(eq(assignments.studentId, student.id));
  const recorded = own.find((a) => a.points === null)!;
  const graded = own.filter((a) => a.points !== null).sort((a, b) => b.gradedAt!.getTime() - a.gradedAt!.getTime())[0]!;
  const [kept] = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.studentId, student.id), eq(schedules.kept, true)));

  // An open attempt of another student, due within a day: the due-soon reminder.
  const [soon] = await tx
    .select({ assignment: quizAssignments, quiz: quizzes.title })
    .from(quizAssignments)
    .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .where(
      and(
        isNotNull(quizAssignments.startedAt),
        isNull(quizAssignments.completedAt),
        ne(quizAssignments.studentId, student.id),
      ),
    )
    .orderBy(quizAssignments.dueDate);

  // The demo student's sent lesson report and the demo tutor's lesson waiting for one (seed-lesson-reports.ts).
  const [report] = await tx.select().from(lessonReports).where(eq(lessonReports.studentId, student.id));
  const { reported: reportedLesson, awaiting } = await demoReportLessons(tx, now, student.id);

  const [olympiad, reading, science, coders] = school.classes;
  const [mariam, samuel, ines] = school.tutors;
  const s = school.students;
  const lesson = { program: olympiad!.program.title, tutors: nameOf(mariam!) };
  const quizOf = (title: string, dueHours: number) => ({
    quiz: title,
    program: program.title,
    assignment: open?.id ?? '',
    dueDate: hours(dueHours),
  });

  const notices: Notices = {
    'quiz.assigned': {
      to: [student],
      params: { ...quizOf('Fractions check', 144), assignedBy: demoName },
      ago: 60 * 24,
    },
    'quiz.due_soon': {
      to: [school.students.find((u) => u.id === soon?.assignment.studentId) ?? s[1]!],
      params: {
        quiz: soon?.quiz ?? 'Story sequencing',
        program: school.programs.find((p) => p.id === soon?.assignment.programId)?.title ?? reading!.program.title,
        assignment: soon?.assignment.id ?? '',
        dueDate: (soon?.assignment.dueDate ?? new Date(hours(20))).toISOString(),
      },
      ago: 90,
    },
    'quiz.graded': {
      to: [student],
      params: { quiz: 'Fractions check', program: program.title, assignment: done?.id ?? '', points: 6, total: 12 },
      ago: 60 * 24 * 7,
      read: true,
    },
    'assignment.recorded': {
      to: [student],
      params: { kind: recorded.kind, title: recorded.title, program: program.title, assignment: recorded.id },
      ago: 60 * 47,
    },
    'assignment.graded': {
      to: [student],
      params: {
        kind: graded.kind,
        title: graded.title,
        program: program.title,
        assignment: graded.id,
        points: graded.points,
        total: graded.total,
      },
      ago: 60 * 46,
      read: true,
    },
    'assignment.submitted': {
      to: [tutor],
      params: {
        kind: 'home',
        title: 'My weekend in five sentences',
        program: program.title,
        assignment: own.find((a) => a.title === 'My weekend in five sentences')?.id ?? recorded.id,
        student: nameOf(student),
        late: true,
      },
      ago: 60 * 24,
    },
    'lesson.booked': { to: [s[0]!, mariam!], params: { ...lesson, time: hours(50) }, ago: 60 * 30, read: true },
    'lesson.moved': {
      to: [s[3]!, samuel!],
      params: { program: coders!.program.title, tutors: nameOf(samuel!), time: hours(124), from: hours(100) },
      ago: 60 * 5,
    },
    'lesson.cancelled': {
      to: [s[2]!, mariam!],
      params: { program: science!.program.title, tutors: nameOf(mariam!), time: hours(-30) },
      ago: 60 * 40,
      read: true,
    },
    'lesson.starting': {
      to: [s[1]!, ines!],
      params: { program: reading!.program.title, tutors: nameOf(ines!), time: hours(-0.25), minutes: 15 },
      ago: 30,
      read: true,
    },
    'lesson.kept': {
      to: [student],
      params: { program: program.title, time: (kept?.time ?? schedule.time).toISOString() },
      ago: 60 * 24 * 6,
      read: true,
    },
    'lesson.reported': {
      to: [student],
      params: {
        program: program.title,
        time: (reportedLesson?.time ?? schedule.time).toISOString(),
        tutors: demoName,
        report: report?.id ?? '',
        student: student.id,
      },
      ago: 60 * 24 * 6,
    },
    // Keyed as the reminder job keys it, so the job running at the demo's start tells the tutor no second time.
    'lesson.report_due': {
      to: [tutor],
      params: {
        program: program.title,
        time: (awaiting?.time ?? schedule.time).toISOString(),
        lesson: awaiting?.id ?? schedule.id,
        student: nameOf(student),
      },
      ago: 60 * 5,
      key: `report-due:${awaiting?.id ?? schedule.id}`,
    },
    'subscription.invoice_due': {
      to: [s[20]!],
      params: { program: olympiad!.program.title, amount: money(10999) },
      ago: 60 * 20,
    },
    'subscription.paid': {
      to: [s[4]!],
      params: { program: olympiad!.program.title, amount: money(3999), until: hours(24 * 29) },
      ago: 60 * 24 * 9,
      read: true,
    },
    'subscription.payment_failed': { to: [s[2]!], params: { program: science!.program.title }, ago: 60 * 48 },
    'subscription.grace_started': {
      to: [s[2]!],
      params: { program: science!.program.title, until: hours(24 * 5) },
      ago: 60 * 47,
    },
    'subscription.grace_ending': {
      to: [s[11]!],
      params: { program: coders!.program.title },
      ago: 60 * 24 * 20,
      read: true,
    },
    'subscription.renewed': {
      to: [s[9]!],
      params: { program: reading!.program.title, until: hours(24 * 26) },
      ago: 60 * 24 * 4,
      read: true,
    },
    'subscription.cancelled': {
      to: [s[5]!],
      params: { program: reading!.program.title, until: hours(24 * 22) },
      ago: 60 * 24,
    },
    'recording.ready': {
      to: [s[0]!, mariam!],
      params: { ...lesson, time: hours(-26), room: s[0]!.meetingId ?? 'program' },
      ago: 60 * 24,
      read: true,
    },
    'chat.report_filed': {
      to: [master],
      params: { reporter: nameOf(coders!.students[1]!), conversation: coders!.program.title },
      ago: 400,
    },
    'form.contact_received': {
      to: [master, manager],
      params: { name: 'Mrs Adunni Coker', subject: 'Holiday lessons in August' },
      ago: 60 * 3,
    },
    'form.demo_received': {
      to: [master, manager],
      params: { name: 'Mr Tayo Martins', student: 'Ebun Martins', time: hours(52) },
      ago: 60 * 6,
    },
    'form.career_received': {
      to: [master, manager],
      params: { name: 'Nadia Farouk', position: 'Science tutor (part-time)' },
      ago: 60 * 26,
      read: true,
    },
    // The demo family's data requests (seed-families.ts): the guardian's own export waits; an export of her child
    // was completed (and has expired); an erasure was declined. No child of the demo is erased.
    'data.request_received': {
      to: [master],
      params: { kind: 'EXPORT', subject: nameOf(guardian), self: true, requester: nameOf(guardian) },
      ago: 60 * 3,
    },
    'data.export_ready': {
      to: [guardian],
      params: { kind: 'EXPORT', subject: nameOf(student), self: false, until: hours(-24 * 5) },
      ago: 60 * 24 * 12,
      read: true,
    },
    'data.erased': { to: [], params: {}, ago: 0 },
    'data.request_declined': {
      to: [guardian],
      params: { kind: 'ERASURE', subject: nameOf(student), self: false, reason: demoDeclineReason },
      ago: 60 * 24 * 2,
    },
    'message.mentioned': {
      to: [ines!],
      params: {
        from: nameOf(reading!.students[1]!),
        conversation: reading!.program.title,
        link: `/accounts/chat?${new URLSearchParams({ tab: 'groups', room: chatRoomId.program(reading!.program.id) })}`,
      },
      ago: 1400,
    },
    'message.direct': {
      to: [student],
      params: {
        from: demoName,
        link: `/accounts/chat?${new URLSearchParams({ room: chatRoomId.direct(tutor.id, student.id) })}`,
      },
      ago: 5,
    },
  };

  await tx.insert(notifications).values(noticeRows(notices, now));
}
