/**
 * Guests join by name where guest mode is on. They get a signed ticket bound to one meeting id, valid for
 * twelve hours, which the classroom socket accepts in place of a session.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export const guestTicketLifetimeMs = 12 * 60 * 60 * 1000;

export interface GuestIdentity {
  id: string;
  name: string;
  meetingId: string;
}

export function createGuestTickets(secret: Buffer, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`guest:${payload}`).digest('base64url');
  return {
    issue(meetingId: string, name: string) {
      const id = randomUUID();
      const payload = [
        id,
        Buffer.from(meetingId).toString('base64url'),
        now() + guestTicketLifetimeMs,
        Buffer.from(name).toString('base64url'),
      ].join('.');
      return { token: `guest.${payload}.${sign(payload)}`, id };
    },
    verify(token: string): GuestIdentity | null {
      const parts = token.split('.');
      if (parts.length !== 6 || parts[0] !== 'guest') return null;
      const [, id, meeting, expires, name, signature] = parts as [string, string, string, string, string, string];
      const payload = [id, meeting, expires, name].join('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(expires) < now()) return null;
      return {
        id,
        meetingId: Buffer.from(meeting, 'base64url').toString(),
        name: Buffer.from(name, 'base64url').toString(),
      };
    },
  };
}
export type GuestTickets = ReturnType<typeof createGuestTickets>;
