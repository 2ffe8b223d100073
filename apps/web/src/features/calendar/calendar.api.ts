/** The calendar feed's calls (ADR 0062) and the address of a lesson's `.ics` file. */
import { api, apiBase } from '../../lib/api';

export const calendarFeedKey = ['calendar-feed'] as const;

/** Whether the person's feed is on (never its address: the server keeps only its hash). */
export const fetchCalendarFeed = async () => (await api.get('/accounts/calendar-feed')).data.feed;

/** Turns the feed on or gives it a new address; the answer holds the address, shown this once. */
export const turnOnCalendarFeed = () => api.post('/accounts/calendar-feed');

/** Turns the feed off: its address answers 404 from now on. */
export const turnOffCalendarFeed = () => api.delete('/accounts/calendar-feed');

/** The `.ics` file of one lesson the person may see, opened as a download link. */
export const lessonCalendarFile = (scheduleKey: string) =>
  `${apiBase}/accounts/schedules/${encodeURIComponent(scheduleKey)}/calendar.ics`;
