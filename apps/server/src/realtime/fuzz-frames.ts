/**
 * Malformed classroom frames for the hostile-client suite (R2, issue 15): for every event of contracts' event
 * table, payloads shaped after its schema and then broken — wrong types, missing and extra fields, huge strings,
 * arrays, nulls, prototype keys, NULs, binary where text belongs — from a seeded generator, so a failing frame
 * can be replayed. Used by `fuzz.socket.test.ts` (a few thousand frames) and `bench/classroom-fuzz.bench.ts`
 * (100,000). Only the test and the bench import this file.
 */
import { type ClientEventName, meetClientEvents } from '@chalkline/contracts';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import { findNul } from '../http/nul-guard.js';

/** One frame: the event, its arguments as sent (payload first), and whether an ack callback goes last. */
export interface FuzzFrame {
  event: ClientEventName;
  args: unknown[];
  withAck: boolean;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same frames. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof seeded>;

/** Objects whose own keys would pollute prototypes if a handler merged them naively. */
const prototypeKeys = () =>
  JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{}}');

const hugeString = (r: Rng) => 'x'.repeat(r.pick([5_000, 70_000, 300_000]));

/** A value of the wrong kind for almost anything. */
function junk(r: Rng, depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => undefined,
    () => true,
    () => 0,
    () => -1,
    () => 1e308,
    () => Number.NaN,
    () => 2 ** 53 + 1,
    () => '',
    () => ' ',
    () => 'a\u0000b',
    () => '<img src=x onerror=alert(1)>',
    () => '../../etc/passwd',
    () => '\u{1F525}'.repeat(500),
    () => '00000000-0000-0000-0000-000000000000',
    () => 'meet:../../x',
    () => hugeString(r),
    () => [],
    () => [1, 'two', null],
    () => Array.from({ length: 2000 }, (_, i) => i),
    () => ({}),
    () => prototypeKeys(),
    () => Buffer.from([0, 1, 2, 255]),
    () => Buffer.alloc(0),
    () => (depth < 3 ? { nested: junk(r, depth + 1), list: [junk(r, depth + 1)] } : 'deep'),
    () => {
      // A deep chain of objects.
      let v: unknown = 'bottom';
      for (let i = 0; i < 200; i++) v = { v };
      return v;
    },
  ];
  return r.pick(choices)();
}

// biome-ignore lint/suspicious/noExplicitAny: walks zod's internal definitions.
type Def = { type: string; [key: string]: any };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A value shaped after `schema`, broken here and there (more often at the top, where the checks start). */
function shapedAfter(schema: unknown, r: Rng, breakChance: number, depth = 0): unknown {
  if (depth > 6 || r.chance(breakChance)) return junk(r);
  const def = defOf(schema);
  const deeper = (s: unknown) => shapedAfter(s, r, breakChance * 0.8, depth + 1);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        if (r.chance(0.12)) continue; // a missing field
        out[key] = deeper(child);
      }
      if (r.chance(0.1)) out[r.pick(['extra', 'isAdmin', 'isHost', 'sender', 'from'])] = junk(r);
      if (r.chance(0.05))
        for (const [k, v] of Object.entries(prototypeKeys()))
          Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return r.chance(0.2) ? undefined : deeper(def.innerType);
    case 'pipe':
      return deeper(def.in);
    case 'union':
      return deeper(r.pick(def.options as unknown[]));
    case 'array':
      return Array.from({ length: r.pick([0, 1, 3, 50]) }, () => deeper(def.element));
    case 'record':
      return { [String(r.int(1000))]: deeper(def.valueType) };
    case 'string':
      return r.pick([
        '',
        'hello',
        `${r.int(1e8).toString(16).padStart(8, '0')}-0000-4000-8000-${r.int(1e12).toString(16).padStart(12, '0')}`,
        'meet:program:x',
        'x'.repeat(r.pick([10, 201, 4001, 70_000])),
      ]);
    case 'number':
    case 'int':
      return r.pick([0, 1, -5, 2, 7, 1.5, 1e9]);
    case 'boolean':
      return r.chance(0.5);
    case 'enum':
      return r.chance(0.7) ? r.pick(Object.values(def.entries as Record<string, unknown>)) : 'not-a-member';
    case 'literal':
      return r.pick(def.values as unknown[]);
    case 'custom':
      return r.pick([Buffer.from([1, 2, 3]), Buffer.alloc(0), 'AAEC', [1, 2, 3]]);
    default:
      return junk(r);
  }
}

const events = Object.keys(meetClientEvents) as (keyof typeof meetClientEvents)[];

/** `count` frames from `seed`, spread over every classroom event. */
export function* fuzzFrames(seed: number, count: number): Generator<FuzzFrame> {
  const r = seeded(seed);
  for (let i = 0; i < count; i++) {
    const event = events[i % events.length]!;
    const schema = meetClientEvents[event] as z.ZodType;
    const shape = r.int(10);
    let args: unknown[];
    if (shape === 0) args = [];
    else if (shape === 1) args = [junk(r)];
    else if (shape === 2) args = [shapedAfter(schema, r, 0.3), junk(r), junk(r)];
    else args = [shapedAfter(schema, r, 0.35)];
    // Socket.IO closes a connection whose frame passes 1 MB (maxHttpBufferSize): keep frames under it.
    if (sizeOf(args) > 900_000) args = [hugeString(r)];
    yield { event, args, withAck: !r.chance(0.08) };
  }
}

/** About how many bytes `value` takes on the wire. */
function sizeOf(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value === 'string') return value.length * 2;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + sizeOf(v), 2);
  if (value && typeof value === 'object')
    return Object.entries(value).reduce((n, [k, v]) => n + k.length + sizeOf(v), 2);
  return 8;
}

/** Sends one frame; answers `'none'` for a frame without ack, `'timeout'` when no answer came in time. */
export async function sendFrame(socket: Socket, frame: FuzzFrame, timeoutMs = 5000): Promise<unknown> {
  if (!frame.withAck) {
    socket.emit(frame.event, ...frame.args);
    return 'none';
  }
  try {
    return await socket.timeout(timeoutMs).emitWithAck(frame.event, ...frame.args);
  } catch {
    return 'timeout';
  }
}

/**
 * The payload as the server receives it: Socket.IO sends JSON (undefined fields dropped, undefined in arrays
 * and non-finite numbers become null) with binary kept as binary. Own `__proto__` keys stay own keys.
 */
export function asReceived(value: unknown): unknown {
  if (value === undefined || value === null) return value ?? undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value);
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : asReceived(v)));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      Object.defineProperty(out, k, { value: asReceived(v), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/** Whether the server must refuse this frame: its payload (as received) fails the event's schema or holds a NUL. */
export function mustRefuse(frame: FuzzFrame): boolean {
  // An undefined argument travels as null; no argument at all arrives as undefined.
  const payload = frame.args.length === 0 ? undefined : frame.args[0] === undefined ? null : asReceived(frame.args[0]);
  if (findNul(payload)) return true;
  return !(meetClientEvents[frame.event as keyof typeof meetClientEvents] as z.ZodType).safeParse(payload).success;
}
