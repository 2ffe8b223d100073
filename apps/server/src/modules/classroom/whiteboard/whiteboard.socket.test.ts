import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Client, openClient, sleep } from '../../../../test/classroom-client.js';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../../test/harness.js';
import { createWorld, type World } from '../../../../test/world.js';
import { buildApp } from '../../../app.js';
import { enrolments } from '../../../db/schema/index.js';

/** A Yjs document kept in step with the server through the classroom socket, as the browser does it. */
function boardClient(client: Client, whiteboardId: string) {
  const doc = new Y.Doc();
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') void client.emit('y_update', { whiteboardId, update });
  });
  client.socket.on('y_update', (payload: { whiteboardId: string; update: ArrayBuffer }) => {
    if (payload.whiteboardId === whiteboardId) Y.applyUpdate(doc, new Uint8Array(payload.update), 'remote');
  });
  return doc;
}

describe('whiteboard sync (R23–R27)', () => {
  let t: TestApp;
  let w: World;
  let base: string;
  let tutor: Client;
  let student: Client;
  const room = () => `meet:${w.studentA.user.meetingId}`;
  beforeAll(async () => {
    t = await createTestApp();
    w = await createWorld(t);
    base = await listenOnLoopback(t);
    tutor = await openClient(base, w.studentA.user.meetingId!, w.tutorA.token);
    await tutor.emit('launch', { config: { programId: w.program.id } });
    student = await openClient(base, w.studentA.user.meetingId!, w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config: { programId: w.program.id } });
    await tutor.emit('access_granted', { connection: (await request).connection });
  });
  afterAll(async () => {
    tutor?.close();
    student?.close();
    await t.close();
  });

  const createBoard = async (cookie = w.tutorA.cookie) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards',
      headers: { cookie },
      payload: { roomId: room() },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.whiteboard.key as string;
  };

  it('R23 lists, creates and loads boards for classroom members only', async () => {
    const key = await createBoard();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/meet/whiteboards?roomId=${encodeURIComponent(room())}`,
      headers: { cookie: w.studentA.cookie },
    });
    expect(list.json().data.whiteboards.map((b: { key: string }) => b.key)).toContain(key);
    const outsider = await t.app.inject({
      method: 'GET',
      url: `/api/meet/whiteboards?roomId=${encodeURIComponent(room())}`,
      headers: { cookie: w.studentB.cookie },
    });
    expect(outsider.statusCode).toBe(403);
    const loaded = await t.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards/load',
      headers: { cookie: w.tutorA.cookie },
      payload: { roomId: room(), whiteboardId: key },
    });
    expect(loaded.json().data.whiteboard.key).toBe(key);
  });

  it('R23 a past attendee who lost their enrolment can no longer list or create boards', async () => {
    // Student A attended (admitted above); now the enrolment ends.
    const enrolled = (active: boolean) =>
      t.database.db.update(enrolments).set({ active }).where(eq(enrolments.studentId, w.studentA.user.id));
    await enrolled(false);
    try {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/meet/whiteboards?roomId=${encodeURIComponent(room())}`,
        headers: { cookie: w.studentA.cookie },
      });
      expect(list.statusCode).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/meet/whiteboards',
        headers: { cookie: w.studentA.cookie },
        payload: { roomId: room() },
      });
      expect(create.statusCode).toBe(403);
      // The classroom's tutor still may: access follows the rule of joining now.
      await createBoard();
    } finally {
      await enrolled(true);
    }
  });

  it('R24 R25 concurrent edits converge and a late joiner catches up with the full state', async () => {
    const whiteboardId = await createBoard();
    const opened = student.next<{ whiteboardId: string; state: ArrayBuffer }>('start_whiteboard');
    const ack = await tutor.emit<{ proceed: boolean; state: ArrayBuffer }>('start_whiteboard', { whiteboardId });
    expect(ack.proceed).toBe(true);
    expect((await opened).whiteboardId).toBe(whiteboardId);
    const a = boardClient(tutor, whiteboardId);
    const b = boardClient(student, whiteboardId);
    Y.applyUpdate(a, new Uint8Array(ack.state), 'remote');
    a.getArray('elements').push([{ id: 'a1', tool: 'RECTANGLE' }]);
    b.getArray('elements').push([{ id: 'b1', tool: 'CIRCLE' }]);
    a.getMap('meta').set('title', 'Fractions');
    b.getArray('elements').push([{ id: 'b2', tool: 'LINE' }]);
    await sleep(300);
    expect(a.getArray('elements').toJSON()).toEqual(b.getArray('elements').toJSON());
    expect(a.getArray('elements').length).toBe(3);
    expect(b.getMap('meta').get('title')).toBe('Fractions');

    // Another person: a second tab of the tutor would replace the tutor's first (R31).
    const late = await openClient(base, w.studentA.user.meetingId!, w.admin.token);
    const snapshot = late.next<{ whiteboard: { key: string; state: string } }>('access_granted');
    await late.emit('launch', { config: { programId: w.program.id } });
    const snap = (await snapshot).whiteboard;
    expect(snap.key).toBe(whiteboardId);
    const c = new Y.Doc();
    Y.applyUpdate(c, Buffer.from(snap.state, 'base64'));
    expect(c.getArray('elements').toJSON()).toEqual(a.getArray('elements').toJSON());
    await late.emit('leave_meeting');
    late.close();
  });

  it('R26 refuses updates for a board of another room and malformed updates, leaving the document whole', async () => {
    const db = t.database.db;
    const { whiteboards } = await import('../../../db/schema/index.js');
    const [foreign] = await db.insert(whiteboards).values({ roomKey: w.studentB.user.meetingId! }).returning();
    expect(await tutor.emit('start_whiteboard', { whiteboardId: foreign!.id })).toHaveProperty('error');
    const doc = new Y.Doc();
    doc.getArray('x').push([1]);
    expect(
      await tutor.emit('y_update', { whiteboardId: foreign!.id, update: Y.encodeStateAsUpdate(doc) }),
    ).toHaveProperty('error');

    const whiteboardId = await createBoard();
    const ack = await tutor.emit<{ state: ArrayBuffer }>('start_whiteboard', { whiteboardId });
    const a = new Y.Doc();
    Y.applyUpdate(a, new Uint8Array(ack.state));
    a.on('update', (u: Uint8Array) => void tutor.emit('y_update', { whiteboardId, update: u }));
    a.getArray('elements').push([{ id: 'keep' }]);
    await sleep(100);
    const garbage = Uint8Array.from([1, 255, 3, 9, 9, 9, 200, 17]);
    expect(await tutor.emit('y_update', { whiteboardId, update: garbage })).toEqual({
      error: 'This whiteboard update could not be read',
    });
    expect(await tutor.emit('y_update', { whiteboardId, update: 'not binary' })).toHaveProperty('error');
    const state = await t.modules.classroom.services.whiteboards.state(whiteboardId);
    const check = new Y.Doc();
    Y.applyUpdate(check, state);
    expect(check.getArray('elements').toJSON()).toEqual([{ id: 'keep' }]);
  });

  it('R27 relays awareness and removes a closed tab’s cursor', async () => {
    const seen = student.next<{ awarenessId: number }>('y_awareness_update');
    await tutor.emit('y_awareness_update', { update: Uint8Array.from([1, 2, 3]), awarenessId: 42 });
    expect((await seen).awarenessId).toBe(42);
    const extra = await openClient(base, w.studentA.user.meetingId!, w.admin.token);
    await extra.emit('launch', { config: { programId: w.program.id } });
    await extra.emit('y_awareness_update', { update: Uint8Array.from([9]), awarenessId: 77 });
    const removed = student.next<{ awarenessId: number }>('y_remove_awareness');
    extra.close();
    expect(await removed).toEqual({ awarenessId: 77 });
  });
});

it('R24 a board’s drawing survives a server restart', async () => {
  const t = await createTestApp();
  const w = await createWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  let address = t.app.server.address();
  let base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tutor = await openClient(base, w.studentA.user.meetingId!, w.tutorA.token);
  await tutor.emit('launch', { config: { programId: w.program.id } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meet/whiteboards',
    headers: { cookie: w.tutorA.cookie },
    payload: { roomId: `meet:${w.studentA.user.meetingId}` },
  });
  const whiteboardId = res.json().data.whiteboard.key;
  await tutor.emit('start_whiteboard', { whiteboardId });
  const doc = new Y.Doc();
  doc.getArray('elements').push([{ id: 'survivor', tool: 'STAR' }]);
  expect(await tutor.emit('y_update', { whiteboardId, update: Y.encodeStateAsUpdate(doc) })).toEqual({});
  tutor.close();
  // Stop the server without waiting for the save debounce: shutdown must flush.
  await t.app.close();
  const again = await buildApp(t.config, { database: t.database });
  try {
    await again.app.listen({ port: 0, host: '127.0.0.1' });
    address = again.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The board that was open when the server stopped opens again for the classroom, with its drawing.
    const back = await openClient(base, w.studentA.user.meetingId!, w.tutorA.token);
    const snapshot = back.next<{ whiteboard: { key: string; state: string } | null }>('access_granted');
    await back.emit('launch', { config: { programId: w.program.id } });
    const reopened = (await snapshot).whiteboard;
    expect(reopened?.key).toBe(whiteboardId);
    const fromSnapshot = new Y.Doc();
    Y.applyUpdate(fromSnapshot, Buffer.from(reopened!.state, 'base64'));
    expect(fromSnapshot.getArray('elements').length).toBe(1);
    back.close();
    const loaded = await again.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards/load',
      headers: { cookie: w.tutorA.cookie },
      payload: { roomId: `meet:${w.studentA.user.meetingId}`, whiteboardId },
    });
    const restored = new Y.Doc();
    Y.applyUpdate(restored, Buffer.from(loaded.json().data.whiteboard.state, 'base64'));
    expect(restored.getArray('elements').toJSON()).toEqual([{ id: 'survivor', tool: 'STAR' }]);
  } finally {
    await again.app.close();
    await t.database.close();
  }
});
