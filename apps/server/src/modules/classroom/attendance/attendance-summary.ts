/**
 * A planned lesson's attendance as the classroom recorded it (ADR 0076): each person's spans and totals, and
 * whether they were present for the school's share of the lesson. Pure: the reader hands in rows and the time.
 */
import type { LessonAttendance } from '@chalkline/contracts';
import type { AttendanceSpanRow } from './attendance.repository.js';

interface Session {
  id: string;
  startedAt: Date;
  endedAt: Date | null;
}
interface Person {
  id: string;
  firstName: string;
  lastName: string;
  role: LessonAttendance['people'][number]['role'];
}

const minutes = (ms: number) => Math.round(ms / 60_000);

export function summarizeAttendance(input: {
  sessions: Session[];
  spans: { span: AttendanceSpanRow; person: Person }[];
  minSharePercent: number;
  now: Date;
}): LessonAttendance {
  const now = input.now.getTime();
  const endOf = new Map(input.sessions.map((s) => [s.id, s.endedAt?.getTime() ?? now]));
  const lessonMs = input.sessions.reduce((sum, s) => sum + (endOf.get(s.id)! - s.startedAt.getTime()), 0);
  const people = new Map<
    string,
    LessonAttendance['people'][number] & { presentMs: number; camMs: number; micMs: number }
  >();
  for (const { span, person } of input.spans) {
    const sessionEnd = endOf.get(span.sessionId) ?? now;
    const end = Math.min(span.leftAt?.getTime() ?? sessionEnd, sessionEnd);
    const running = (since: Date | null) => (since ? Math.max(0, end - since.getTime()) : 0);
    const entry = people.get(person.id) ?? {
      key: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      spans: [],
      minutesPresent: 0,
      minutesCamera: 0,
      minutesMicrophone: 0,
      handsRaised: 0,
      messagesSent: 0,
      sharePercent: 0,
      attended: false,
      presentMs: 0,
      camMs: 0,
      micMs: 0,
    };
    entry.spans.push({ joinedAt: span.joinedAt.toISOString(), leftAt: span.leftAt?.toISOString() ?? null });
    entry.presentMs += Math.max(0, end - span.joinedAt.getTime());
    entry.camMs += span.cameraMs + running(span.cameraOnSince);
    entry.micMs += span.microphoneMs + running(span.microphoneOnSince);
    entry.handsRaised += span.handsRaised;
    entry.messagesSent += span.messagesSent;
    people.set(person.id, entry);
  }
  return {
    held: input.sessions.length > 0,
    minutes: minutes(lessonMs),
    minSharePercent: input.minSharePercent,
    people: [...people.values()].map(({ presentMs, camMs, micMs, ...p }) => {
      const share = lessonMs > 0 ? (presentMs / lessonMs) * 100 : 0;
      return {
        ...p,
        minutesPresent: minutes(presentMs),
        minutesCamera: minutes(camMs),
        minutesMicrophone: minutes(micMs),
        sharePercent: Math.min(100, Math.round(share)),
        attended: share >= input.minSharePercent,
      };
    }),
  };
}
