import type { QuizAssignmentCard } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { cardAction, isOverdue, statusSentence } from './QuizAssignmentCard';

const card = (overrides: Partial<QuizAssignmentCard> = {}): QuizAssignmentCard => ({
  key: 'a1',
  quiz: {
    key: 'q',
    title: 'Fractions',
    slug: 'fractions',
    duration: 20,
    program: { key: 'p', title: 'Maths', thumbnail: null },
    proctored: false,
  },
  student: { key: 's', title: null, firstName: 'Dami', lastName: 'Bello', otherNames: null, email: 'd@example.test' },
  assignedBy: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  dueDate: '2026-01-05T10:00:00.000Z',
  status: 'NOT_ATTEMPTED',
  completed: false,
  startedAt: null,
  deadlineAt: null,
  completedAt: null,
  quizAttempt: { grading: { points: 0, total: 10 } },
  ungraded: 0,
  ...overrides,
});

describe('the quiz-assignment card (spec 2.7, 4)', () => {
  it('offers the student Take Quiz, Continue Quiz, then View Performance; others View Details', () => {
    expect(cardAction(card(), true)).toBe('Take Quiz');
    expect(cardAction(card({ status: 'ATTEMPTED' }), true)).toBe('Continue Quiz');
    expect(cardAction(card({ status: 'COMPLETED', completed: true }), true)).toBe('View Performance');
    expect(cardAction(card({ status: 'COMPLETED', completed: true }), false)).toBe('View Details');
  });

  it('marks the due date overdue only while not completed', () => {
    const now = new Date('2026-01-06T00:00:00.000Z');
    expect(isOverdue(card(), now)).toBe(true);
    expect(isOverdue(card({ completed: true }), now)).toBe(false);
    expect(isOverdue(card({ dueDate: '2026-02-01T00:00:00.000Z' }), now)).toBe(false);
  });

  it('speaks to the student about themselves and to others about the student', () => {
    expect(statusSentence(card(), true)).toBe('You have not attempted this quiz yet.');
    expect(statusSentence(card({ status: 'ATTEMPTED' }), false)).toBe(
      'Dami has started this quiz but not submitted it yet.',
    );
  });
});
