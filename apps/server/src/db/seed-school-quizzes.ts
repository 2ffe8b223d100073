/**
 * Quizzes of the lived-in demo school (ADR 0067): one quiz per new program, assigned across its students so every
 * status of the filters has rows (not attempted, attempted, completed and graded, completed awaiting a grade,
 * overdue), and two more for the demo student: one she has open now and one past its due date.
 */
import { eq } from 'drizzle-orm';
import { quizAssignments, quizAttemptItems, quizQuestions, quizzes } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';
import { quizPlans } from './seed-school-quiz-plans.js';

const day = 24 * 60 * 60 * 1000;
const minute = 60_000;

type State = 'GRADED' | 'NOT_ATTEMPTED' | 'AWAITING_GRADE' | 'OVERDUE' | 'ATTEMPTED';
const cycle: State[] = ['GRADED', 'NOT_ATTEMPTED', 'AWAITING_GRADE', 'OVERDUE', 'ATTEMPTED'];

/** The assignment's times and score for a state; `i` staggers the dates. */
function timesOf(state: State, now: Date, i: number, duration: number, total: number, objective: number) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const started = (s: Date) => ({ startedAt: s, deadlineAt: new Date(s.getTime() + duration * minute) });
  switch (state) {
    case 'GRADED': {
      const s = at(-6 + (i % 3) / 4);
      return {
        createdAt: at(-9),
        dueDate: at(-4),
        ...started(s),
        completedAt: new Date(s.getTime() + 15 * minute),
        attainedPoints: total - (i % 3),
        totalPoints: total,
      };
    }
    case 'AWAITING_GRADE': {
      const s = at(-1 - (i % 2) / 3);
      return {
        createdAt: at(-5),
        dueDate: at(1),
        ...started(s),
        completedAt: new Date(s.getTime() + 12 * minute),
        attainedPoints: objective,
        totalPoints: total,
      };
    }
    case 'ATTEMPTED':
      return {
        createdAt: at(-2),
        dueDate: at(0.8),
        ...started(new Date(now.getTime() - (8 + i) * minute)),
        totalPoints: total,
      };
    case 'OVERDUE':
      return { createdAt: at(-8), dueDate: at(-1 - (i % 2)), totalPoints: total };
    case 'NOT_ATTEMPTED':
      return { createdAt: at(-1 - (i % 3) / 2), dueDate: at(3 + (i % 4)), totalPoints: total };
  }
}

export async function seedSchoolQuizzes({ tx, now, school, tutor, student, program }: SeedContext) {
  const plans = [
    ...quizPlans.map((p) => ({
      ...p,
      programId: school.programs[p.program]!.id,
      author: school.classes[p.program]!.tutors[0]!,
    })),
    // The demo tutor's long quiz, which the demo student has open right now.
    {
      ...quizPlans[3]!,
      title: 'Word problems workout',
      programId: program.id,
      author: tutor,
      duration: 120,
      questions: [
        {
          ...quizPlans[0]!.questions[0]!,
          question: '<p>Musa has 3 bags of 4 oranges. How many oranges?</p>',
          options: ['7', '12', '34'],
        },
        {
          ...quizPlans[0]!.questions[1]!,
          question: '<p>Write a word problem whose answer is 15.</p>',
          answer: 'I had 20 sweets and gave 5 away.',
        },
      ],
    },
  ];
  const made = await tx
    .insert(quizzes)
    .values(
      plans.map((p, i) => ({
        title: p.title,
        slug: p.title.toLowerCase().replaceAll(' ', '-'),
        programId: p.programId,
        durationMinutes: p.duration,
        createdById: p.author.id,
        createdAt: new Date(now.getTime() - (20 - i) * day),
      })),
    )
    .returning();
  const questions = await tx
    .insert(quizQuestions)
    .values(
      plans.flatMap((p, qi) =>
        p.questions.map(({ answer: _a, remark: _r, ...q }, position) => ({ ...q, quizId: made[qi]!.id, position })),
      ),
    )
    .returning();

  const rows: (typeof quizAssignments.$inferInsert & { state: State; plan: number; k: number })[] = [];
  plans.forEach((p, qi) => {
    const total = p.questions.reduce((sum, q) => sum + q.points, 0);
    const objective = p.questions.filter((q) => q.type === 'OBJECTIVE').reduce((sum, q) => sum + q.points, 0);
    const base = { quizId: made[qi]!.id, programId: p.programId };
    if (qi === quizPlans.length) {
      // The demo student: this one open now, and "Shapes and angles" a second time, past its due date.
      rows.push({
        ...base,
        studentId: student.id,
        assignedById: tutor.id,
        state: 'ATTEMPTED',
        plan: qi,
        k: 2,
        ...timesOf('ATTEMPTED', now, 2, p.duration, total, objective),
      });
      return;
    }
    const cls = school.classes[p.program]!;
    cls.students.forEach((s, k) => {
      let state = cycle[k % cycle.length]!;
      // A short quiz would close before anyone looks: those students have it still to take.
      if (state === 'ATTEMPTED' && p.duration < 60) state = 'NOT_ATTEMPTED';
      rows.push({
        ...base,
        studentId: s.id,
        assignedById: cls.tutors[k % cls.tutors.length]!.id,
        state,
        plan: qi,
        k,
        ...timesOf(state, now, k, p.duration, total, objective),
      });
    });
  });
  const [shapes] = await tx.select().from(quizzes).where(eq(quizzes.slug, 'shapes-and-angles'));
  if (shapes) {
    const overdue = timesOf('OVERDUE', now, 0, shapes.durationMinutes, 5, 1);
    rows.push({
      quizId: shapes.id,
      programId: program.id,
      studentId: student.id,
      assignedById: tutor.id,
      state: 'OVERDUE',
      plan: -1,
      k: 0,
      ...overdue,
    });
  }
  const assigned = await tx
    .insert(quizAssignments)
    .values(rows.map(({ state: _s, plan: _p, k: _k, ...r }) => r))
    .returning({ id: quizAssignments.id });

  // Attempt items: the questions copied at the start, answered and graded as far as the state goes.
  const items = rows.flatMap((r, n) => {
    if (r.state === 'NOT_ATTEMPTED' || r.state === 'OVERDUE') return [];
    const plan = plans[r.plan]!;
    const own = questions.filter((q) => q.quizId === r.quizId);
    return own.map((q, position) => {
      const spec = plan.questions[position]!;
      const objective = q.type === 'OBJECTIVE';
      const answered = r.state !== 'ATTEMPTED' || objective;
      const answeredAt = answered ? new Date(r.startedAt!.getTime() + (position + 2) * minute) : null;
      const graded =
        objective && r.state !== 'ATTEMPTED'
          ? { gradingPoints: q.points, gradedAt: r.completedAt! }
          : r.state === 'GRADED'
            ? {
                gradingPoints: q.points - (r.k % 3),
                gradingRemark: spec.remark ?? null,
                gradedById: r.assignedById!,
                gradedAt: new Date(r.completedAt!.getTime() + day),
              }
            : {};
      return {
        assignmentId: assigned[n]!.id,
        questionKey: q.id,
        position,
        type: q.type,
        answerMode: q.answerMode,
        question: q.question,
        options: q.options,
        answers: q.answers,
        points: q.points,
        answerSeq: answered ? 1 : 0,
        answeredAt,
        ...(answered ? (objective ? { answerOption: Number(spec.answer) } : { answerText: String(spec.answer) }) : {}),
        ...graded,
      };
    });
  });
  if (items.length) await tx.insert(quizAttemptItems).values(items);
}
