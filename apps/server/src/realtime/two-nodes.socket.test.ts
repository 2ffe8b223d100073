/**
 * Two server nodes behind one Redis and one database (issue 8, ADR 0014): a student on node A and a tutor on
 * node B share one classroom; node A stops and the student carries on through B without losing a message or a
 * stroke; a new node A′ joins. The nodes share the test file's database object (PGlite in one process, or the
 * PostgreSQL database of the run when DATABASE_URL is set).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Client, openClient, sleep } from '../../test/classroom-client.js';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/harness.js';
import { testRedis } from '../../test/redis.js';
import { createWorld, type World } from '../../test/world.js';
import type { Database } from '../db/client.js';

/** A Yjs document kept in step with the server through the classroom socket, as the browser does it. */
function boardClient(client: Client, whiteboardId: string, initial?: ArrayBuffer | string) {
  const doc = new Y.Doc();
  if (initial)
    Y.applyUpdate(doc, typeof initial === 'string' ? Buffer.from(initial, 'base64') : new Uint8Array(initial));
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') void client.emit('y_update', { whiteboardId, update });
  });
  client.socket.on('y_update', (payload: { whiteboardId: string; update: ArrayBuffer }) => {
    if (payload.whiteboardId === whiteboardId) Y.applyUpdate(doc, new Uint8Array(payload.update), 'remote');
  });
  return doc;
}
const ids = (doc: Y.Doc) => (doc.getArray('elements').toJSON() as { id: string }[]).map((e) => e.id).sort();

const baseOf = (t: TestApp) => {
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe('two server nodes share one classroom through Redis', () => {
  const redis = testRedis();
  // Every node must sign and read tickets alike: one secret for the deployment.
  const env = { ...redis.env, SESSION_SECRET: randomBytes(32).toString('hex') };
  const offlineAfterMs = 3000;
  let database: Database;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let nodeA2: TestApp | undefined;
  let w: World;
  const clients: Client[] = [];
  const startNode = async () => {
    const node = await createTestApp(env, { database, offlineAfterMs });
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    return node;
  };
  const meetingId = () => w.studentA.user.meetingId!;
  const room = () => `meet:${meetingId()}`;
  const join = async (node: TestApp, token: string, instanceId?: string) => {
    const client = await openClient(baseOf(node), meetingId(), token, instanceId);
    clients.push(client);
    return client;
  };
  const say = async (client: Client, content: string) => {
    const key = randomUUID();
    expect(await client.emit('message', { message: { key, room: room(), content } })).toMatchObject({ sent: true });
    return key;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    nodeA = await startNode();
    nodeB = await startNode();
    w = await createWorld(nodeA);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const node of [nodeA2, nodeB]) await node?.close();
    await database.close();
    await redis.cleanup();
  });

  it('chat, hands and the board cross nodes; a stopped node loses nothing; a new node joins', async () => {
    // The tutor is on node B, the student on node A; the tutor's grant crosses to A, which admits its socket.
    const tutor = await join(nodeB, w.tutorA.token);
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    const student = await join(nodeA, w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    expect(await student.emit('launch', { config: { programId: w.program.id } })).toEqual({ status: 'waiting' });
    const granted = student.next<{ participants: { key: string }[] }>('access_granted');
    const joined = tutor.next<{ user: { connection: string }; total: number }>('new_joined');
    expect(await tutor.emit('access_granted', { connection: (await request).connection })).toEqual({});
    expect((await granted).participants.map((p) => p.key).sort()).toEqual(
      [w.tutorA.user.id, w.studentA.user.id].sort(),
    );
    expect(await joined).toMatchObject({ user: { connection: student.instanceId }, total: 2 });

    // Chat with receipts, both ways.
    const toTutor = tutor.next<{ key: string; content: string }>('message');
    const first = await say(student, 'Good morning from node A');
    expect(await toTutor).toMatchObject({ key: first, content: 'Good morning from node A' });
    // The sender hears of receipts in `message_receipts`, across nodes too (R19a).
    const read = student.next<{ receipts: { key: string; messageId: string; kind: string }[] }>('message_receipts');
    expect(await tutor.emit('message_read', { messageId: first, roomId: room() })).toEqual({});
    expect((await read).receipts).toEqual([{ key: w.tutorA.user.id, messageId: first, kind: 'read' }]);
    const toStudent = student.next<{ key: string }>('message');
    const second = await say(tutor, 'Morning! Open your book, please.');
    expect((await toStudent).key).toBe(second);

    // Hands, and the shared participant list.
    const studentHand = tutor.next<{ user: string; isHandRaised: boolean }>('raise_hand');
    expect(await student.emit('raise_hand', true)).toEqual({ isHandRaised: true });
    expect(await studentHand).toEqual({ user: student.instanceId, isHandRaised: true });
    const tutorHand = student.next<{ user: string; isHandRaised: boolean }>('raise_hand');
    await tutor.emit('raise_hand', true);
    expect(await tutorHand).toEqual({ user: tutor.instanceId, isHandRaised: true });
    const online = await tutor.emit<{ participants: { connection: string; isHandRaised: boolean }[] }>('check_online');
    expect(online.participants.every((p) => p.isHandRaised)).toBe(true);

    // One board, drawn on from both nodes.
    const created = await nodeB.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards',
      headers: { cookie: w.tutorA.cookie },
      payload: { roomId: room() },
    });
    const whiteboardId = created.json().data.whiteboard.key as string;
    const opened = student.next<{ whiteboardId: string; state: ArrayBuffer }>('start_whiteboard');
    const ack = await tutor.emit<{ proceed: boolean; state: ArrayBuffer }>('start_whiteboard', { whiteboardId });
    const tutorDoc = boardClient(tutor, whiteboardId, ack.state);
    const studentDoc = boardClient(student, whiteboardId, (await opened).state);
    tutorDoc.getArray('elements').push([{ id: 'tutor-1', tool: 'RECTANGLE' }]);
    studentDoc.getArray('elements').push([{ id: 'student-1', tool: 'CIRCLE' }]);
    await expect.poll(() => ids(tutorDoc)).toEqual(['student-1', 'tutor-1']);
    await expect.poll(() => ids(studentDoc)).toEqual(['student-1', 'tutor-1']);

    // Node A stops (a restart): the student drops, the tutor carries on meanwhile.
    const dropped = tutor.next<{ user: string }>('temporary_disconnect');
    await nodeA.app.close();
    expect(await dropped).toEqual({ user: student.instanceId });
    const whileAway = await say(tutor, 'Are you back?');
    tutorDoc.getArray('elements').push([{ id: 'tutor-2', tool: 'LINE' }]);
    await sleep(200);

    // The student's tab reconnects through node B with the same connection: back in without knocking.
    const back = await join(nodeB, w.studentA.token, student.instanceId);
    const snapshot = back.next<{
      messages: { key: string }[];
      whiteboard: { key: string; state: string } | null;
      participants: { connection: string; status: string }[];
    }>('access_granted');
    const rejoined = tutor.next<{ user: { connection: string; status: string } }>('new_joined');
    expect(await back.emit('on_reconnect', { config: { programId: w.program.id } })).toMatchObject({
      status: 'enrolled',
    });
    const state = await snapshot;
    expect(state.messages.map((m) => m.key)).toEqual(expect.arrayContaining([first, second, whileAway]));
    expect(state.whiteboard?.key).toBe(whiteboardId);
    const backDoc = boardClient(back, whiteboardId, state.whiteboard!.state);
    expect(ids(backDoc)).toEqual(['student-1', 'tutor-1', 'tutor-2']);
    expect(await rejoined).toMatchObject({ user: { connection: student.instanceId, status: 'ONLINE' } });
    expect(state.participants.map((p) => p.connection).sort()).toEqual([student.instanceId, tutor.instanceId].sort());
    backDoc.getArray('elements').push([{ id: 'student-2', tool: 'STAR' }]);
    await expect.poll(() => ids(tutorDoc)).toEqual(['student-1', 'student-2', 'tutor-1', 'tutor-2']);

    // A new node A′ starts. Loading the board over HTTP there, before its debounced save, already shows every
    // stroke: A′ merges what is stored with B's live copy.
    nodeA2 = await startNode();
    const loaded = await nodeA2.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards/load',
      headers: { cookie: w.tutorA.cookie },
      payload: { roomId: room(), whiteboardId },
    });
    const loadedDoc = new Y.Doc();
    Y.applyUpdate(loadedDoc, Buffer.from(loaded.json().data.whiteboard.state, 'base64'));
    expect(ids(loadedDoc)).toEqual(['student-1', 'student-2', 'tutor-1', 'tutor-2']);
    // An admin joins through A′ and sees the whole lesson (a second tab of the tutor would replace the first, R31).
    const late = await join(nodeA2, w.admin.token);
    const lateSnapshot = late.next<{ whiteboard: { state: string } | null; participants: unknown[] }>('access_granted');
    expect(await late.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    const lateState = await lateSnapshot;
    expect(lateState.participants).toHaveLength(3);
    const lateDoc = boardClient(late, whiteboardId, lateState.whiteboard!.state);
    expect(ids(lateDoc)).toEqual(['student-1', 'student-2', 'tutor-1', 'tutor-2']);
    const reachesBack = back.next<{ key: string }>('message');
    const fromA2 = await say(late, 'Hello from the new node');
    expect((await reachesBack).key).toBe(fromA2);
    lateDoc.getArray('elements').push([{ id: 'late-1', tool: 'TEXT' }]);
    await expect.poll(() => ids(backDoc)).toContain('late-1');
    await expect.poll(() => ids(tutorDoc)).toContain('late-1');

    // Everyone leaves: the lesson ends and no classroom key is left in Redis.
    for (const c of [late, back, tutor]) await c.emit('leave_meeting');
    await expect.poll(async () => (await redis.keys()).filter((k) => k.includes(':room'))).toEqual([]);
  });

  it('a socket ticket spent on one node is refused on the other (ADR 0009)', async () => {
    nodeA2 ??= await startNode();
    const viewer = await nodeB.modules.accounts.sessions.resolve(w.studentB.token);
    const ticket = nodeB.modules.accounts.sessions.socketTicket(viewer!.sessionId).token;
    const first = await join(nodeB, ticket, 'ticket-tab-1');
    expect(first.socket.connected).toBe(true);
    await expect(join(nodeA2, ticket, 'ticket-tab-2')).rejects.toThrow('Please sign in again');
  });

  it('a node that dies without cleaning up leaves no one behind: survivors expire its sockets', async () => {
    nodeA2 ??= await startNode();
    const tutor = await join(nodeB, w.tutorA.token);
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    // A participant attached through a node whose lease never existed: what a crashed node leaves in Redis.
    const roomKey = (await nodeB.modules.classroom.services.roomStore.roomKeys()).find(
      (k) => nodeB.modules.classroom.services.roomStore.meetingIdOf(k) === meetingId(),
    )!;
    const ghost = (await nodeB.modules.classroom.services.roomStore.member(roomKey, tutor.instanceId))!;
    ghost.participant = { ...ghost.participant, connection: 'ghost-tab' };
    await nodeB.modules.classroom.services.roomStore.putMember(roomKey, ghost);
    await nodeB.modules.classroom.services.roomStore.attachSocket(roomKey, 'ghost-socket', {
      connection: 'ghost-tab',
      node: 'crashed',
    });
    const dropped = tutor.next<{ user: string }>('temporary_disconnect', 10_000);
    expect(await dropped).toEqual({ user: 'ghost-tab' });
    const offline = tutor.next<{ user: { connection: string; status: string } }>('new_joined', 15_000);
    expect(await offline).toMatchObject({ user: { connection: 'ghost-tab', status: 'OFFLINE' } });
    expect((await nodeB.modules.classroom.services.roomStore.sockets(roomKey)).has('ghost-socket')).toBe(false);
    await tutor.emit('leave_meeting');
  });
});
