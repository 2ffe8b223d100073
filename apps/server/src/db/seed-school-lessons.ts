/**
 * Lessons and class and home assignments of the lived-in demo school (ADR 0067). A week of lessons per new
 * program: six days back (most kept, some missed), one earlier today, one under way in Reading Adventures, and
 * three ahead. Only twelve lie ahead, all in the new programs: the demo student's next lesson stays hers alone, and
 * the schedules list (newest first, twenty a page) still shows it on its first page.
 * Assignments: every student has a graded class assignment, a home assignment (handed in by most, graded for some) and a
 * class assignment from yesterday (not handed in yet for some), so each status filter has rows.
 */
import { assignments, schedules, scheduleTutors } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** Hours past the hour a program's lessons start, so no tutor of two programs has two lessons at once. */
const shiftOf = [0, 1, 2, 4];
/** Lessons per program in days from now: the past six days, earlier today, and three ahead. */
const slots = [
  { days: -6, kept: true },
  { days: -5, kept: true },
  { days: -4, kept: false },
  { days: -3, kept: true },
  { days: -2, kept: true },
  { days: -1, kept: false },
  { days: 0, hours: -5, kept: true },
  { days: 0, hours: 3, kept: false },
  { days: 2, kept: false },
  { days: 5, kept: false },
];

const titles = [
  ['Logic grid puzzle', 'Prime hunt at home', 'Angles in a triangle'],
  ['Phonics: long vowels', 'Read a chapter aloud', 'Book review'],
  ['Shadow lengths', 'Grow a bean', 'States of water'],
  ['Maze game in Scratch', 'Draw a star with loops', 'Debug the dance'],
];
const remarks = [
  'Careful, tidy work.',
  'Good thinking; explain each step.',
  'A strong effort — well done.',
  'Nearly there: check your last answer.',
];

export async function seedSchoolLessons({ tx, now, school }: SeedContext) {
  // On the hour, as a school books them.
  const top = Math.floor(now.getTime() / hour) * hour;
  const lessons = school.classes.flatMap(({ program, tutors, students }, p) =>
    slots.map((slot, j) => {
      const k = (j * 2 + p) % students.length;
      const time = new Date(top + slot.days * day + ((slot.hours ?? -2) + shiftOf[p]!) * hour);
      return {
        values: {
          programId: program.id,
          studentId: students[k]!.id,
          time,
          endTime: new Date(time.getTime() + hour),
          kept: slot.kept,
        },
        tutorId: tutors[k % tutors.length]!.id,
      };
    }),
  );
  // Under way now: a Reading Adventures lesson that started a quarter of an hour ago.
  const reading = school.classes[1]!;
  const started = new Date(now.getTime() - 15 * 60_000);
  lessons.push({
    values: {
      programId: reading.program.id,
      studentId: reading.students[1]!.id,
      time: started,
      endTime: new Date(started.getTime() + hour),
      kept: false,
    },
    tutorId: reading.tutors[0]!.id,
  });
  const made = await tx
    .insert(schedules)
    .values(lessons.map((l) => l.values))
    .returning({ id: schedules.id });
  await tx.insert(scheduleTutors).values(made.map((s, i) => ({ scheduleId: s.id, tutorId: lessons[i]!.tutorId })));

  const at = (days: number) => new Date(now.getTime() + days * day);
  const rows = school.students.flatMap((s, i) => {
    const p = i % 4;
    const cls = school.classes[p]!;
    const k = cls.students.indexOf(s);
    const tutorId = cls.tutors[k % cls.tutors.length]!.id;
    const base = { studentId: s.id, programId: cls.program.id, recordedBy: tutorId };
    const [first, second, third] = titles[p]!;
    const graded = (points: number, days: number) => ({
      points,
      remarks: remarks[i % remarks.length]!,
      gradedAt: at(days),
      gradedBy: tutorId,
    });
    return [
      {
        ...base,
        kind: 'class' as const,
        title: first!,
        assignedAt: at(-10),
        submittedAt: at(-10),
        total: 20,
        ...graded(20 - (i % 6), -9),
      },
      {
        ...base,
        kind: 'home' as const,
        title: second!,
        assignedAt: at(-5),
        submittedAt: i % 4 === 2 ? null : at(-2 - (i % 2)),
        total: 10,
        ...(i % 2 ? graded(10 - (i % 4), -1) : {}),
      },
      {
        ...base,
        kind: 'class' as const,
        title: third!,
        assignedAt: at(-1),
        submittedAt: i % 3 ? at(-1) : null,
        total: 10,
      },
    ];
  });
  await tx.insert(assignments).values(rows);
}
