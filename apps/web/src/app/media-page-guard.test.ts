import { describe, expect, it } from 'vitest';
import { needsNewDocument } from './media-page-guard';

const at = (path: string) => new URL(path, 'https://chalkline.example');

describe('classroom and quiz pages load as their own document (ADR 0055)', () => {
  it('reloads into a classroom or the quiz-taking page from any other page', () => {
    expect(needsNewDocument(at('/meet/abc-defg-hij'), '/accounts')).toBe(true);
    expect(needsNewDocument(at('/meet/demo?session=1'), '/meet')).toBe(true);
    expect(needsNewDocument(at('/tutors/quiz/fractions'), '/accounts/quiz')).toBe(true);
  });

  it('keeps in-app navigation everywhere else, and leaving a classroom', () => {
    expect(needsNewDocument(at('/meet/abc-defg-hij'), '/meet/abc-defg-hij')).toBe(false);
    expect(needsNewDocument(at('/meet/abc-defg-hij/rating'), '/meet/abc-defg-hij')).toBe(false);
    expect(needsNewDocument(at('/accounts/profile'), '/accounts')).toBe(false);
    expect(needsNewDocument(at('/tutors/quiz/completed'), '/tutors/quiz/fractions')).toBe(false);
    expect(needsNewDocument(at('/meet/abc-defg-hij'), null)).toBe(false);
  });
});
