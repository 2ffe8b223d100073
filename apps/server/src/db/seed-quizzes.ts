/**
 * Demo quizzes of the demo tutor: "Fractions check" with one question of each answer mode, assigned to the demo
 * student twice over — one attempt completed and graded, one still to take — plus a second quiz not yet attempted.
 */
import { quizAssignments, quizAttemptItems, quizQuestions, quizzes } from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';

const day = 24 * 60 * 60 * 1000;

export const seedQuizzes: AreaSeed = async ({ tx, now, tutor, student, program }) => {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const [fractions, shapes] = await tx
    .insert(quizzes)
    .values([
      {
        title: 'Fractions check',
        slug: 'fractions-check',
        programId: program.id,
        durationMinutes: 20,
        createdById: tutor.id,
      },
      {
        title: 'Shapes and angles',
        slug: 'shapes-and-angles',
        programId: program.id,
        durationMinutes: 15,
        createdById: tutor.id,
      },
    ])
    .returning();
  const questions = await tx
    .insert(quizQuestions)
    .values([
      {
        quizId: fractions!.id,
        position: 0,
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>Which fraction is the same as <strong>one half</strong>?</p>',
        options: ['2/3', '3/6', '1/3', '4/6'],
        answers: [1],
        points: 2,
      },
      {
        quizId: fractions!.id,
        position: 1,
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>What is 1/4 + 1/4?</p>',
        options: ['1/8', '2/8', '1/2', '2/4'],
        answers: [2, 3],
        points: 2,
      },
      {
        quizId: fractions!.id,
        position: 2,
        type: 'SUBJECTIVE',
        answerMode: 'TEXT',
        question: '<p>Explain in your own words how to add fractions with different denominators.</p>',
        points: 5,
      },
      {
        quizId: fractions!.id,
        position: 3,
        type: 'SUBJECTIVE',
        answerMode: 'DOCUMENT',
        question: '<p>Upload your worksheet (PDF or Word).</p>',
        points: 3,
      },
      {
        quizId: shapes!.id,
        position: 0,
        type: 'OBJECTIVE',
        answerMode: 'OPTION',
        question: '<p>How many sides does a hexagon have?</p>',
        options: ['5', '6', '8'],
        answers: [1],
        points: 1,
      },
      {
        quizId: shapes!.id,
        position: 1,
        type: 'SUBJECTIVE',
        answerMode: 'IMAGE',
        question: '<p>Draw a right angle and upload a photo of it.</p>',
        points: 4,
      },
    ])
    .returning();
  const fractionQuestions = questions.filter((q) => q.quizId === fractions!.id);
  const base = { studentId: student.id, programId: program.id, assignedById: tutor.id };
  const [done] = await tx
    .insert(quizAssignments)
    .values([
      {
        ...base,
        quizId: fractions!.id,
        createdAt: at(-10),
        dueDate: at(-5),
        startedAt: at(-8),
        deadlineAt: new Date(at(-8).getTime() + 20 * 60_000),
        completedAt: new Date(at(-8).getTime() + 14 * 60_000),
        attainedPoints: 6,
        totalPoints: 12,
      },
      { ...base, quizId: fractions!.id, createdAt: at(-1), dueDate: at(6), totalPoints: 12 },
      { ...base, quizId: shapes!.id, createdAt: at(-2), dueDate: at(4), totalPoints: 5 },
    ])
    .returning();
  const answered = new Date(at(-8).getTime() + 10 * 60_000);
  const graded = { gradedById: tutor.id, gradedAt: at(-7) };
  const answers = [
    { answerOption: 1, gradingPoints: 2, gradingRemark: null, gradedAt: at(-8) },
    { answerOption: 0, gradingPoints: 0, gradingRemark: null, gradedAt: at(-8) },
    {
      answerText: 'Find a common denominator, change both fractions to it, then add the tops.',
      gradingPoints: 4,
      gradingRemark: 'Clear steps. Show an example next time.',
      ...graded,
    },
    { gradingPoints: 0, gradingRemark: 'No worksheet was uploaded.', ...graded },
  ];
  await tx.insert(quizAttemptItems).values(
    fractionQuestions.map((q, i) => ({
      assignmentId: done!.id,
      questionKey: q.id,
      position: q.position,
      type: q.type,
      answerMode: q.answerMode,
      question: q.question,
      options: q.options,
      answers: q.answers,
      points: q.points,
      answerSeq: i < 3 ? 1 : 0,
      answeredAt: i < 3 ? answered : null,
      ...answers[i],
    })),
  );
};
