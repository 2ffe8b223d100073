import { describe, expect, it } from 'vitest';
import { classroomLink, ratingLink } from './meetings.js';
import { scheduleBadge, scheduleInput } from './schedules.js';

describe('schedule badge (platform spec 4)', () => {
  const now = new Date('2026-11-21T10:25:00Z');
  it('is Marked when kept, whatever the time', () => {
    expect(scheduleBadge({ time: '2026-11-20T09:00:00Z', kept: true }, now)).toBe('Marked');
    expect(scheduleBadge({ time: '2026-11-22T09:00:00Z', kept: true }, now)).toBe('Marked');
  });
  it('is Overdue when it started before the current hour and was not kept', () => {
    expect(scheduleBadge({ time: '2026-11-21T09:59:59Z', kept: false }, now)).toBe('Overdue');
    expect(scheduleBadge({ time: '2026-11-19T15:00:00Z', kept: false }, now)).toBe('Overdue');
  });
  it('is Pending within the current hour or later', () => {
    expect(scheduleBadge({ time: '2026-11-21T10:00:00Z', kept: false }, now)).toBe('Pending');
    expect(scheduleBadge({ time: '2026-11-21T10:10:00Z', kept: false }, now)).toBe('Pending');
    expect(scheduleBadge({ time: '2026-11-23T08:00:00Z', kept: false }, now)).toBe('Pending');
  });
});

describe('links (classroom spec 2)', () => {
  it('builds the classroom link with schedule and program', () => {
    expect(classroomLink('abc-defg-hij', 's1', 'p1')).toBe('/meet/abc-defg-hij?schedule=s1&program=p1');
    expect(classroomLink('abc-defg-hij')).toBe('/meet/abc-defg-hij');
  });
  it('adds the meeting to the rating link only for demo and program', () => {
    expect(ratingLink('abc-defg-hij', 'x')).toBe('/meet/abc-defg-hij/rating?session=x');
    expect(ratingLink('demo', 'x')).toBe('/meet/demo/rating?session=x&meeting=demo');
    expect(ratingLink('program', 'x')).toBe('/meet/program/rating?session=x&meeting=program');
  });
});

describe('schedule input', () => {
  it('needs the end after the start', () => {
    const base = {
      programKey: '00000000-0000-4000-8000-000000000001',
      studentKey: '00000000-0000-4000-8000-000000000002',
      tutorKeys: ['00000000-0000-4000-8000-000000000003'],
    };
    const bad = scheduleInput.safeParse({ ...base, time: '2026-12-01T10:00:00Z', endTime: '2026-12-01T09:00:00Z' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['endTime'],
      message: 'The end time must be after the start time',
    });
    expect(
      scheduleInput.safeParse({ ...base, time: '2026-12-01T10:00:00Z', endTime: '2026-12-01T11:00:00Z' }).success,
    ).toBe(true);
  });
});
