import { describe, expect, it } from 'vitest';
import { gradeColour, pointsOf } from './grading';

describe('grade colour (platform spec 4)', () => {
  it('is red at 0 or at most half, green at full marks, primary between', () => {
    expect(gradeColour(0, 10)).toBe('error');
    expect(gradeColour(5, 10)).toBe('error');
    expect(gradeColour(5.5, 10)).toBe('primary');
    expect(gradeColour(10, 10)).toBe('success');
    expect(gradeColour(0, 0)).toBe('error');
  });
  it('writes points of total', () => {
    expect(pointsOf(7.5, 10)).toBe('7.5 / 10');
  });
});
