import { describe, expect, it } from 'vitest';
import { gradeColour, optionLetter, quizAssignmentStatus, quizQuestionInput, saveAnswerInput } from './quizzes.js';

describe('quiz contracts', () => {
  it('colours grades as spec 4 says: red at 0 or at most half, green at the maximum, otherwise primary', () => {
    expect(gradeColour(0, 10)).toBe('error');
    expect(gradeColour(5, 10)).toBe('error');
    expect(gradeColour(6, 10)).toBe('primary');
    expect(gradeColour(10, 10)).toBe('success');
  });

  it('letters options from A and reads the status of spec 4 from the attempt’s times', () => {
    expect([0, 1, 2].map(optionLetter)).toEqual(['A', 'B', 'C']);
    expect(quizAssignmentStatus({ startedAt: null, completedAt: null })).toBe('NOT_ATTEMPTED');
    expect(quizAssignmentStatus({ startedAt: 'x', completedAt: null })).toBe('ATTEMPTED');
    expect(quizAssignmentStatus({ startedAt: 'x', completedAt: 'y' })).toBe('COMPLETED');
  });

  it('asks objective questions for options and a correct one among them', () => {
    const base = { type: 'OBJECTIVE', answerMode: 'OPTION', question: '<p>2 + 2?</p>', points: 1 };
    const paths = (input: unknown) => {
      const result = quizQuestionInput.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths({ ...base, options: ['4'], answers: [0] })).toContain('options');
    expect(paths({ ...base, options: ['3', '4'], answers: [] })).toContain('answers');
    expect(paths({ ...base, options: ['3', '4'], answers: [2] })).toContain('answers');
    expect(paths({ ...base, options: ['3', '4'], answers: [1] })).toEqual([]);
    expect(paths({ ...base, answerMode: 'TEXT' })).toContain('answerMode');
    expect(paths({ ...base, question: '<p> </p>', options: ['3', '4'], answers: [1] })).toContain('question');
  });

  it('orders saves by a positive seq and bounds a text answer', () => {
    const key = '00000000-0000-4000-8000-000000000000';
    expect(saveAnswerInput.safeParse({ assignment: key, questionKey: key, seq: 0 }).success).toBe(false);
    expect(
      saveAnswerInput.safeParse({ assignment: key, questionKey: key, seq: 1, text: 'x'.repeat(20_001) }).success,
    ).toBe(false);
    expect(saveAnswerInput.safeParse({ assignment: key, questionKey: key, seq: 1, option: 2 }).success).toBe(true);
  });
});
