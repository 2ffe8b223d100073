/** Demo class and home assignments of the demo student, graded by the demo tutor, plus two lessons already held. */

import { assignmentSubmissions, assignments, schedules, scheduleTutors } from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';

const day = 24 * 60 * 60 * 1000;

export const seedAssignments: AreaSeed = async ({ tx, now, tutor, student, program }) => {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const base = { studentId: student.id, programId: program.id, recordedBy: tutor.id };
  const graded = (points: number, remarks: string, days: number) => ({
    points,
    remarks,
    gradedAt: at(days),
    gradedBy: tutor.id,
  });
  await tx.insert(assignments).values([
    {
      ...base,
      kind: 'class',
      title: 'Place value to a million',
      assignedAt: at(-20),
      submittedAt: at(-20),
      total: 20,
      ...graded(17, 'Careful work; watch the zeros in the hundred-thousands.', -19),
    },
    {
      ...base,
      kind: 'class',
      title: 'Adding fractions',
      assignedAt: at(-9),
      submittedAt: at(-9),
      total: 10,
      ...graded(7, 'Good start. Find the common denominator first.', -8),
    },
    {
      ...base,
      kind: 'class',
      title: 'Shapes around the house',
      assignedAt: at(-2),
      submittedAt: null,
      total: 10,
      // Hand-in open (ADR 0074): the student sees what to hand in and by when.
      handInText: true,
      handInFiles: 3,
      dueAt: at(3),
      cutOffAt: at(5),
    },
    {
      ...base,
      kind: 'home',
      title: 'Times tables practice',
      assignedAt: at(-14),
      submittedAt: at(-11),
      total: 25,
      ...graded(23, 'Excellent — every table to 12 is right.', -10),
    },
    {
      ...base,
      kind: 'home',
      title: 'Word problems: money',
      assignedAt: at(-6),
      submittedAt: at(-3),
      total: 15,
      ...graded(11, 'Show your working on question 4.', -2),
    },
  ]);
  await seedHandIn(tx, base, at);
  // Two past lessons, one kept, so attendance shows on the performance page.
  const held = await tx
    .insert(schedules)
    .values([
      {
        programId: program.id,
        studentId: student.id,
        time: at(-7),
        endTime: new Date(at(-7).getTime() + 3_600_000),
        kept: true,
      },
      {
        programId: program.id,
        studentId: student.id,
        time: at(-3),
        endTime: new Date(at(-3).getTime() + 3_600_000),
        kept: false,
      },
    ])
    .returning({ id: schedules.id });
  await tx.insert(scheduleTutors).values(held.map((s) => ({ scheduleId: s.id, tutorId: tutor.id })));
};

/** A home assignment handed in online and waiting for its grade, so the tutor's list and grading view are filled. */
async function seedHandIn(
  tx: Parameters<AreaSeed>[0]['tx'],
  base: { studentId: string; programId: string; recordedBy: string },
  at: (days: number) => Date,
) {
  const [handedIn] = await tx
    .insert(assignments)
    .values({
      ...base,
      kind: 'home',
      title: 'My weekend in five sentences',
      assignedAt: at(-4),
      submittedAt: at(-1),
      total: 10,
      handInText: true,
      handInFiles: 2,
      dueAt: at(-1.5),
      cutOffAt: at(2),
    })
    .returning({ id: assignments.id });
  const text =
    '<p>On Saturday I went to the market with my grandmother.</p><p>We bought <strong>mangoes</strong> and bread.</p><p>In the afternoon I played football with my cousins.</p><p>On Sunday we visited the museum.</p><p>I liked the dinosaur bones best.</p>';
  await tx.insert(assignmentSubmissions).values({
    assignmentId: handedIn!.id,
    draftText: text,
    draftFiles: [],
    draftSavedAt: at(-1),
    text,
    files: [],
    submittedAt: at(-1),
    // Handed in half a day after the due date, before the cut-off: the list reads Late.
    late: true,
  });
}
