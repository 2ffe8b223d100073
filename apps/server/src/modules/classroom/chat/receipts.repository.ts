/**
 * Chat receipts as watermarks (ADR 0025): per member and room, the `seq` of the newest message they received and
 * read. A message's `delivered` and `read` lists are derived from them in the query that reads the message.
 */
import { adminsOnlyRecipient } from '@chalkline/contracts';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { chatMessages, chatReceipts } from '../../../db/schema/index.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Members (the sender aside) whose watermark has reached the message. */
const reachedBy = (watermark: SQL) =>
  sql<string[]>`array(select ${chatReceipts.memberKey} from ${chatReceipts}
    where ${chatReceipts.room} = ${chatMessages.room} and ${watermark} >= ${chatMessages.seq}
      and ${chatReceipts.memberKey} <> ${chatMessages.sender}->>'key'
    order by ${chatReceipts.memberKey})`;

/** A message's columns with its derived receipt lists, the shape every message read answers. */
export const messageWithReceipts = {
  ...getTableColumns(chatMessages),
  delivered: reachedBy(sql`${chatReceipts.deliveredUntil}`),
  read: reachedBy(sql`${chatReceipts.readUntil}`),
};

/** A receipt as a member reports it: the message they received, or read. */
export interface ReportedReceipt {
  reader: string;
  messageId: string;
  kind: 'delivered' | 'read';
  /** Whether the reader receives messages for admins only (R12); others' receipts never cover those. */
  seesAdminsOnly: boolean;
}

/** A sender's newest message that a reader's watermark newly covered. */
export interface Covered extends Omit<ReportedReceipt, 'seesAdminsOnly'> {
  sender: string;
  seq: number;
}

/** What moving watermarks changed: the messages found in the room, and per reader and sender what is new. */
export interface WatermarkMoves {
  found: Set<string>;
  covered: Covered[];
}

// Drivers differ in whether they parse json columns.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function createChatReceiptsRepository(db: Db) {
  return {
    /**
     * Moves each reader's watermarks forward to the newest message they reported (reading also delivers), never
     * back, in one statement for a whole window of a room's receipts. Answers which messages exist in the room and,
     * per reader, kind and sender (the reader aside), the sender's newest message the move newly covers.
     */
    async moveWatermarks(room: string, receipts: ReportedReceipt[]): Promise<WatermarkMoves> {
      const valid = receipts.filter((r) => uuidPattern.test(r.messageId));
      if (!valid.length) return { found: new Set(), covered: [] };
      const input = JSON.stringify(
        valid.map((r) => ({ reader: r.reader, key: r.messageId, read: r.kind === 'read', admin: r.seesAdminsOnly })),
      );
      const result = await db.execute(sql`
        with reported as (
          select i.reader, i.key, i.read, i.admin, m.seq
          from json_to_recordset(${input}::json) as i(reader text, key uuid, read boolean, admin boolean)
          join ${chatMessages} m on m.key = i.key and m.room = ${room}::text
        ), wanted as (
          select reader, bool_or(admin) as admin, max(seq) as delivered, max(case when read then seq else 0 end) as read
          from reported group by reader
        ), moved as (
          insert into ${chatReceipts} (room, member_key, delivered_until, read_until)
          select ${room}::text, reader, delivered, read from wanted
          on conflict (room, member_key) do update set
            delivered_until = greatest(${chatReceipts.deliveredUntil}, excluded.delivered_until),
            read_until = greatest(${chatReceipts.readUntil}, excluded.read_until),
            updated_at = now()
          returning 1
        ), ranges as materialized (
          -- Every part of the statement reads the snapshot from before the upsert: these are the old watermarks.
          select w.reader, w.admin, k.kind,
            case when k.kind = 'read' then coalesce(p.read_until, 0) else coalesce(p.delivered_until, 0) end as after,
            case when k.kind = 'read' then w.read else w.delivered end as until
          from wanted w
          left join ${chatReceipts} p on p.room = ${room}::text and p.member_key = w.reader
          cross join (values ('delivered'), ('read')) as k(kind)
        ), covered as (
          -- Per range, only its messages (an index range on (room, seq)), whatever the room's history holds.
          select distinct on (r.reader, r.kind, c.sender->>'key')
            r.reader, r.kind, c.sender->>'key' as sender, c.key::text as "messageId", c.seq
          from ranges r
          cross join lateral (
            select m.sender, m.key, m.seq from ${chatMessages} m
            where m.room = ${room}::text and m.seq > r.after and m.seq <= r.until
              and m.sender->>'key' <> r.reader and (r.admin or m."to" is distinct from ${adminsOnlyRecipient}::text)
          ) c
          order by r.reader, r.kind, c.sender->>'key', c.seq desc
        )
        select
          (select coalesce(json_agg(distinct key::text), '[]'::json) from reported) as found,
          (select coalesce(json_agg(covered), '[]'::json) from covered) as covered,
          (select count(*) from moved) as moved`);
      const [row] = (result as unknown as { rows: Record<'found' | 'covered', unknown>[] }).rows;
      return {
        found: new Set(parsed<string[]>(row?.found ?? '[]')),
        covered: parsed<Covered[]>(row?.covered ?? '[]').map((c) => ({ ...c, seq: Number(c.seq) })),
      };
    },
  };
}
export type ChatReceiptsRepository = ReturnType<typeof createChatReceiptsRepository>;
