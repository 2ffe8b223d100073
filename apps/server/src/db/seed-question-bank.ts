/**
 * The demo tutor's question bank (ADR 0078): a "Fractions" category of the demo program with a few questions, so the
 * Question Bank page and a quiz's "random questions from the bank" have something to show.
 */
import { questionBankCategories, questionBankQuestions } from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';

const choice = (question: string, options: string[], answer: number) => ({
  type: 'OBJECTIVE' as const,
  answerMode: 'OPTION' as const,
  question: `<p>${question}</p>`,
  options,
  answers: [answer],
  points: 1,
});

export const seedQuestionBank: AreaSeed = async ({ tx, tutor, program }) => {
  const [category] = await tx
    .insert(questionBankCategories)
    .values({ programId: program.id, name: 'Fractions', createdById: tutor.id })
    .returning();
  await tx.insert(questionBankQuestions).values(
    [
      choice('Which fraction is the largest?', ['1/3', '1/2', '1/4', '1/5'], 1),
      choice('What is 1/2 + 1/4?', ['2/6', '3/4', '1/6', '2/4'], 1),
      choice('Which fraction equals 0.25?', ['1/4', '2/5', '1/5', '4/10'], 0),
      choice('What is 3/4 of 12?', ['6', '8', '9', '4'], 2),
      choice('Which is the same as 2/3?', ['4/9', '3/2', '6/9', '2/6'], 2),
      {
        type: 'SUBJECTIVE' as const,
        answerMode: 'TEXT' as const,
        question: '<p>Explain how you would share 3 pizzas equally between 4 friends.</p>',
        options: [],
        answers: [],
        points: 3,
      },
    ].map((q) => ({ ...q, categoryId: category!.id, createdById: tutor.id })),
  );
};
