/**
 * Writes iCalendar (RFC 5545) with `ical-generator` (ADR 0062). Every time is written as a UTC instant (`…Z`): the
 * lessons and due dates are instants, and each calendar app shows them in its own user's time zone, so a student
 * and a tutor in two zones see the same lesson at their own local times, with no VTIMEZONE to keep up to date.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';

/** One event of a calendar: a lesson, or a due date (`end` equal to `start`: a moment, not a span). */
export interface CalendarEntry {
  /** Stable across fetches, so a calendar app updates the event instead of adding a copy. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url?: string | null;
  location?: string | null;
}

/** How often subscribed calendars are asked to fetch again (apps may poll less often: Google about twice a day). */
const refreshSeconds = 60 * 60;

export function writeCalendar(options: {
  name: string;
  entries: readonly CalendarEntry[];
  /** A subscription feed asks for refreshes; a one-off file does not. */
  feed: boolean;
  now: Date;
}): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Chalkline', product: options.feed ? 'Calendar feed' : 'Lesson', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.feed ? { ttl: refreshSeconds } : {}),
  });
  for (const entry of options.entries) {
    calendar.createEvent({
      id: entry.uid,
      stamp: options.now,
      start: entry.start,
      end: entry.end,
      summary: entry.summary,
      description: entry.description,
      url: entry.url ?? null,
      location: entry.location ?? null,
    });
  }
  return calendar.toString();
}
