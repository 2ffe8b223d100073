/** A lesson's attendance summed from its spans (ADR 0076): pure, without a database. */
import { describe, expect, it } from 'vitest';
import type { AttendanceSpanRow } from './attendance.repository.js';
import { summarizeAttendance } from './attendance-summary.js';

const start = new Date('2026-03-03T16:00:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const person = { id: 'student-1', firstName: 'Dami', lastName: 'Bello', role: 'STUDENT' as const };
const span = (from: number, to: number | null, more: Partial<AttendanceSpanRow> = {}): AttendanceSpanRow => ({
  id: `span-${from}`,
  sessionId: 'lesson-1',
  userId: person.id,
  joinedAt: at(from),
  leftAt: to === null ? null : at(to),
  lastSeenAt: at(to ?? from),
  cameraOnSince: null,
  cameraMs: 0,
  microphoneOnSince: null,
  microphoneMs: 0,
  handsRaised: 0,
  messagesSent: 0,
  ...more,
});

describe('summarizeAttendance', () => {
  it('adds a person’s spans, media time, hands and messages, and judges the share against the school’s', () => {
    const summary = summarizeAttendance({
      sessions: [{ id: 'lesson-1', startedAt: start, endedAt: at(60) }],
      spans: [
        { span: span(0, 20, { cameraMs: 10 * 60_000, handsRaised: 1 }), person },
        // Still open when the lesson ended: counted to its end, the camera too.
        { span: span(30, null, { cameraOnSince: at(50), messagesSent: 2 }), person },
      ],
      minSharePercent: 80,
      now: at(90),
    });
    expect(summary).toMatchObject({ held: true, minutes: 60, minSharePercent: 80 });
    expect(summary.people).toEqual([
      expect.objectContaining({
        key: 'student-1',
        minutesPresent: 50,
        minutesCamera: 20,
        handsRaised: 1,
        messagesSent: 2,
        sharePercent: 83,
        attended: true,
      }),
    ]);
    expect(summary.people[0]!.spans).toEqual([
      { joinedAt: at(0).toISOString(), leftAt: at(20).toISOString() },
      { joinedAt: at(30).toISOString(), leftAt: null },
    ]);
  });

  it('counts a running lesson up to now, and a lesson never held as not held', () => {
    const running = summarizeAttendance({
      sessions: [{ id: 'lesson-1', startedAt: start, endedAt: null }],
      spans: [{ span: span(10, null), person }],
      minSharePercent: 50,
      now: at(30),
    });
    expect(running.minutes).toBe(30);
    expect(running.people[0]).toMatchObject({ minutesPresent: 20, sharePercent: 67, attended: true });
    expect(summarizeAttendance({ sessions: [], spans: [], minSharePercent: 50, now: at(0) })).toEqual({
      held: false,
      minutes: 0,
      minSharePercent: 50,
      people: [],
    });
  });
});
