/**
 * The node's overload signal (ADR 0069): cheap readings taken every 250 ms — event-loop delay (p99 of the
 * window, `monitorEventLoopDelay`), event-loop utilisation, V8 heap in use, chat database writes in flight and
 * callers queued for a pool connection, and packets waiting in this node's socket write buffers — turned into one
 * level. `ok`: serve everything. `shed`: drop what the next event makes up for (receipts, typing, reactions; see
 * `modules/classroom/room/load-shedding.ts`). `refuse`: also refuse new chat messages (`RATE_LIMITED`) and API
 * requests (503 with Retry-After). A level rises at the first window over its threshold and falls one step only
 * after `calmWindows` windows in a row under it, so the node does not flap.
 */
import { type IntervalHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

export type LoadLevel = 'ok' | 'shed' | 'refuse';

/** One window's readings. */
export interface LoadReading {
  /** Event-loop delay, 99th percentile over the window, in ms. */
  lagP99Ms: number;
  /** Share of the window the event loop was busy, 0–1. */
  utilisation: number;
  heapUsedBytes: number;
  /** Chat writes (messages, receipt windows) started and not yet settled. */
  pendingWrites: number;
  /** Callers waiting for a database connection (PostgreSQL pools; 0 otherwise). */
  poolWaiting: number;
  /** Packets waiting in this node's socket write buffers, all sockets together. */
  bufferedPackets: number;
}

type Thresholds = Omit<LoadReading, never>;

export interface OverloadLimits {
  /** Any reading at or over its `shed` value makes the level at least `shed`; over `refuse`, `refuse`. */
  shed: Thresholds;
  refuse: Thresholds;
  /** Windows in a row under the thresholds before the level falls one step. */
  calmWindows: number;
  sampleMs: number;
}

const mib = 1024 * 1024;

/** The limits (docs/realtime-protocol.md R37, ADR 0069): the measured knee of one node on two cores, with margin. */
export const overloadLimits: OverloadLimits = {
  // Shedding drops what people see (typing, ticks, reactions): it waits for a loop late by two seconds, not the
  // hiccups of a machine shared with browsers, and a busy loop alone never sheds (the journeys met both).
  shed: {
    lagP99Ms: 2_000,
    utilisation: Number.POSITIVE_INFINITY,
    heapUsedBytes: 256 * mib,
    pendingWrites: 24,
    poolWaiting: 10,
    bufferedPackets: 20_000,
  },
  // Refusing is for evidence of queued work: writes in flight, callers waiting for the pool, packets waiting to go.
  // A late or busy loop and a large heap only shed: on a machine shared with other processes the loop is late for a
  // second at a time, and refusing every request then turned a slow page into an error (ADR 0069).
  refuse: {
    lagP99Ms: Number.POSITIVE_INFINITY,
    utilisation: Number.POSITIVE_INFINITY,
    heapUsedBytes: Number.POSITIVE_INFINITY,
    pendingWrites: 48,
    poolWaiting: 40,
    bufferedPackets: 60_000,
  },
  calmWindows: 4,
  sampleMs: 250,
};

const over = (reading: LoadReading, limit: Thresholds) =>
  (Object.keys(limit) as (keyof Thresholds)[]).filter((name) => reading[name] >= limit[name]);

/** The level one window's readings call for, with the readings over their thresholds (for the log). */
export function levelOf(reading: LoadReading, limits: Pick<OverloadLimits, 'shed' | 'refuse'>) {
  const refusing = over(reading, limits.refuse);
  if (refusing.length) return { level: 'refuse' as const, because: refusing };
  const shedding = over(reading, limits.shed);
  return { level: shedding.length ? ('shed' as const) : ('ok' as const), because: shedding };
}

const rank: Record<LoadLevel, number> = { ok: 0, shed: 1, refuse: 2 };
const byRank: LoadLevel[] = ['ok', 'shed', 'refuse'];

/** The next level: up at once, down one step after `calmWindows` calmer windows in a row. */
export function nextLevel(current: LoadLevel, wanted: LoadLevel, calm: number, calmWindows: number) {
  if (rank[wanted] >= rank[current]) return { level: wanted, calm: 0 };
  if (calm + 1 < calmWindows) return { level: current, calm: calm + 1 };
  return { level: byRank[rank[current] - 1]!, calm: 0 };
}

export interface OverloadMonitorOptions {
  limits?: Partial<OverloadLimits>;
  poolWaiting?: () => number;
  /** Packets in the write buffers (set once realtime exists: `outgoing-buffers.ts`). */
  bufferedPackets?: () => number;
  onChange?: (level: LoadLevel, reading: LoadReading, because: string[]) => void;
}

export function createOverloadMonitor(options: OverloadMonitorOptions = {}) {
  const limits = { ...overloadLimits, ...options.limits };
  let level: LoadLevel = 'ok';
  let calm = 0;
  let pinned: LoadLevel | null = null;
  let pendingWrites = 0;
  let bufferedPackets = options.bufferedPackets ?? (() => 0);
  let last: LoadReading = {
    lagP99Ms: 0,
    utilisation: 0,
    heapUsedBytes: 0,
    pendingWrites: 0,
    poolWaiting: 0,
    bufferedPackets: 0,
  };
  let delay: IntervalHistogram | null = null;
  let elu = performance.eventLoopUtilization();
  let timer: NodeJS.Timeout | null = null;

  function sample() {
    const now = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(now, elu);
    last = {
      // The histogram is in nanoseconds; an empty window (no sample yet) reads 0.
      lagP99Ms: delay && delay.count > 0 ? delay.percentile(99) / 1e6 : 0,
      // A window shorter than 100 ms (a sample taken by hand) says nothing about how busy the loop is.
      utilisation: window.idle + window.active >= 100 ? window.utilization : 0,
      heapUsedBytes: getHeapStatistics().used_heap_size,
      pendingWrites,
      poolWaiting: options.poolWaiting?.() ?? 0,
      bufferedPackets: bufferedPackets(),
    };
    elu = now;
    delay?.reset();
    const wanted = levelOf(last, limits);
    const next = nextLevel(level, wanted.level, calm, limits.calmWindows);
    calm = next.calm;
    if (next.level !== level) {
      level = next.level;
      options.onChange?.(level, last, wanted.because);
    }
  }

  return {
    limits,
    /** Starts sampling (the timer does not hold the process open). */
    start() {
      if (timer) return;
      delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      elu = performance.eventLoopUtilization();
      timer = setInterval(sample, limits.sampleMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      delay?.disable();
      delay = null;
    },
    /** Takes one reading now (tests; the timer does this every `sampleMs`). */
    sample,
    /** The current level (a pinned one wins). */
    level: (): LoadLevel => pinned ?? level,
    /** The last window's readings, with the writes in flight now. */
    reading: (): LoadReading => ({ ...last, pendingWrites }),
    /**
     * Holds the level whatever the readings say, or `null` to follow them again: a drill, or a node about to be
     * drained, and the tests of what each level does.
     */
    pin(to: LoadLevel | null) {
      pinned = to;
    },
    /** Whether chat writes in flight are at the refusing threshold right now (checked per message, not sampled). */
    writesFull: () => pendingWrites >= limits.refuse.pendingWrites,
    /** Counts a chat write while it runs. */
    async trackWrite<T>(write: Promise<T>): Promise<T> {
      pendingWrites += 1;
      try {
        return await write;
      } finally {
        pendingWrites -= 1;
      }
    },
    /** Where the write-buffer reading comes from, once realtime exists. */
    readBuffersWith(read: () => number) {
      bufferedPackets = read;
    },
  };
}
export type OverloadMonitor = ReturnType<typeof createOverloadMonitor>;
