/**
 * Several server nodes behind one address (ADR 0014). With `REDIS_URL` set, every Socket.IO namespace uses the
 * Redis adapter, each node holds a lease in Redis that it renews while alive, and nodes talk to each other over a
 * small bus (Socket.IO server-side events). Without it, one node: no lease, no bus, nothing leaves the process.
 */
import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';

export interface RedisSettings {
  url: string;
  /** Every key this node writes starts with it, so deployments (and test runs) can share one Redis. */
  keyPrefix: string;
}

/** How long a node's lease lives without renewal, and how often it is renewed. */
export const nodeLease = { ttlMs: 15_000, renewMs: 5_000 };

/**
 * Why a person's connections end: suspended (restorable), deleted, demoted (an admin lost a role or a group: they
 * sign in again with what is left), their password changed (by them or through an emailed reset link), or they
 * turned two-factor sign-in on (their other browsers sign in again with it: ADR 0056).
 */
export type AccountEndReason = 'suspended' | 'deleted' | 'demoted' | 'password-changed' | 'two-factor-on';

/** Events between nodes: name → arguments. Only strings, numbers and booleans travel (JSON between nodes). */
export interface BusEvents {
  /** A classroom let its open board go: nodes holding a copy save and release it. */
  'board:released': [whiteboardId: string];
  /** A client's update to an open board, base64. */
  'board:update': [whiteboardId: string, update: string];
  /** Asks for a node's live copy of a board. */
  'board:state': [whiteboardId: string];
  /** A host on another node lets in a socket waiting on this one. */
  'classroom:admit': [namespace: string, roomKey: string, socketId: string];
  /** A classroom's breakout rooms changed (ADR 0087): nodes holding its media re-route it (before, after: JSON). */
  'classroom:breakouts': [roomKey: string, before: string, after: string];
  /** A classroom ended: nodes release its media router. */
  'room:closed': [roomKey: string];
  /** A session ended (sign-out, revocation): nodes forget its cached viewer (ADR 0024). */
  'session:revoked': [sessionId: string];
  /** All of a person's sessions ended: nodes forget every cached viewer of theirs. */
  'session:user-revoked': [userId: string];
  /**
   * A person was suspended, deleted or demoted, or their password changed: each node ends their open sockets
   * (classroom seats freed), except those of `keepSession` ('' for none: the browser that changed the password).
   */
  'account:ended': [userId: string, reason: AccountEndReason, keepSession: string];
  /** A person's sessions live on but what they may do changed (admin grants): nodes forget their cached viewers. */
  'session:user-changed': [userId: string];
  /** An admin changed the school policies: nodes forget their cached copy. */
  'school:settings-changed': [];
  /** An admin changed a website setting: nodes forget their cached copy. */
  'website:settings-changed': [];
}
/** What each node answers to a `request` of these events (null: nothing to say). */
export interface BusAnswers {
  'board:state': string;
  'classroom:admit': boolean;
}
export type BusEvent = keyof BusEvents;
type BusAnswer<E extends BusEvent> = E extends keyof BusAnswers ? BusAnswers[E] | null : unknown;
export type BusHandler<E extends BusEvent> = (...args: BusEvents[E]) => BusAnswer<E> | Promise<BusAnswer<E>>;
type AnyBusHandler = (...args: unknown[]) => unknown;

export interface Cluster {
  /** This process's id; presence records name the node that holds each socket. */
  nodeId: string;
  /** The shared command connection, or null on a single node. */
  redis: Redis | null;
  keyPrefix: string;
  /** Puts Socket.IO on the Redis adapter (every namespace, dynamic ones too) and opens the bus. */
  attach(io: Server): void;
  /** Tells every other node; a no-op on one node. */
  publish<E extends BusEvent>(event: E, ...args: BusEvents[E]): void;
  /** Asks every other node and collects their answers; `[]` on one node. */
  request<E extends keyof BusAnswers>(event: E, ...args: BusEvents[E]): Promise<BusAnswers[E][]>;
  /** Handles an event from another node; the return value answers a `request`. */
  on<E extends BusEvent>(event: E, handler: BusHandler<E>): void;
  /** Whether a node's lease is alive (always true on one node: the only node is this one). */
  isAlive(nodeId: string): Promise<boolean>;
  close(): Promise<void>;
}

const busEvent = (event: string) => `cluster:${event}`;

export function createSingleNode(): Cluster {
  return {
    nodeId: randomUUID(),
    redis: null,
    keyPrefix: '',
    attach() {},
    publish() {},
    request: async () => [],
    on() {},
    isAlive: async () => true,
    close: async () => {},
  };
}

export async function createCluster(settings: RedisSettings | null, log: Logger): Promise<Cluster> {
  if (!settings) return createSingleNode();
  const { keyPrefix } = settings;
  const nodeId = randomUUID();
  const redis = new Redis(settings.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
  const leaseKey = (id: string) => `${keyPrefix}node:${id}`;
  const renew = () => redis.set(leaseKey(nodeId), String(Date.now()), 'PX', nodeLease.ttlMs);
  await renew();
  const heartbeat = setInterval(() => {
    renew().catch((error) => log.warn({ err: error }, 'renewing the node lease failed'));
  }, nodeLease.renewMs);
  heartbeat.unref();

  let server: Server | null = null;
  const handlers = new Map<string, AnyBusHandler>();
  const bind = (event: string, handler: AnyBusHandler) => {
    // Socket.IO hands server-side events to the root namespace's listeners, an ack callback last when asked.
    server?.on(busEvent(event) as 'connection', (...args: unknown[]) => {
      const last = args.at(-1);
      const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : null;
      const payload = ack ? args.slice(0, -1) : args;
      Promise.resolve()
        .then(() => handler(...payload))
        .then(
          (answer) => ack?.(answer ?? null),
          (error) => {
            log.error({ err: error, event }, 'cluster event failed');
            ack?.(null);
          },
        );
    });
  };

  return {
    nodeId,
    redis,
    keyPrefix,
    attach(io) {
      server = io;
      io.adapter(createAdapter(pub, sub, { key: `${keyPrefix}socket.io`, requestsTimeout: 3000 }));
      for (const [event, handler] of handlers) bind(event, handler);
    },
    publish(event, ...args) {
      if (!server) return;
      server.serverSideEmit(busEvent(event) as never, ...(args as unknown as never[]));
    },
    async request(event, ...args) {
      if (!server) return [];
      try {
        const answers = (await server.serverSideEmitWithAck(
          busEvent(event) as never,
          ...(args as unknown as never[]),
        )) as [];
        return answers.filter((a) => a !== null);
      } catch (error) {
        // Some node did not answer in time (it may be dying): act on what the others said.
        log.warn({ err: error, event }, 'a cluster request timed out');
        return [];
      }
    },
    on(event, handler) {
      handlers.set(event, handler as AnyBusHandler);
      bind(event, handler as AnyBusHandler);
    },
    async isAlive(id) {
      return id === nodeId || (await redis.exists(leaseKey(id))) === 1;
    },
    async close() {
      clearInterval(heartbeat);
      // Survivors treat this node's sockets as gone at once instead of waiting for the lease to lapse.
      await redis.del(leaseKey(nodeId)).catch(() => undefined);
      await Promise.allSettled([redis.quit(), pub.quit(), sub.quit()]);
    },
  };
}
