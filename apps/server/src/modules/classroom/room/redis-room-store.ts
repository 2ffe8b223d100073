/**
 * The classroom state shared by several nodes in Redis (ADR 0014). Per room: a hash for the record, and one hash
 * each for members, attached sockets and requests (a field per connection or socket, so nodes that touch
 * different people never overwrite each other). A set lists the live rooms for the presence sweeper. Writes that
 * read first (admission, status changes, hands) run under the room's lock.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Member, PendingRequest, RoomInit, RoomMeta, RoomStore, SocketRecord } from './room-state.js';

const lockTtlMs = 10_000;
const lockWaitMs = 15_000;
const release = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

const parse = <T>(value: string | null | undefined): T | null => (value ? (JSON.parse(value) as T) : null);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createRedisRoomStore(redis: Redis, keyPrefix: string): RoomStore {
  const k = {
    rooms: `${keyPrefix}rooms`,
    meta: (key: string) => `${keyPrefix}room:${key}`,
    members: (key: string) => `${keyPrefix}room:${key}:members`,
    sockets: (key: string) => `${keyPrefix}room:${key}:sockets`,
    requests: (key: string) => `${keyPrefix}room:${key}:requests`,
    lock: (key: string) => `${keyPrefix}room:${key}:lock`,
  };
  const meetingIds = new Map<string, string>();

  function toMeta(key: string, hash: Record<string, string>): RoomMeta | null {
    if (!hash.meetingId) return null;
    meetingIds.set(key, hash.meetingId);
    return {
      key,
      meetingId: hash.meetingId,
      programId: hash.programId || null,
      scheduleId: hash.scheduleId || null,
      sessionId: hash.sessionId || null,
      whiteboardId: hash.whiteboardId || null,
      recording: hash.recording ? (JSON.parse(hash.recording) as RoomMeta['recording']) : null,
      locks: hash.locks ? (JSON.parse(hash.locks) as RoomMeta['locks']) : null,
      spotlight: hash.spotlight || null,
      breakouts: hash.breakouts ? (JSON.parse(hash.breakouts) as RoomMeta['breakouts']) : null,
    };
  }

  const values = async <T>(hashKey: string) =>
    Object.values(await redis.hgetall(hashKey)).map((v) => JSON.parse(v) as T);

  return {
    kind: 'redis',
    meta: async (key) => toMeta(key, await redis.hgetall(k.meta(key))),
    async open(key, init: RoomInit) {
      // HSETNX per field: a second node opening the same room keeps the first one's record.
      await redis
        .multi()
        .hsetnx(k.meta(key), 'meetingId', init.meetingId)
        .hsetnx(k.meta(key), 'programId', init.programId ?? '')
        .hsetnx(k.meta(key), 'scheduleId', init.scheduleId ?? '')
        .sadd(k.rooms, key)
        .exec();
      return toMeta(key, await redis.hgetall(k.meta(key)))!;
    },
    async patchMeta(key, patch) {
      const fields = Object.entries(patch).flatMap(([field, value]) => [
        field,
        value && typeof value === 'object' ? JSON.stringify(value) : (value ?? ''),
      ]);
      if (fields.length) await redis.hset(k.meta(key), ...fields);
    },
    async close(key) {
      await redis.multi().del(k.meta(key), k.members(key), k.sockets(key), k.requests(key)).srem(k.rooms, key).exec();
    },
    roomKeys: () => redis.smembers(k.rooms),
    meetingIdOf: (key) => meetingIds.get(key),

    member: async (key, connection) => parse<Member>(await redis.hget(k.members(key), connection)),
    members: (key) => values<Member>(k.members(key)),
    async putMember(key, member) {
      await redis.hset(k.members(key), member.participant.connection, JSON.stringify(member));
    },
    deleteMember: async (key, connection) => (await redis.hdel(k.members(key), connection)) > 0,
    async memberOnSocket(key, socketId, connection) {
      const [socket, member] = (await redis
        .multi()
        .hget(k.sockets(key), socketId)
        .hget(k.members(key), connection)
        .exec()) as [Error | null, string | null][];
      if (parse<SocketRecord>(socket?.[1])?.connection !== connection) return null;
      return parse<Member>(member?.[1]);
    },

    async attachSocket(key, socketId, record) {
      await redis.hset(k.sockets(key), socketId, JSON.stringify(record));
    },
    async detachSocket(key, socketId) {
      const [got] = (await redis.multi().hget(k.sockets(key), socketId).hdel(k.sockets(key), socketId).exec()) as [
        Error | null,
        string | null,
      ][];
      return parse<SocketRecord>(got?.[1]);
    },
    async sockets(key) {
      const hash = await redis.hgetall(k.sockets(key));
      return new Map(Object.entries(hash).map(([id, v]) => [id, JSON.parse(v) as SocketRecord]));
    },

    request: async (key, connection) => parse<PendingRequest>(await redis.hget(k.requests(key), connection)),
    requests: (key) => values<PendingRequest>(k.requests(key)),
    async putRequest(key, request) {
      await redis.hset(k.requests(key), request.request.connection, JSON.stringify(request));
    },
    deleteRequest: async (key, connection) => (await redis.hdel(k.requests(key), connection)) > 0,

    async withLock(key, task) {
      const token = randomUUID();
      const deadline = Date.now() + lockWaitMs;
      // The lock expires on its own, so a node that dies holding it blocks the room for lockTtlMs at most.
      while ((await redis.set(k.lock(key), token, 'PX', lockTtlMs, 'NX')) !== 'OK') {
        if (Date.now() > deadline) throw new Error(`classroom ${key} stayed locked for ${lockWaitMs} ms`);
        await sleep(5 + Math.random() * 15);
      }
      try {
        return await task();
      } finally {
        await redis.eval(release, 1, k.lock(key), token).catch(() => undefined);
      }
    },
  };
}
