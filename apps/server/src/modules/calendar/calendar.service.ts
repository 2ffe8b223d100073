/**
 * Calendar feeds (issue 31, ADR 0062): a person turns on a private iCalendar address, copies it into their calendar
 * app, and turns it off or renews it. The token is 32 random bytes; only its SHA-256 hash is stored, so the address
 * is shown once. The feed is read with what the owner may see now (their role and grants today), so it follows a
 * changed role, a suspension or a deletion at the next fetch.
 */
import { randomBytes } from 'node:crypto';
import {
  type CalendarFeedStatus,
  calendarFeedFile,
  calendarTexts,
  calendarTokenOf,
  type FallbackMeetingLink,
} from '@chalkline/contracts';
import { notFound } from '../../errors/app-error.js';
import { hashToken } from '../accounts/session.service.js';
import { type Viewer, viewerOfUser } from '../accounts/viewer.js';
import { assignmentScopeOf } from '../quizzes/quiz.policy.js';
import type { QuizAssignmentRepository } from '../quizzes/quiz-assignment.repository.js';
import type { ScheduleService } from '../schedules/schedule.service.js';
import { lessonEntry, quizEntry } from './calendar-entries.js';
import type { CalendarFeedRepository } from './calendar-feed.repository.js';
import { writeCalendar } from './calendar-ics.js';

const dayMs = 24 * 60 * 60 * 1000;
/** The feed's window: the last 30 days (what was just taught) and the year ahead, at most 1000 of each kind. */
export const feedWindow = { pastDays: 30, aheadDays: 365, maxEach: 1000 } as const;
/** A fetch is noted at most this often, so calendars polling the feed do not write on every read. */
const noteFetchEveryMs = 60 * 60 * 1000;

/** The feed's address under the API: `/api/calendar/{token}.ics`. */
export const feedPath = (token: string) => `/api/calendar/${calendarFeedFile(token)}`;

const statusOf = (row: { createdAt: Date; lastFetchedAt: Date | null } | null): CalendarFeedStatus => ({
  enabled: row !== null,
  createdAt: row?.createdAt.toISOString() ?? null,
  lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
});

export function createCalendarService(deps: {
  feeds: CalendarFeedRepository;
  schedules: Pick<ScheduleService, 'list' | 'visible'>;
  quizzes: Pick<QuizAssignmentRepository, 'dueBetween'>;
  /** The school's Alternative Meeting Link, or null when it has none. */
  altMeetingLink: () => Promise<FallbackMeetingLink | null>;
  now?: () => Date;
}) {
  const { feeds } = deps;
  const now = deps.now ?? (() => new Date());

  /** Everything in the viewer's calendar: their lessons and their quizzes' due dates in the window. */
  async function entriesOf(viewer: Viewer, origin: string) {
    const at = now();
    const from = new Date(at.getTime() - feedWindow.pastDays * dayMs);
    const to = new Date(at.getTime() + feedWindow.aheadDays * dayMs);
    const scope = assignmentScopeOf(viewer);
    const [lessons, quizzes, fallback] = await Promise.all([
      deps.schedules.list(viewer, { page: 1, limit: feedWindow.maxEach, time: from.toISOString() }),
      deps.quizzes.dueBetween(scope, from, to, feedWindow.maxEach),
      deps.altMeetingLink(),
    ]);
    return [
      ...lessons.items
        .filter((lesson) => new Date(lesson.time) < to)
        .map((lesson) => lessonEntry(lesson, viewer, origin, fallback)),
      ...quizzes.map((due) => quizEntry(due, scope.kind, origin)),
    ];
  }

  return {
    async status(viewer: Viewer): Promise<CalendarFeedStatus> {
      return statusOf(await feeds.find(viewer.id));
    },

    /** Turns the feed on, or gives it a new address; answers the address (shown this once) and what happened. */
    async turnOn(viewer: Viewer, origin: string) {
      const renewed = (await feeds.find(viewer.id)) !== null;
      const token = randomBytes(32).toString('base64url');
      const row = await feeds.save(viewer.id, hashToken(token), now());
      const url = new URL(feedPath(token), origin).toString();
      return {
        message: renewed ? calendarTexts.renewed : calendarTexts.turnedOn,
        feed: statusOf(row),
        url,
        // A URL object will not take a non-special scheme over http(s), so the scheme is swapped as text.
        webcalUrl: url.replace(/^https?:/, 'webcal:'),
      };
    },

    /** Turns the feed off: its address answers 404 from now on. Already off is fine. */
    async turnOff(viewer: Viewer) {
      await feeds.remove(viewer.id);
    },

    /** The feed of a `{token}.ics` file name; 404 for an unknown, renewed or revoked token, or an owner gone. */
    async feed(file: string, origin: string): Promise<string> {
      const token = calendarTokenOf(file);
      const found = token ? await feeds.findOwner(hashToken(token)) : null;
      if (!found) throw notFound(calendarTexts.notFound);
      const at = now();
      const last = found.feed.lastFetchedAt?.getTime() ?? 0;
      if (at.getTime() - last > noteFetchEveryMs) await feeds.touch(found.user.id, at);
      const viewer = viewerOfUser(found.user);
      const name = `Chalkline (${found.user.firstName} ${found.user.lastName})`;
      return writeCalendar({ name, entries: await entriesOf(viewer, origin), feed: true, now: at });
    },

    /** One lesson the viewer may see as an `.ics` file to add once; 404 for any other lesson. */
    async lessonFile(viewer: Viewer, id: string, origin: string) {
      const lesson = await deps.schedules.visible(viewer, id);
      const entry = lessonEntry(lesson, viewer, origin, await deps.altMeetingLink());
      const body = writeCalendar({ name: entry.summary, entries: [entry], feed: false, now: now() });
      const slug = lesson.program.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'lesson';
      return { body, fileName: `${slug}-${lesson.time.slice(0, 10)}.ics` };
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
