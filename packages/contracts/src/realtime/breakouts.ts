/**
 * Breakout rooms (issue 34, ADR 0087; rules B1–B12 in docs/realtime-protocol.md): a host opens 2–20 rooms inside
 * the classroom, assigns people by hand, at random or lets students choose, runs a timer with a one-minute warning,
 * sends a message to every room, visits a room from the main one, and closes them all. Each room has its own chat
 * and media routing; the room state lives in the classroom's record (memory or Redis), so every node agrees.
 */
import { z } from 'zod';
import {
  type BreakoutCockpit,
  type BreakoutsClosedBy,
  type BreakoutsView,
  breakoutLimits,
  visitModes,
} from './breakout-texts.js';
import type { Ack } from './events.js';

export * from './breakout-texts.js';

const roomNumber = z.number().int().min(1).max(breakoutLimits.maxRooms);
const connection = z.string().min(1).max(200);

/** `breakout_open`: how many rooms, optional names, and whether students may choose their room. */
export const breakoutOpenPayload = z
  .object({
    count: z.number().int().min(breakoutLimits.minRooms).max(breakoutLimits.maxRooms),
    names: z.array(z.string().trim().min(1).max(breakoutLimits.nameMax)).max(breakoutLimits.maxRooms).optional(),
    allowChoose: z.boolean().default(false),
  })
  .strict();
/** `breakout_assign`: by hand; `room: null` sends the person back to the main room. */
export const breakoutAssignPayload = z
  .object({
    assignments: z
      .array(z.object({ connection, room: roomNumber.nullable() }).strict())
      .min(1)
      .max(500),
  })
  .strict();
/** `breakout_shuffle`: every student at random, as evenly as the rooms allow. */
export const breakoutShufflePayload = z.object({}).strict();
export const breakoutLetChoosePayload = z.object({ allowed: z.boolean() }).strict();
/** `breakout_choose`: a student picks a room (null: the main room) while the host lets them. */
export const breakoutChoosePayload = z.object({ room: roomNumber.nullable() }).strict();
/** `breakout_timer`: seconds from now until every room closes; null stops the timer. */
export const breakoutTimerPayload = z
  .object({
    seconds: z.number().int().min(breakoutLimits.timerMinSeconds).max(breakoutLimits.timerMaxSeconds).nullable(),
  })
  .strict();
export const breakoutBroadcastPayload = z
  .object({ text: z.string().trim().min(1, 'Write a message first').max(breakoutLimits.broadcastMax) })
  .strict();
/** `breakout_visit`: a host hears (and with `speak`, is heard in) a room without leaving the main one; null ends it. */
export const breakoutVisitPayload = z
  .object({ room: roomNumber.nullable(), mode: z.enum(visitModes).default('listen') })
  .strict();
export const breakoutClosePayload = z.object({}).strict();
export const breakoutCockpitPayload = z.object({}).strict();

type Breakouts = { breakouts: BreakoutsView };

export interface BreakoutsClientToServer {
  breakout_open: (payload: z.input<typeof breakoutOpenPayload>, ack: Ack<Breakouts>) => void;
  breakout_assign: (payload: z.input<typeof breakoutAssignPayload>, ack: Ack<Breakouts>) => void;
  breakout_shuffle: (payload: z.input<typeof breakoutShufflePayload>, ack: Ack<Breakouts>) => void;
  breakout_let_choose: (payload: z.input<typeof breakoutLetChoosePayload>, ack: Ack<Breakouts>) => void;
  breakout_choose: (payload: z.input<typeof breakoutChoosePayload>, ack: Ack<Breakouts>) => void;
  breakout_timer: (payload: z.input<typeof breakoutTimerPayload>, ack: Ack<Breakouts>) => void;
  breakout_broadcast: (payload: z.input<typeof breakoutBroadcastPayload>, ack: Ack<{ sent: number }>) => void;
  breakout_visit: (payload: z.input<typeof breakoutVisitPayload>, ack: Ack<Breakouts>) => void;
  breakout_close: (payload: z.input<typeof breakoutClosePayload>, ack: Ack<{ closed: boolean }>) => void;
  breakout_cockpit: (payload: z.input<typeof breakoutCockpitPayload>, ack: Ack<BreakoutCockpit>) => void;
}

export interface BreakoutsServerToClient {
  /** The rooms changed (opened, people moved, timer set, a visit): everyone admitted; null once closed. */
  breakouts_changed: (payload: { breakouts: BreakoutsView | null; closedBy?: BreakoutsClosedBy }) => void;
  /** The timer ends soon (B5): everyone admitted, once per timer. */
  breakout_warning: (payload: { endsAt: number; secondsLeft: number }) => void;
  /** A host's message to every room (B6): everyone admitted. */
  breakout_broadcast: (payload: {
    text: string;
    from: { connection: string; firstName: string; lastName: string };
  }) => void;
}

/** The snapshot's field: the rooms open now (absent or null: none). */
export const breakoutsSnapshotField = z.custom<BreakoutsView>((v) => typeof v === 'object' && v !== null).nullish();
