/**
 * A classroom's poll answers as CSV (RFC 4180, ADR 0073): one row per answer, every cell quoted. An anonymous
 * poll's rows say "Anonymous" and carry no time (a time could tell who answered); a cell a spreadsheet would run
 * as a formula is prefixed with an apostrophe.
 */
import { pollTexts } from '@chalkline/contracts';
import type { PollAnswerRow, PollWithLesson } from './polls.repository.js';

export const pollCsvHeader = ['Lesson', 'Question', 'Kind', 'Respondent', 'Answer', 'Answered at'] as const;

/** Quotes a cell and defuses a leading =, +, -, @, tab or carriage return. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export type PollAnswersForCsv = Pick<PollAnswerRow, 'voterName' | 'choices' | 'answeredAt'>;

export function pollsCsv(polls: readonly { poll: PollWithLesson; answers: readonly PollAnswersForCsv[] }[]): string {
  const rows: string[][] = [[...pollCsvHeader]];
  for (const { poll, answers } of polls) {
    const lesson = poll.lessonStartedAt?.toISOString() ?? '';
    for (const answer of answers)
      rows.push([
        lesson,
        poll.question,
        pollTexts.kindLabels[poll.kind],
        poll.anonymous ? 'Anonymous' : (answer.voterName ?? ''),
        answer.choices.map((i) => poll.options[i] ?? '').join('; '),
        poll.anonymous ? '' : (answer.answeredAt?.toISOString() ?? ''),
      ]);
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
