import { describe, expect, it } from 'vitest';
import type { PollWithLesson } from './polls.repository.js';
import { csvCell, pollsCsv } from './polls-csv.js';

const base: PollWithLesson = {
  id: '00000000-0000-4000-8000-000000000001',
  roomKey: 'm1',
  sessionId: null,
  kind: 'multiple',
  question: 'Which are "prime"?',
  options: ['2', '4', '=SUM(A1)'],
  anonymous: false,
  status: 'closed',
  resultsShown: false,
  createdBy: null,
  createdAt: new Date('2026-01-01T10:00:00Z'),
  openedAt: null,
  closedAt: null,
  lessonStartedAt: new Date('2026-01-01T09:00:00Z'),
};

describe('poll answers as CSV (ADR 0073)', () => {
  it('writes one quoted row per answer with the respondent, the answers given and the time', () => {
    const csv = pollsCsv([
      {
        poll: base,
        answers: [{ voterName: 'Ada Obi', choices: [0, 2], answeredAt: new Date('2026-01-01T09:05:00Z') }],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Lesson","Question","Kind","Respondent","Answer","Answered at"',
      `"2026-01-01T09:00:00.000Z","Which are ""prime""?","Multiple choice","Ada Obi","2; =SUM(A1)","2026-01-01T09:05:00.000Z"`,
      '',
    ]);
  });

  it('names nobody and gives no time for an anonymous poll, even if a name were stored', () => {
    const csv = pollsCsv([
      {
        poll: { ...base, anonymous: true, kind: 'true_false', options: ['True', 'False'] },
        answers: [{ voterName: 'Ada Obi', choices: [1], answeredAt: new Date() }],
      },
    ]);
    expect(csv).not.toContain('Ada');
    expect(csv.split('\r\n')[1]).toBe(
      '"2026-01-01T09:00:00.000Z","Which are ""prime""?","True or false","Anonymous","False",""',
    );
  });

  it('defuses cells a spreadsheet would run', () => {
    const [, row] = pollsCsv([
      {
        poll: { ...base, question: '=HYPERLINK("x")' },
        answers: [{ voterName: '@Ada', choices: [2], answeredAt: null }],
      },
    ]).split('\r\n');
    expect(row).toBe(`"2026-01-01T09:00:00.000Z","'=HYPERLINK(""x"")","Multiple choice","'@Ada","'=SUM(A1)",""`);
    for (const lead of ['=', '+', '-', '@', '\t']) expect(csvCell(`${lead}1`)).toBe(`"'${lead}1"`);
    expect(csvCell('plain')).toBe('"plain"');
  });
});
