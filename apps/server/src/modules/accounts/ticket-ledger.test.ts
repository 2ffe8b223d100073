import { describe, expect, it } from 'vitest';
import { createTicketLedger } from './ticket-ledger.js';

describe('ticket ledger in memory', () => {
  it('spends a ticket once, and forgets it once it would have expired', async () => {
    let at = 1_000;
    const ledger = createTicketLedger(null, () => at);
    expect(await ledger.spend('sig-a', 60_000)).toBe(true);
    expect(await ledger.spend('sig-a', 59_000)).toBe(false);
    expect(await ledger.spend('sig-b', 60_000)).toBe(true);
    at += 60_000;
    expect(await ledger.spend('sig-a', 1)).toBe(true);
  });

  it('sweeps expired tickets so memory stays bounded', async () => {
    let at = 0;
    const ledger = createTicketLedger(null, () => at);
    for (let i = 0; i < 1500; i++) await ledger.spend(`old-${i}`, 10);
    at = 100;
    expect(await ledger.spend('old-0', 10)).toBe(true);
    expect(await ledger.spend('old-0', 10)).toBe(false);
  });
});
