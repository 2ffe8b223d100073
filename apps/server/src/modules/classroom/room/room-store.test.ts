/** The classroom state port: the in-memory store and the Redis store (real Redis) answer alike. */
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedis } from '../../../../test/redis.js';
import { createCluster } from '../../../realtime/cluster.js';
import { createRedisRoomStore } from './redis-room-store.js';
import { createRoomState, type Member, newParticipant, type PendingRequest, type RoomStore } from './room-state.js';

const redis = testRedis();
afterAll(() => redis.cleanup());

const identity = (key: string) => ({ kind: 'guest' as const, key, firstName: 'Ada', lastName: 'L' });
const member = (connection: string): Member => ({
  identity: identity(`guest:${connection}`),
  isHost: false,
  participant: newParticipant(
    identity(`guest:${connection}`),
    connection,
    { isTutor: false, isAdmin: false },
    { isVideoEnabled: true, isAudioEnabled: true, isHandRaised: false, isIncognito: false },
    new Date(),
  ),
});
const request = (connection: string, socketId: string): PendingRequest => ({
  request: {
    key: `guest:${connection}`,
    connection,
    firstName: 'Ada',
    otherNames: null,
    lastName: 'L',
    avatar: null,
    createdAt: new Date().toISOString(),
  },
  identity: identity(`guest:${connection}`),
  socketId,
  node: 'node-1',
  programId: null,
  config: {} as PendingRequest['config'],
});

describe.each([
  ['memory', () => createRoomState() as RoomStore],
  ['redis', () => createRedisRoomStore(redis.redis, redis.keyPrefix)],
])('%s room store', (_kind, make) => {
  const store = make();

  it('opens a room once: a second open keeps the first record', async () => {
    const first = await store.open('r1', { meetingId: 'm1', programId: 'p1', scheduleId: null });
    expect(first).toMatchObject({ key: 'r1', meetingId: 'm1', programId: 'p1', sessionId: null, whiteboardId: null });
    await store.patchMeta('r1', { sessionId: 's1' });
    const again = await store.open('r1', { meetingId: 'm1', programId: 'other', scheduleId: 'x' });
    expect(again).toMatchObject({ programId: 'p1', scheduleId: null, sessionId: 's1' });
    expect(store.meetingIdOf('r1')).toBe('m1');
    expect(await store.roomKeys()).toContain('r1');
  });

  it('keeps members, and finds a member by socket only while that socket is attached to it', async () => {
    await store.open('r2', { meetingId: 'm2', programId: null, scheduleId: null });
    const a = member('conn-a');
    a.participant.isHandRaised = true;
    await store.putMember('r2', a);
    await store.putMember('r2', member('conn-b'));
    expect((await store.member('r2', 'conn-a'))?.participant.isHandRaised).toBe(true);
    expect((await store.members('r2')).map((m) => m.participant.connection).sort()).toEqual(['conn-a', 'conn-b']);
    expect(await store.memberOnSocket('r2', 'sock-1', 'conn-a')).toBeNull();
    await store.attachSocket('r2', 'sock-1', { connection: 'conn-a', node: 'node-1' });
    expect((await store.memberOnSocket('r2', 'sock-1', 'conn-a'))?.participant.key).toBe('guest:conn-a');
    // A socket attached to someone else does not make its holder that member.
    expect(await store.memberOnSocket('r2', 'sock-1', 'conn-b')).toBeNull();
    expect(await store.detachSocket('r2', 'sock-1')).toEqual({ connection: 'conn-a', node: 'node-1' });
    expect(await store.detachSocket('r2', 'sock-1')).toBeNull();
    expect(await store.memberOnSocket('r2', 'sock-1', 'conn-a')).toBeNull();
    expect(await store.deleteMember('r2', 'conn-b')).toBe(true);
    expect(await store.deleteMember('r2', 'conn-b')).toBe(false);
  });

  it('keeps one request per connection and forgets a closed room whole', async () => {
    await store.open('r3', { meetingId: 'm3', programId: null, scheduleId: null });
    await store.putRequest('r3', request('conn-c', 'sock-1'));
    await store.putRequest('r3', request('conn-c', 'sock-2'));
    expect((await store.requests('r3')).map((r) => r.socketId)).toEqual(['sock-2']);
    await store.putMember('r3', member('conn-d'));
    await store.attachSocket('r3', 'sock-3', { connection: 'conn-d', node: 'node-1' });
    await store.close('r3');
    expect(await store.meta('r3')).toBeNull();
    expect(await store.members('r3')).toEqual([]);
    expect(await store.requests('r3')).toEqual([]);
    expect((await store.sockets('r3')).size).toBe(0);
    expect(await store.roomKeys()).not.toContain('r3');
  });

  it('runs locked tasks of one room one after the other', async () => {
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 30));
      order.push(`${name} out`);
    };
    await Promise.all([store.withLock('r4', task('a')), store.withLock('r4', task('b'))]);
    expect(order).toEqual(
      order[0] === 'a in' ? ['a in', 'a out', 'b in', 'b out'] : ['b in', 'b out', 'a in', 'a out'],
    );
    // A failing task releases the lock.
    await expect(store.withLock('r4', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await store.withLock('r4', async () => 'free')).toBe('free');
  });
});

describe('redis room store across nodes', () => {
  it('two nodes see one state; a lock taken by one node holds the other off', async () => {
    const otherConnection = redis.redis.duplicate();
    const a = createRedisRoomStore(redis.redis, redis.keyPrefix);
    const b = createRedisRoomStore(otherConnection, redis.keyPrefix);
    await a.open('shared', { meetingId: 'm', programId: null, scheduleId: null });
    await a.putMember('shared', member('conn-x'));
    expect((await b.member('shared', 'conn-x'))?.participant.connection).toBe('conn-x');
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 20));
      inside -= 1;
    };
    await Promise.all([a.withLock('shared', task), b.withLock('shared', task), a.withLock('shared', task)]);
    expect(most).toBe(1);
    await otherConnection.quit();
  });

  it('a node’s lease lives while it runs and is gone once it closes', async () => {
    const node = await createCluster(
      { url: redis.env.REDIS_URL, keyPrefix: redis.keyPrefix },
      pino({ level: 'silent' }),
    );
    const other = await createCluster(
      { url: redis.env.REDIS_URL, keyPrefix: redis.keyPrefix },
      pino({ level: 'silent' }),
    );
    expect(await other.isAlive(node.nodeId)).toBe(true);
    expect(await other.isAlive('never-was')).toBe(false);
    await node.close();
    expect(await other.isAlive(node.nodeId)).toBe(false);
    await other.close();
  });
});
