/**
 * Abuse limits hold across nodes (ADR 0014, 0055): with `REDIS_URL` the counters live in Redis, so a second node
 * gives no fresh budget. Coupon checks per person and per address, public forms and the newsletter per address.
 */
import { randomUUID } from 'node:crypto';
import { formTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { useTwoNodes } from '../../test/two-nodes.js';
import { couponLimits, couponTooMany } from '../modules/billing/coupon-guard.js';
import { formLimits } from '../modules/forms/spam-guard.js';

const s = useTwoNodes({ MEDIA_WORKER: 'false' });
const post = (node: TestApp, url: string, payload: object, remoteAddress: string, cookie?: string) =>
  node.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
/** Alternates the nodes: even attempts on A, odd on B. */
const nodeFor = (i: number) => (i % 2 === 0 ? s.nodeA : s.nodeB);

describe('limits across two nodes', () => {
  it('coupon checks: a person’s budget and an address’s budget are shared by the nodes', async () => {
    const verify = (i: number, cookie: string, ip: string) =>
      post(nodeFor(i), '/api/payments/coupons/verify', { code: 'GUESS1', planKey: randomUUID() }, ip, cookie);
    const { studentA, studentB } = s.w;
    for (let i = 0; i < couponLimits.perPerson.points; i++)
      expect((await verify(i, studentA.cookie, `198.51.100.${i}`)).statusCode).not.toBe(429);
    const refused = await verify(1, studentA.cookie, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(couponTooMany);
    expect((await verify(0, studentB.cookie, '198.51.100.201')).statusCode).not.toBe(429);

    // One address, many people: refused once the address's budget is spent, whoever asks.
    const ip = '198.51.100.250';
    for (let i = 0; i < couponLimits.perIp.points; i++) {
      const person = await s.nodeA.signUp('STUDENT');
      expect((await verify(i, person.cookie, ip)).statusCode).not.toBe(429);
    }
    const fresh = await s.nodeA.signUp('STUDENT');
    expect((await verify(1, fresh.cookie, ip)).statusCode).toBe(429);
  });

  it('the contact form and the newsletter: an address’s budget is shared by the nodes', async () => {
    const contact = (i: number) => ({
      names: 'Ada Obi',
      email: `ada-${i}-${randomUUID()}@example.test`,
      subject: 'Lessons',
      message: 'Do you teach algebra?',
    });
    for (let i = 0; i < formLimits.perIp.points; i++)
      expect((await post(nodeFor(i), '/api/website/contact-form', contact(i), '203.0.113.9')).statusCode).toBe(201);
    const over = await post(s.nodeB, '/api/website/contact-form', contact(99), '203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(formTexts.tooMany);

    const signUp = (i: number) => ({ email: `n-${i}-${randomUUID()}@example.test` });
    for (let i = 0; i < formLimits.perIp.points; i++)
      expect((await post(nodeFor(i), '/api/website/newsletter', signUp(i), '203.0.113.10')).statusCode).not.toBe(429);
    expect((await post(s.nodeA, '/api/website/newsletter', signUp(99), '203.0.113.10')).statusCode).toBe(429);
  });
});
