import { describe, expect, it } from 'vitest';
import { type DrawnQuestion, planAttempt, seededRandom, shuffleOptions } from './attempt-draw.js';

const choice = (id: string, points = 1): DrawnQuestion => ({
  id,
  type: 'OBJECTIVE',
  answerMode: 'OPTION',
  question: `<p>${id}</p>`,
  image: null,
  options: [`${id} right`, `${id} wrong 1`, `${id} wrong 2`, `${id} wrong 3`, `${id} also right`],
  answers: [0, 4],
  points,
});
const pool = Array.from({ length: 8 }, (_, i) => choice(`bank-${i}`));
const plan = (seed: string, shuffle = true) =>
  planAttempt({
    seed,
    fixed: [choice('fixed-1', 3)],
    slots: [
      { count: 3, points: 2, pool },
      { count: 2, points: 5, pool },
    ],
    shuffleQuestions: shuffle,
    shuffleOptions: shuffle,
  });

describe('drawing an attempt (ADR 0078)', () => {
  it('draws the same questions in the same orders for the same student and attempt', () => {
    expect(plan('student-a:assignment-1')).toEqual(plan('student-a:assignment-1'));
  });

  it('draws differently for another student or another attempt', () => {
    const ids = (seed: string) => plan(seed).map((q) => `${q.id}:${q.options.join('|')}`);
    expect(ids('student-b:assignment-1')).not.toEqual(ids('student-a:assignment-1'));
    expect(ids('student-a:assignment-2')).not.toEqual(ids('student-a:assignment-1'));
  });

  it('never draws a question twice in one attempt, nor one of the fixed questions', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const items = planAttempt({
        seed,
        fixed: [pool[0]!],
        slots: [
          { count: 4, points: 1, pool },
          { count: 3, points: 1, pool },
        ],
        shuffleQuestions: false,
        shuffleOptions: false,
      });
      const ids = items.map((q) => q.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => id === pool[0]!.id)).toHaveLength(1);
      expect(items).toHaveLength(8);
    }
  });

  it('never draws more than the category holds', () => {
    const items = planAttempt({
      seed: 'x',
      fixed: [],
      slots: [{ count: 20, points: 1, pool: pool.slice(0, 3) }],
      shuffleQuestions: false,
      shuffleOptions: false,
    });
    expect(items).toHaveLength(3);
  });

  it("gives drawn questions the slot's points and keeps fixed ones first without shuffling", () => {
    const items = plan('s', false);
    expect(items[0]).toMatchObject({ id: 'fixed-1', points: 3, position: 0, options: choice('fixed-1').options });
    expect(items.slice(1, 4).every((q) => q.points === 2)).toBe(true);
    expect(items.slice(4).every((q) => q.points === 5)).toBe(true);
    expect(items.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('renumbers the correct answers to the shuffled options, so grading in the student order is right', () => {
    let moved = 0;
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const original = choice('q');
      const q = shuffleOptions(original, seededRandom(seed));
      expect([...q.options].sort()).toEqual([...original.options].sort());
      expect(q.answers.map((a) => q.options[a]).sort()).toEqual(['q also right', 'q right']);
      if (q.options.join() !== original.options.join()) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('leaves subjective questions as they are', () => {
    const essay: DrawnQuestion = { ...choice('e'), type: 'SUBJECTIVE', answerMode: 'TEXT', options: [], answers: [] };
    expect(shuffleOptions(essay, seededRandom('s'))).toEqual(essay);
  });
});
