/**
 * Unsubscribe links for people who never subscribed (mailings sent to roles, ADR 0041): the address signed with the
 * server secret, so the link works without a stored row and cannot be forged for another address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const prefix = 'o.';

const signatureOf = (secret: Buffer, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${email}`).digest('base64url');

export function signOptOut(secret: Buffer, email: string): string {
  return `${prefix}${Buffer.from(email).toString('base64url')}.${signatureOf(secret, email)}`;
}

/** The address a signed opt-out token names, or null when it is not one of ours. */
export function readOptOut(secret: Buffer, token: string): string | null {
  if (!token.startsWith(prefix)) return null;
  const [encoded, signature] = token.slice(prefix.length).split('.');
  if (!encoded || !signature) return null;
  const email = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(signatureOf(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
