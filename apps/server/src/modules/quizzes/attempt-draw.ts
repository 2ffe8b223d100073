/**
 * What one student's attempt holds (ADR 0078): the quiz's fixed questions, then each random slot's draw from its
 * bank category, in the quiz's order or in a shuffled one, each question's options shuffled or not. Everything is
 * seeded by the student and the assignment, so the same attempt always gets the same draw and orders; the result is
 * stored when the attempt starts, so later changes to the quiz or the bank never move it either.
 */
import type { AnswerMode, QuestionType } from '@chalkline/contracts';

/** A question as the attempt copies it (`quiz_questions` and `question_bank_questions` share this shape). */
export interface DrawnQuestion {
  id: string;
  type: QuestionType;
  answerMode: AnswerMode;
  question: string;
  image: string | null;
  options: string[];
  answers: number[];
  points: number;
}

export interface AttemptPlanInput {
  /** The seed: the student and the assignment (one attempt per assignment). */
  seed: string;
  fixed: DrawnQuestion[];
  /** Each slot in order, with every question its category holds. */
  slots: { count: number; points: number; pool: DrawnQuestion[] }[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

/** One attempt item: the question copy in the student's order, with `position` from 0. */
export type PlannedItem = DrawnQuestion & { position: number };

/** A 32-bit FNV-1a hash of the seed text. */
function hashOf(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-spread seeded generator of numbers in [0, 1). */
export function seededRandom(seed: string) {
  let a = hashOf(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The options in a new order, the correct answers renumbered to it: grading compares in the student's order. */
export function shuffleOptions(q: DrawnQuestion, random: () => number): DrawnQuestion {
  if (q.answerMode !== 'OPTION' || q.options.length < 2) return q;
  const order = shuffled(
    q.options.map((_, i) => i),
    random,
  );
  return {
    ...q,
    options: order.map((i) => q.options[i]!),
    answers: q.answers.map((a) => order.indexOf(a)).sort((x, y) => x - y),
  };
}

/**
 * Draws the attempt. A question is never drawn twice (nor drawn when it is one of the fixed ones); a slot asking for
 * more than its category still holds gets what is left (saving a quiz refuses asking for more than a category has).
 */
export function planAttempt(input: AttemptPlanInput): PlannedItem[] {
  const random = seededRandom(input.seed);
  const taken = new Set(input.fixed.map((q) => q.id));
  const drawn: DrawnQuestion[] = [];
  for (const slot of input.slots) {
    const pool = slot.pool.filter((q) => !taken.has(q.id));
    for (const q of shuffled(pool, random).slice(0, slot.count)) {
      taken.add(q.id);
      drawn.push({ ...q, points: slot.points });
    }
  }
  const all = [...input.fixed, ...drawn];
  const ordered = input.shuffleQuestions ? shuffled(all, random) : all;
  return ordered.map((q, position) => ({
    ...(input.shuffleOptions ? shuffleOptions(q, random) : q),
    position,
  }));
}
