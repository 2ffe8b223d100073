/**
 * Bringing a school's questions in and out (issue 36, ADR 0071): a Moodle XML or GIFT file is read into questions
 * the quiz form adds (nothing is stored until the quiz is saved), with what was left out and why; a quiz is
 * written out as Moodle XML. Calls: `POST /quiz/import`, `GET /quiz/:key/moodle-xml`.
 */
import { z } from 'zod';
import { dataEnvelope } from './common.js';
import { quizQuestion } from './quizzes.js';

export const quizImportFormats = ['MOODLE_XML', 'GIFT'] as const;
export type QuizImportFormat = (typeof quizImportFormats)[number];
/** What the import dialog calls each format, and the file names it offers. */
export const quizImportFormatLabels: Record<QuizImportFormat, { label: string; accept: string }> = {
  MOODLE_XML: { label: 'Moodle XML', accept: '.xml' },
  GIFT: { label: 'GIFT', accept: '.gift,.txt' },
};

export const quizImportLimits = {
  /** Characters of one file: under the server's 1 MiB request limit once sent as JSON. */
  characters: 800_000,
} as const;

export const quizImportInput = z.object({
  format: z.enum(quizImportFormats, 'Choose Moodle XML or GIFT'),
  content: z
    .string('Choose a file')
    .min(1, 'The file is empty')
    .max(quizImportLimits.characters, 'The file is larger than 800 KB: split it and import each part'),
});
export type QuizImportInput = z.infer<typeof quizImportInput>;

/** A question read from the file, ready for the quiz form, with what changed on the way in. */
export const importedQuestion = z.object({
  /** The question's name in the file, or its first words. */
  title: z.string(),
  question: quizQuestion.omit({ key: true }),
  notes: z.array(z.string()),
});
export type ImportedQuestion = z.infer<typeof importedQuestion>;

/** A question of the file that was not imported: its name, its kind in the file, and why. */
export const skippedQuestion = z.object({ title: z.string(), kind: z.string(), reason: z.string() });
export type SkippedQuestion = z.infer<typeof skippedQuestion>;

export const quizImportResponse = dataEnvelope(
  z.object({ imported: z.array(importedQuestion), skipped: z.array(skippedQuestion) }),
);
export type QuizImportResponse = z.infer<typeof quizImportResponse>;

export const quizExportResponse = dataEnvelope(z.object({ fileName: z.string(), xml: z.string() }));
export type QuizExportResponse = z.infer<typeof quizExportResponse>;
