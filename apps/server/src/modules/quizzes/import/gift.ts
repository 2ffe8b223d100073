/**
 * GIFT (https://docs.moodle.org/en/GIFT_format), read with gift-pegjs, the format's published grammar (ADR 0071):
 * multiple choice, true/false, short answer and essay questions come in; numerical and matching questions and
 * descriptions are listed with why they were left out.
 */
import { type GIFTQuestion, type TextFormat as GiftFormat, parse } from 'gift-pegjs';
import {
  aDescription,
  collect,
  never,
  notYet,
  type ReadQuestion,
  refused,
  type TextFormat,
  titleFrom,
} from './imported-question.js';

const formatOf = (format: GiftFormat['format']): TextFormat =>
  format === 'html' ? 'html' : format === 'markdown' ? 'markdown' : format === 'plain' ? 'plain' : 'moodle';

function readQuestion(q: GIFTQuestion, index: number): ReadQuestion | null {
  if (q.type === 'Category') return null;
  const text = q.stem.text;
  const format = formatOf(q.stem.format);
  const title = q.title?.trim() || titleFrom(text, format, index);
  const common = { title, text, format };
  const skip = (leftOut: { kind: string; reason: string }): ReadQuestion => ({
    kind: 'skip',
    title,
    fileKind: leftOut.kind,
    reason: leftOut.reason,
  });
  if (q.type === 'Description') return skip(aDescription);
  if (q.hasEmbeddedAnswers) return skip(never('Missing word'));
  switch (q.type) {
    case 'MC':
      return {
        kind: 'choice',
        ...common,
        choices: q.choices.map((c) => ({
          text: c.text.text,
          format: formatOf(c.text.format),
          percent: c.weight ?? (c.isCorrect ? 100 : 0),
        })),
      };
    case 'TF':
      return { kind: 'true-false', ...common, isTrue: q.isTrue };
    case 'Short':
      return { kind: 'written', ...common, accepted: q.choices.filter((c) => c.isCorrect).map((c) => c.text.text) };
    case 'Essay':
      return { kind: 'written', ...common };
    case 'Numerical':
      return skip(notYet('Numerical'));
    case 'Matching':
      return skip(notYet('Matching'));
    default:
      return null;
  }
}

/** The questions of a GIFT file; a file the grammar cannot read is refused whole, with where it stopped. */
export function readGift(content: string) {
  let questions: GIFTQuestion[];
  try {
    questions = parse(content);
  } catch (error) {
    const where = (error as { location?: { start: { line: number; column: number } } }).location?.start;
    const message = error instanceof Error ? error.message : String(error);
    throw refused(
      `The file is not valid GIFT: ${message}${where ? ` (line ${where.line}, column ${where.column})` : ''}`,
    );
  }
  const read = questions.flatMap((q, i) => readQuestion(q, i) ?? []);
  if (read.length === 0) throw refused('The file holds no questions');
  return collect(read);
}
