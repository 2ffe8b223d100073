/**
 * The calendar feed (issue 31, ADR 0062): each person's private iCalendar address, which Google Calendar, Outlook
 * and Apple Calendar subscribe to, and a lesson's one-off `.ics` file. The address carries a secret token the
 * server keeps only a hash of, so it is shown once, when made; making a new one or turning the feed off makes the
 * old one answer 404.
 */
import { z } from 'zod';
import { dataEnvelope, savedEnvelope } from './common.js';

/** Texts of the feed's answers and of its panel in Account Settings. */
export const calendarTexts = {
  turnedOn: 'Your calendar feed is on. Copy its address into your calendar app.',
  renewed: 'Your calendar feed has a new address. The old one no longer works.',
  turnedOff: 'Your calendar feed is off. Calendars subscribed to it stop updating.',
  notFound: 'This calendar feed does not exist or has been turned off.',
  lessonNotFound: 'Schedule not found',
} as const;

/** Whether the person's feed is on, since when, and when a calendar last read it (never the address). */
export const calendarFeedStatus = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/** GET /accounts/calendar-feed. */
export const calendarFeedResponse = dataEnvelope(z.object({ feed: calendarFeedStatus }));
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;

/** POST /accounts/calendar-feed: turns the feed on, or gives it a new address; the address is in this answer only. */
export const calendarFeedCreatedResponse = savedEnvelope(
  z.object({
    feed: calendarFeedStatus,
    /** The https address to subscribe to (`…/api/calendar/{token}.ics`). */
    url: z.string(),
    /** The same address as `webcal://`, which opens the device's calendar app to subscribe. */
    webcalUrl: z.string(),
  }),
);
export type CalendarFeedCreatedResponse = z.infer<typeof calendarFeedCreatedResponse>;

/** GET /calendar/:file: `file` is `{token}.ics`. Anything else answers 404 like a revoked token. */
export const calendarFeedParams = z.object({ file: z.string().max(200) });

/** The file name of a feed's token, and the token of a file name (null when it is not one). */
export const calendarFeedFile = (token: string) => `${token}.ics`;
export const calendarTokenOf = (file: string): string | null => {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file);
  return match ? match[1]! : null;
};
