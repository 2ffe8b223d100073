/**
 * The Alternative Meeting Link (website setting ALT_MEETING_LINK, issue 31, ADR 0062): signed-in people read it with
 * the website settings, visitors do not; the lobby's admission answer carries it to those it lets in, never with a
 * refusal; a lesson's calendar entry offers it too. Unset, it is null everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import { useWorld } from '../../../test/world.js';

const link = { url: 'https://meet.example.org/chalkline-fallback', label: 'School video room' };

describe('the Alternative Meeting Link', () => {
  const s = useWorld();
  const settings = (cookie?: string) => s.call('GET', '/api/website/settings?keys=ALT_MEETING_LINK', undefined, cookie);
  const admission = (cookie?: string) =>
    s.call('POST', '/api/meet/admission', { meetingId: s.w.studentA.user.meetingId, config: {} }, cookie);
  const save = (value: typeof link) =>
    s.call('PUT', '/api/admin/website-settings/alt-meeting-link', { value }, s.w.admin.cookie);
  let lesson: string;
  beforeAll(async () => {
    const row = await buildSchedule(s.t.database.db, {
      programId: s.w.program.id,
      studentId: s.w.studentA.user.id,
      time: new Date(Date.now() + 3 * 60 * 60 * 1000),
      tutorIds: [s.w.tutorA.user.id],
    });
    lesson = row.id;
  });

  it('is null for everyone while the school has none, and absent from the lesson’s calendar entry', async () => {
    expect((await settings(s.w.studentA.cookie)).body.data.settings.ALT_MEETING_LINK).toBeNull();
    expect((await admission(s.w.studentA.cookie)).body.data.altMeetingLink).toBeNull();
    const ics = await s.t.app.inject({
      method: 'GET',
      url: `/api/accounts/schedules/${lesson}/calendar.ics`,
      headers: { cookie: s.w.studentA.cookie },
    });
    expect(ics.body).not.toContain('alternative meeting link');
  });

  it('once set, is served to signed-in people of every role and to the lobby’s admitted, never to visitors', async () => {
    expect((await save(link)).status).toBe(200);
    for (const person of [s.w.studentA, s.w.tutorA, s.w.admin])
      expect((await settings(person.cookie)).body.data.settings.ALT_MEETING_LINK).toEqual(link);
    // Visitors of the public site read the other keys, but not this one, whether named or not.
    expect((await settings()).body.data.settings.ALT_MEETING_LINK).toBeNull();
    expect((await s.call('GET', '/api/website/settings')).body.data.settings.ALT_MEETING_LINK).toBeNull();

    for (const person of [s.w.studentA, s.w.tutorA]) {
      const answer = (await admission(person.cookie)).body.data;
      expect(answer.decision).not.toBe('refused');
      expect(answer.altMeetingLink).toEqual(link);
    }
    // Student B may not enter A's classroom, and a visitor is refused where guests are not let in: no link.
    for (const cookie of [s.w.studentB.cookie, undefined]) {
      const refused = (await admission(cookie)).body.data;
      expect(refused.decision).toBe('refused');
      expect(refused).not.toHaveProperty('altMeetingLink');
    }
  });

  it('is offered in a lesson’s calendar entry, with the text that it is the fallback', async () => {
    const ics = await s.t.app.inject({
      method: 'GET',
      url: `/api/accounts/schedules/${lesson}/calendar.ics`,
      headers: { cookie: s.w.studentA.cookie },
    });
    // Unfolded (RFC 5545 folds long lines at 75 octets with CRLF and a space).
    const text = ics.body.replace(/\r\n /g, '');
    expect(text).toContain('If the classroom will not connect\\, use the alternative meeting link instead.');
    expect(text).toContain(`School video room: ${link.url}`);
  });

  it('goes away when the admin clears it', async () => {
    expect((await save({ url: '', label: '' })).status).toBe(200);
    expect((await settings(s.w.studentA.cookie)).body.data.settings.ALT_MEETING_LINK).toEqual({ url: '', label: '' });
    expect((await admission(s.w.studentA.cookie)).body.data.altMeetingLink).toBeNull();
  });
});
