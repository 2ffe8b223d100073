/**
 * The watermark statement (ADR 0025, ADR 0048) against a real database: what a window of receipts newly covers,
 * per reader, kind and sender, with watermarks already stored and a room history longer than the window reads.
 */
import { randomUUID } from 'node:crypto';
import { adminsOnlyRecipient } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/harness.js';
import type { Database } from '../../../db/client.js';
import { chatMessages } from '../../../db/schema/index.js';
import { createChatReceiptsRepository, type ReportedReceipt } from './receipts.repository.js';

describe('moveWatermarks', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Stores messages in order from the given senders; answers their keys. */
  async function post(room: string, senders: string[], to: string | null = null) {
    const keys: string[] = [];
    for (const sender of senders) {
      const key = randomUUID();
      await database.db.insert(chatMessages).values({
        key,
        room,
        kind: 'GROUP',
        sender: { key: sender, firstName: sender, lastName: '', otherNames: null, avatar: null, gender: null },
        to,
        content: 'hello',
      });
      keys.push(key);
    }
    return keys;
  }
  const read = (reader: string, messageId: string, kind: ReportedReceipt['kind'] = 'read'): ReportedReceipt => ({
    reader,
    messageId,
    kind,
    seesAdminsOnly: false,
  });
  /** What a move told, as `reader kind sender messageId`, sorted. */
  const told = (covered: { reader: string; kind: string; sender: string; messageId: string }[]) =>
    covered.map((c) => `${c.reader} ${c.kind} ${c.sender} ${c.messageId}`).sort();

  it('tells each sender their newest message a reader newly reached, from where the reader was', async () => {
    const repo = createChatReceiptsRepository(database.db);
    const room = `meet:${randomUUID()}`;
    // A history the window's readers have long passed: it must neither be told again nor slow the statement.
    const history = await post(
      room,
      Array.from({ length: 200 }, (_, i) => (i % 2 ? 'ann' : 'bob')),
    );
    const first = await repo.moveWatermarks(room, [read('cat', history.at(-1)!), read('dan', history.at(-1)!)]);
    expect(told(first.covered)).toEqual(
      [
        `cat delivered ann ${history[199]}`,
        `cat delivered bob ${history[198]}`,
        `cat read ann ${history[199]}`,
        `cat read bob ${history[198]}`,
        `dan delivered ann ${history[199]}`,
        `dan delivered bob ${history[198]}`,
        `dan read ann ${history[199]}`,
        `dan read bob ${history[198]}`,
      ].sort(),
    );

    const [a1, b1, a2] = await post(room, ['ann', 'bob', 'ann']);
    const second = await repo.moveWatermarks(room, [
      // cat received all three and read the first; dan read only bob's; eve is new and reached a1 only.
      read('cat', a2!, 'delivered'),
      read('cat', a1!),
      read('dan', b1!),
      read('eve', a1!, 'delivered'),
    ]);
    expect(told(second.covered)).toEqual(
      [
        `cat delivered ann ${a2}`,
        `cat delivered bob ${b1}`,
        `cat read ann ${a1}`,
        `dan delivered ann ${a1}`,
        `dan delivered bob ${b1}`,
        `dan read ann ${a1}`,
        `dan read bob ${b1}`,
        // eve had no watermark: everything up to a1 is new to her.
        `eve delivered ann ${a1}`,
        `eve delivered bob ${history[198]}`,
      ].sort(),
    );
    expect(second.found).toEqual(new Set([a2, a1, b1]));

    // A receipt behind the watermark moves nothing and tells nobody; a sender is never told about themself.
    const third = await repo.moveWatermarks(room, [read('cat', history[0]!), read('ann', a2!)]);
    expect(told(third.covered)).toEqual([`ann delivered bob ${b1}`, `ann read bob ${b1}`].sort());
  });

  it('passes messages for admins only without telling their sender, unless the reader sees them', async () => {
    const repo = createChatReceiptsRepository(database.db);
    const room = `meet:${randomUUID()}`;
    const [hidden] = await post(room, ['incognito'], adminsOnlyRecipient);
    const [open] = await post(room, ['ann']);
    const moved = await repo.moveWatermarks(room, [
      read('pupil', open!),
      { ...read('admin', open!), seesAdminsOnly: true },
    ]);
    expect(told(moved.covered)).toEqual(
      [
        `admin delivered ann ${open}`,
        `admin delivered incognito ${hidden}`,
        `admin read ann ${open}`,
        `admin read incognito ${hidden}`,
        `pupil delivered ann ${open}`,
        `pupil read ann ${open}`,
      ].sort(),
    );
  });

  it('answers only the messages of the room and stores nothing for the others', async () => {
    const repo = createChatReceiptsRepository(database.db);
    const room = `meet:${randomUUID()}`;
    const [elsewhere] = await post(`meet:${randomUUID()}`, ['ann']);
    const moved = await repo.moveWatermarks(room, [read('cat', elsewhere!), read('cat', 'not-a-uuid')]);
    expect(moved).toEqual({ found: new Set(), covered: [] });
  });
});
