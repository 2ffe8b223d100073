/**
 * What Moodle XML and GIFT questions become (ADR 0071): the one place that turns a question read from either format
 * into the quiz form's question, or into the reason it was left out. Objective questions keep their options and
 * which are correct; short answers and essays become written answers the tutor grades.
 */
import {
  type ImportedQuestion,
  type QuizImportResponse,
  quizLimits,
  quizQuestionInput,
  type SkippedQuestion,
} from '@chalkline/contracts';
import { badRequest } from '../../../errors/app-error.js';
import { richTextToPlain, sanitizeRichText } from '../../../text/rich-text.js';

/** A file that cannot be read is refused whole, its reason on the file field: nothing is imported half-way. */
export const refused = (reason: string) => badRequest(reason, { content: reason });

/** How a text is written in the file: Moodle's text formats (GIFT's `[html]`, `[markdown]`, `[plain]`, `[moodle]`). */
export type TextFormat = 'html' | 'plain' | 'moodle' | 'markdown';

/** A question as both readers see it, before it is checked against what a quiz holds. */
export type ReadQuestion =
  | { kind: 'choice'; title: string; text: string; format: TextFormat; points?: number; choices: ReadChoice[] }
  | { kind: 'true-false'; title: string; text: string; format: TextFormat; points?: number; isTrue: boolean }
  | { kind: 'written'; title: string; text: string; format: TextFormat; points?: number; accepted?: string[] }
  | { kind: 'file'; title: string; text: string; format: TextFormat; points?: number }
  | { kind: 'skip'; title: string; fileKind: string; reason: string };

export interface ReadChoice {
  text: string;
  format: TextFormat;
  /** The share of the points this option earns, in per cent (Moodle's fraction × 100); negative is a penalty. */
  percent: number;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Images stored inside the file (`@@PLUGINFILE@@`, data URLs) are not brought in yet. */
const embeddedImage = /<img\b[^>]*\bsrc\s*=\s*["']?(?:@@PLUGINFILE@@|data:)[^>]*>/gi;

/** The question text as the product's rich text: HTML cleaned, other formats as paragraphs of text. */
export function toRichText(text: string, format: TextFormat): { html: string; droppedImages: number } {
  if (format === 'html') {
    const droppedImages = text.match(embeddedImage)?.length ?? 0;
    const html = sanitizeRichText(text.replace(embeddedImage, ''))
      .replace(/<p>\s*<\/p>/g, '')
      .trim();
    return { html, droppedImages };
  }
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => escapeHtml(p.trim()).replace(/\n/g, '<br>'))
    .filter(Boolean);
  return { html: sanitizeRichText(paragraphs.map((p) => `<p>${p}</p>`).join('')), droppedImages: 0 };
}

/** An option's text: the quiz holds options as plain text. */
const toOption = (text: string, format: TextFormat) =>
  format === 'html' ? richTextToPlain(text) : text.replace(/\s+/g, ' ').trim();

const formatPercent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;

/** Whole points between 1 and the quiz's most, with a note when the file's value had to change. */
function points(value: number | undefined, notes: string[]): number {
  if (value === undefined || !Number.isFinite(value)) return 1;
  const whole = Math.min(quizLimits.points, Math.max(1, Math.round(value)));
  if (whole !== value) notes.push(`Worth ${value} points in the file; a quiz question is worth ${whole}`);
  return whole;
}

/** One read question: a question for the form, or the reason it is left out. */
export function toQuizQuestion(read: ReadQuestion): ImportedQuestion | SkippedQuestion {
  if (read.kind === 'skip') return { title: read.title, kind: read.fileKind, reason: read.reason };
  const notes: string[] = [];
  const { html, droppedImages } = toRichText(read.text, read.format);
  if (droppedImages > 0) notes.push('An image inside the question was left out: add it in the editor');
  const base = { question: html, image: null, points: points(read.points, notes) };
  let question: ImportedQuestion['question'];
  let kind: string;
  if (read.kind === 'choice') {
    kind = 'Multiple choice';
    if (read.choices.length > quizLimits.options)
      return {
        title: read.title,
        kind,
        reason: `It has ${read.choices.length} options; a quiz question holds at most ${quizLimits.options}`,
      };
    const options = read.choices.map((c) => toOption(c.text, c.format));
    // A fully right option makes the others at most partly right (a single answer with partial credit); without
    // one, the options sharing the marks are the answers of a choose-all-that-apply question.
    const full = read.choices.some((c) => c.percent >= 100);
    const answers = read.choices.flatMap((c, i) => ((full ? c.percent >= 100 : c.percent > 0) ? [i] : []));
    if (answers.length === 0)
      return { title: read.title, kind, reason: 'No option is marked correct (none earns more than 0%)' };
    const partial = read.choices.filter((c) => c.percent > 0 && c.percent < 100);
    const shares = new Set(partial.map((c) => c.percent.toFixed(3)));
    if (full && partial.length > 0)
      notes.push(
        `Partial credit (${partial.map((c) => formatPercent(c.percent)).join(', ')}) is not kept: only the fully right option counts`,
      );
    else if (shares.size > 1)
      notes.push(
        `Unequal shares (${partial.map((c) => formatPercent(c.percent)).join(', ')}) are not kept: each correct option counts the same`,
      );
    if (read.choices.some((c) => c.percent < 0)) notes.push('Penalties for wrong options are not kept');
    question = { ...base, type: 'OBJECTIVE', answerMode: 'OPTION', options, answers };
  } else if (read.kind === 'true-false') {
    kind = 'True/false';
    question = {
      ...base,
      type: 'OBJECTIVE',
      answerMode: 'OPTION',
      options: ['True', 'False'],
      answers: [read.isTrue ? 0 : 1],
    };
  } else if (read.kind === 'written') {
    kind = read.accepted ? 'Short answer' : 'Essay';
    if (read.accepted?.length)
      notes.push(`Accepted answers (${read.accepted.join(', ')}) are not checked automatically: the tutor grades it`);
    question = { ...base, type: 'SUBJECTIVE', answerMode: 'TEXT', options: [], answers: [] };
  } else {
    kind = 'Essay with a file';
    question = { ...base, type: 'SUBJECTIVE', answerMode: 'DOCUMENT', options: [], answers: [] };
  }
  const checked = quizQuestionInput.safeParse(question);
  if (!checked.success) {
    const reason = checked.error.issues[0]?.message ?? 'It is not a question a quiz can hold';
    const why =
      !html && droppedImages > 0
        ? 'The question is only an image, which is not imported yet: add it in the editor'
        : reason;
    return { title: read.title, kind, reason: why };
  }
  return { title: read.title, question, notes };
}

/** The file's questions checked one by one, up to what one quiz holds. */
export function collect(read: ReadQuestion[]): QuizImportResponse['data'] {
  const imported: ImportedQuestion[] = [];
  const skipped: SkippedQuestion[] = [];
  for (const one of read) {
    const result = toQuizQuestion(one);
    if (!('question' in result)) skipped.push(result);
    else if (imported.length >= quizLimits.questions)
      skipped.push({
        title: result.title,
        kind: result.question.type === 'OBJECTIVE' ? 'Multiple choice' : 'Written answer',
        reason: `A quiz holds at most ${quizLimits.questions} questions`,
      });
    else imported.push(result);
  }
  return { imported, skipped };
}

/** Kinds the formats have and a quiz does not: what each is called, and why it is left out. */
export const notYet = (kind: string) => ({
  kind,
  reason: `${kind} questions are not a kind of question a quiz holds yet`,
});
export const never = (kind: string) => ({ kind, reason: `${kind} questions are not a kind of question a quiz holds` });
export const aDescription = { kind: 'Description', reason: 'A description is text between questions, not a question' };

/** A question's name when the file gives none: its first words. */
export function titleFrom(text: string, format: TextFormat, index: number): string {
  const plain = format === 'html' ? richTextToPlain(text) : text.replace(/\s+/g, ' ').trim();
  if (!plain) return `Question ${index + 1}`;
  return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
}
