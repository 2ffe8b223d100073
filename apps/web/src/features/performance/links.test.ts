import { describe, expect, it } from 'vitest';
import { assignmentLink, attemptLink } from './links';
import { dayBoundary } from './performance.api';

describe('report links by role (platform spec 2.2)', () => {
  it('sends quiz attempts to each role’s own page', () => {
    expect(attemptLink('admin', 'a1', 's1')).toBe('/admin/assessments/quiz-assessments?attempt=a1&student=s1');
    expect(attemptLink('tutor', 'a1', 's1')).toBe('/accounts/quiz-assignments?attempt=a1&student=s1');
    expect(attemptLink('student', 'a1', 's1')).toBe('/accounts/quiz?attempt=a1&student=s1');
  });
  it('sends assignments to the admin or accounts route of their kind', () => {
    expect(assignmentLink('admin', 'home', 'h1', 's1')).toBe('/admin/assessments/home?assignment=h1&student=s1');
    expect(assignmentLink('tutor', 'class', 'c1', 's1')).toBe('/accounts/assignments/class?assignment=c1&student=s1');
  });
  it('bounds a period by whole local days', () => {
    const start = new Date(dayBoundary('2026-03-07'));
    const end = new Date(dayBoundary('2026-03-07', true));
    expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([7, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([7, 23, 59, 59]);
  });
});
