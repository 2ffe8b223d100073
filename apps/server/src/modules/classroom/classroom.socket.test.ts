import { randomUUID } from 'node:crypto';
import { classroomTexts, demoSessionExpiryHours, demoSessionTexts, messages } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient, sleep } from '../../../test/classroom-client.js';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../test/harness.js';
import { createWorld, type World } from '../../../test/world.js';
import {
  demoSessions,
  enrolments,
  meetingSessions,
  programs,
  programTutors,
  tutorStudentLinks,
} from '../../db/schema/index.js';

describe('classroom protocol', () => {
  let t: TestApp;
  let w: World;
  let base: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    w = await createWorld(t);
    config = { programId: w.program.id };
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  const open = async (token: string, meetingId = w.studentA.user.meetingId!, instanceId?: string) => {
    const c = await openClient(base, meetingId, token, instanceId);
    clients.push(c);
    return c;
  };
  let config: { programId?: string } = {};
  /** Tutor A in the room, student A admitted: the usual start of a lesson. */
  async function lesson() {
    const tutor = await open(w.tutorA.token);
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    const student = await open(w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    expect(await student.emit('launch', { config: { programId: w.program.id } })).toEqual({ status: 'waiting' });
    const granted = student.next<{ participants: { key: string }[] }>('access_granted');
    expect(await tutor.emit('access_granted', { connection: (await request).connection })).toEqual({});
    await granted;
    return { tutor, student };
  }
  const leaveAll = async (...cs: Client[]) => {
    for (const c of cs) await c.emit('leave_meeting');
  };

  it('R1 refuses a socket without token or instanceId, and a guest ticket for another meeting', async () => {
    const { io } = await import('socket.io-client');
    const refused = (auth: Record<string, string>, meetingId = w.studentA.user.meetingId!) =>
      new Promise<string>((resolve) => {
        const s = io(`${base}/meet/${meetingId}`, { transports: ['websocket'], reconnection: false, auth });
        s.on('connect_error', (e) => {
          s.close();
          resolve(e.message);
        });
      });
    expect(await refused({ instanceId: 'x' })).toBe(messages.tokenMissing);
    expect(await refused({ token: w.studentA.token })).toBe(messages.instanceIdMissing);
    const { token } = t.modules.classroom.services.guests.issue('demo', 'Ada Guest');
    expect(await refused({ token, instanceId: 'x' })).toBe('Please sign in again');
  });

  it('R3 R4 R5 hosts enter at once; an enrolled student knocks, waits and is admitted by the tutor', async () => {
    const tutor = await open(w.tutorA.token);
    const hostAck = await tutor.emit<{ status: string; sessionId: string }>('launch', {
      config: { programId: w.program.id },
    });
    expect(hostAck.status).toBe('enrolled');
    const student = await open(w.studentA.token);
    const request = tutor.next<{ connection: string; firstName: string }>('access_request');
    const waiting = student.next<{ waiting: boolean }>('is_waiting');
    expect(await student.emit('launch', { config: { programId: w.program.id } })).toEqual({ status: 'waiting' });
    expect(await waiting).toEqual({ waiting: true });
    const req = await request;
    expect(req).toMatchObject({ connection: student.instanceId, firstName: w.studentA.user.firstName });

    const snapshot = student.next<{
      participants: { key: string; isTutor: boolean }[];
      sessionId: string;
      rooms: unknown[];
      you: { isHost: boolean };
    }>('access_granted');
    const joined = tutor.next<{ user: { key: string; status: string }; total: number }>('new_joined');
    const removed = tutor.next<{ connection: string }>('delete_access_request');
    expect(await tutor.emit('access_granted', { connection: req.connection })).toEqual({});
    const snap = await snapshot;
    expect(snap.participants.map((p) => p.key)).toEqual([w.tutorA.user.id, w.studentA.user.id]);
    expect(snap.sessionId).toBe(hostAck.sessionId);
    expect(snap.you.isHost).toBe(false);
    expect(await joined).toMatchObject({ user: { key: w.studentA.user.id, status: 'ONLINE' }, total: 2 });
    expect(await removed).toEqual({ connection: student.instanceId });
    await leaveAll(student, tutor);
  });

  it('R6 a second launch from the same tab replaces its request', async () => {
    const tutor = await open(w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await open(w.studentA.token);
    await student.emit('launch', { config });
    await student.emit('launch', { config });
    const updates = await tutor.emit<{ requests: { connection: string }[] }>('get_meeting_updates');
    expect(updates.requests.filter((r) => r.connection === student.instanceId)).toHaveLength(1);
    await leaveAll(student, tutor);
    const after = await open(w.tutorA.token);
    await after.emit('launch', { config });
    expect((await after.emit<{ requests: unknown[] }>('get_meeting_updates')).requests).toEqual([]);
    await leaveAll(after);
  });

  it('R7 refuses unlinked tutors, unenrolled students, strangers and guests where guest mode is off', async () => {
    const unlinked = await open(w.tutorB.token);
    expect(await unlinked.emit('launch', { config })).toEqual({ error: classroomTexts.notAllowed });
    const stranger = await open(w.studentB.token);
    expect(await stranger.emit('launch', { config })).toEqual({ error: classroomTexts.accountNotEnrolled });
    await t.database.db.update(enrolments).set({ active: false }).where(eq(enrolments.studentId, w.studentA.user.id));
    const unenrolled = await open(w.studentA.token);
    expect(await unenrolled.emit('launch', { config })).toEqual({ error: classroomTexts.studentNotEnrolled });
    await t.database.db.update(enrolments).set({ active: true }).where(eq(enrolments.studentId, w.studentA.user.id));
    const { token } = t.modules.classroom.services.guests.issue(w.studentA.user.meetingId!, 'Visiting Aunt');
    const guest = await open(token);
    expect(await guest.emit('launch', { config })).toEqual({ error: classroomTexts.guestsNotAllowed });
    expect(guest.received.map((r) => r.event)).not.toContain('access_granted');
  });

  it('R7 asks a tutor linked through two programs to choose one', async () => {
    const db = t.database.db;
    const [second] = await db
      .insert(programs)
      .values({ title: 'Geometry', slug: `geometry-${randomUUID()}`, categoryId: w.category.id })
      .returning();
    await db.insert(programTutors).values({ programId: second!.id, tutorId: w.tutorA.user.id });
    await db.insert(enrolments).values({ studentId: w.studentA.user.id, programId: second!.id });
    await db
      .insert(tutorStudentLinks)
      .values({ tutorId: w.tutorA.user.id, studentId: w.studentA.user.id, programId: second!.id });
    const tutor = await open(w.tutorA.token);
    expect(await tutor.emit('launch', { config: {} })).toEqual({ error: messages.noProgramChosen });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meet/admission',
      headers: { cookie: w.tutorA.cookie },
      payload: { meetingId: w.studentA.user.meetingId, config: {} },
    });
    expect(res.json().data).toMatchObject({
      decision: 'choose-program',
      programs: expect.arrayContaining([{ key: second!.id, title: 'Geometry' }]),
    });
    expect(await tutor.emit('launch', { config: { programId: second!.id } })).toMatchObject({ status: 'enrolled' });
    await leaveAll(tutor);
    await db.delete(tutorStudentLinks).where(eq(tutorStudentLinks.programId, second!.id));
  });

  /** A demo session booked by the admin for tutor A, an hour from now. */
  async function bookDemo(time = new Date(Date.now() + 60 * 60 * 1000)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meet/demo-sessions',
      headers: { cookie: w.admin.cookie },
      payload: { guestName: 'Kola Ade', time: time.toISOString(), tutorKey: w.tutorA.user.id },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.demo.key as string;
  }

  it('R7 guests join by name where guest mode is on: a demo classroom lets them knock', async () => {
    const demo = { demoSession: await bookDemo() };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/meet/guest-token',
      payload: { meetingId: w.studentA.user.meetingId, name: 'Kola' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(classroomTexts.guestsNotAllowed);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meet/guest-token',
      payload: { meetingId: 'demo', name: 'Kola Ade', config: demo },
    });
    expect(res.statusCode).toBe(200);
    const tutor = await open(w.tutorA.token, 'demo');
    expect(await tutor.emit('launch', { config: demo })).toMatchObject({ status: 'enrolled' });
    const guest = await open(res.json().data.token, 'demo');
    const request = tutor.next<{ connection: string; firstName: string; lastName: string }>('access_request');
    expect(await guest.emit('launch', { config: demo })).toEqual({ status: 'waiting' });
    expect(await request).toMatchObject({ firstName: 'Kola', lastName: 'Ade' });
    const granted = guest.next<{ participants: { memberRole: string | null }[] }>('access_granted');
    await tutor.emit('access_granted', { connection: guest.instanceId });
    expect((await granted).participants.map((p) => p.memberRole)).toEqual(['TUTOR', null]);
    await leaveAll(guest, tutor);
  });

  it('R7 the demo classroom opens only for a booked demo session that has not ended or expired', async () => {
    const guestToken = (config: { demoSession?: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/meet/guest-token',
        payload: { meetingId: 'demo', name: 'Kola', config },
      });
    const noSession = await guestToken({});
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().message).toBe(demoSessionTexts.missing);
    expect((await guestToken({ demoSession: randomUUID() })).json().message).toBe(demoSessionTexts.notFound);
    const old = await bookDemo(new Date(Date.now() - (demoSessionExpiryHours + 1) * 60 * 60 * 1000));
    expect((await guestToken({ demoSession: old })).json().message).toBe(demoSessionTexts.expired);

    const ended = await bookDemo();
    const tutor = await open(w.tutorA.token, 'demo');
    expect(await tutor.emit('launch', { config: { demoSession: ended } })).toMatchObject({ status: 'enrolled' });
    await leaveAll(tutor);
    const host = { headers: { cookie: w.tutorA.cookie }, payload: { session: ended } };
    expect((await t.app.inject({ method: 'POST', url: '/api/meet/start-demo-session', ...host })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/meet/complete-demo-session', ...host })).statusCode).toBe(
      200,
    );
    const again = await open(w.tutorA.token, 'demo');
    expect(await again.emit('launch', { config: { demoSession: ended } })).toEqual({ error: demoSessionTexts.ended });
    expect(await again.emit('launch', { config: {} })).toEqual({ error: demoSessionTexts.missing });
  });

  it('R8 a student cannot grant access', async () => {
    const { tutor, student } = await lesson();
    const guestTicket = await t.app.inject({
      method: 'PUT',
      url: '/api/meet/settings',
      headers: { cookie: w.tutorA.cookie },
      payload: { meetingId: w.studentA.user.meetingId, config, guestMode: true },
    });
    expect(guestTicket.statusCode).toBe(200);
    const { token } = t.modules.classroom.services.guests.issue(w.studentA.user.meetingId!, 'Uncle Femi');
    const guest = await open(token);
    const request = tutor.next<{ connection: string }>('access_request');
    await guest.emit('launch', { config });
    const { connection } = await request;
    expect(await student.emit('access_granted', { connection })).toEqual({
      error: 'Only a tutor or an admin may let people in',
    });
    expect(await student.emit('access_acception', { connection, accepted: true })).toHaveProperty('error');
    expect(guest.received.map((r) => r.event)).not.toContain('access_granted');
    const declined = guest.next<{ message: string }>('alert');
    expect(await tutor.emit('access_acception', { connection, accepted: false })).toEqual({});
    // The client switches on the code, never on the text (R5).
    expect(await declined).toEqual({ code: 'join_declined', message: classroomTexts.requestDeclined });
    await t.app.inject({
      method: 'PUT',
      url: '/api/meet/settings',
      headers: { cookie: w.tutorA.cookie },
      payload: { meetingId: w.studentA.user.meetingId, config, guestMode: false },
    });
    await leaveAll(student, tutor);
  });

  it('R9 a client that skips the waiting room gets nothing from the room', async () => {
    const { tutor, student } = await lesson();
    const sneaky = await open(w.studentA.token);
    // Never launched: every room event is refused and nothing arrives.
    expect(
      await sneaky.emit('message', {
        message: { key: randomUUID(), room: `meet:${w.studentA.user.meetingId}`, content: 'hi' },
      }),
    ).toHaveProperty('error');
    expect(await sneaky.emit('raise_hand', true)).toHaveProperty('error');
    expect(await sneaky.emit('check_online')).toHaveProperty('error');
    expect(await sneaky.emit('get_meeting_updates')).toHaveProperty('error');
    await tutor.emit('message', {
      message: { key: randomUUID(), room: `meet:${w.studentA.user.meetingId}`, content: 'Welcome!' },
    });
    await tutor.emit('raise_hand', true);
    await sleep(200);
    expect(sneaky.received.map((r) => r.event)).toEqual([]);
    expect(student.received.map((r) => r.event)).toEqual(expect.arrayContaining(['message', 'raise_hand']));
    await leaveAll(student, tutor);
  });

  it('R10 R11 a dropped participant shows recently online, comes back without knocking, and nothing is duplicated', async () => {
    const { tutor, student } = await lesson();
    const dropped = tutor.next<{ user: string }>('temporary_disconnect');
    student.close();
    expect(await dropped).toEqual({ user: student.instanceId });
    const seen = await tutor.emit<{ participants: { connection: string; status: string }[] }>('check_online');
    expect(seen.participants.find((p) => p.connection === student.instanceId)?.status).toBe('RECENTLY_ONLINE');
    const back = await open(w.studentA.token, undefined, student.instanceId);
    const rejoined = tutor.next<{ user: { status: string } }>('new_joined');
    expect(await back.emit('on_reconnect', { config, reconnecting: true })).toMatchObject({ status: 'enrolled' });
    expect((await rejoined).user.status).toBe('ONLINE');
    const after = await tutor.emit<{ participants: { connection: string }[] }>('check_online');
    expect(after.participants.filter((p) => p.connection === student.instanceId)).toHaveLength(1);
    await leaveAll(back, tutor);
  });

  it('R12 an incognito admin is seen by admins only', async () => {
    const { tutor, student } = await lesson();
    const master = await t.signUp('MASTER');
    const admin = await open(master.token);
    await admin.emit('launch', { config: { ...config, isIncognito: true } });
    await sleep(150);
    expect(
      student.received.some(
        (r) => r.event === 'new_joined' && (r.payload as { user: { key: string } }).user.key === master.user.id,
      ),
    ).toBe(false);
    const asStudent = await student.emit<{ participants: { key: string }[] }>('check_online');
    expect(asStudent.participants.map((p) => p.key)).not.toContain(master.user.id);
    const asAdmin = await admin.emit<{ participants: { key: string }[] }>('check_online');
    expect(asAdmin.participants.map((p) => p.key)).toContain(master.user.id);
    await leaveAll(admin, student, tutor);
  });

  it('R13 R14 hands and reactions reach the others; a bad reaction is refused', async () => {
    const { tutor, student } = await lesson();
    const hand = tutor.next<{ user: string; isHandRaised: boolean }>('raise_hand');
    expect(await student.emit('raise_hand', true)).toEqual({ isHandRaised: true });
    expect(await hand).toEqual({ user: student.instanceId, isHandRaised: true });
    const reaction = tutor.next<{ user: string; value: string }>('reaction');
    expect(await student.emit('reaction', { value: '🔥' })).toEqual({});
    expect(await reaction).toEqual({ user: student.instanceId, value: '🔥' });
    expect(await student.emit('reaction', { value: '💣' })).toHaveProperty('error');
    const list = await tutor.emit<{ participants: { key: string; isTutor: boolean }[] }>('check_online');
    expect(list.participants[0]!.isTutor).toBe(true);
    await leaveAll(student, tutor);
  });

  it('R17 R18 R19 R20 chat: ack, delivery once per key, receipts and typing from the server’s record', async () => {
    const { tutor, student } = await lesson();
    const room = `meet:${w.studentA.user.meetingId}`;
    const key = randomUUID();
    const arrived = tutor.next<{ key: string; content: string; from: { key: string } }>('message');
    const ack = await student.emit('message', { message: { key, room, content: 'Hello\n<b>sir</b>' } });
    expect(ack).toEqual({ sent: true, delivered: [], read: [] });
    expect(await arrived).toMatchObject({ key, content: 'Hello\n<b>sir</b>', from: { key: w.studentA.user.id } });
    expect(await student.emit('message', { message: { key, room, content: 'Hello\n<b>sir</b>' } })).toMatchObject({
      sent: true,
    });
    await sleep(100);
    expect(
      tutor.received.filter((r) => r.event === 'message' && (r.payload as { key: string }).key === key),
    ).toHaveLength(1);

    // Receipts reach the sender gathered in `message_receipts` (R19a).
    type Receipts = { receipts: { key: string; messageId: string; kind: string }[] };
    const delivered = student.next<Receipts>('message_receipts');
    await tutor.emit('message_delivered', { messageId: key, roomId: room });
    expect((await delivered).receipts).toEqual([{ key: w.tutorA.user.id, messageId: key, kind: 'delivered' }]);
    const read = student.next<Receipts>('message_receipts');
    await tutor.emit('message_read', { messageId: key, roomId: room });
    expect((await read).receipts).toEqual([{ key: w.tutorA.user.id, messageId: key, kind: 'read' }]);
    const again = await student.emit('message', { message: { key, room, content: 'Hello\n<b>sir</b>' } });
    expect(again).toEqual({ sent: true, delivered: [w.tutorA.user.id], read: [w.tutorA.user.id] });

    const typing = tutor.next<{ key: string; firstName: string }>('typing');
    await student.emit('typing', { key: 'forged', connection: 'forged', roomId: room, firstName: 'Mallory' });
    expect(await typing).toMatchObject({ key: w.studentA.user.id, firstName: w.studentA.user.firstName });

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/meet/messages?room=${encodeURIComponent(room)}&page=1`,
      headers: { cookie: w.studentA.cookie },
    });
    expect(history.json().data.messages.map((m: { key: string }) => m.key)).toContain(key);
    const outsider = await t.app.inject({
      method: 'GET',
      url: `/api/meet/messages?room=${encodeURIComponent(room)}`,
      headers: { cookie: w.studentB.cookie },
    });
    expect(outsider.statusCode).toBe(403);
    await leaveAll(student, tutor);
  });

  it('R21 attachments must be this room’s uploads', async () => {
    const { tutor, student } = await lesson();
    const room = `meet:${w.studentA.user.meetingId}`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const viewer = (await t.modules.accounts.sessions.resolve(w.studentA.token))!;
    const [ownKey] = await t.modules.files.service.upload(viewer, { folder: 'chats', room }, [
      { filename: 'a.png', content: png },
    ]);
    const [elsewhere] = await t.modules.files.service.upload(viewer, { folder: 'chats' }, [
      { filename: 'b.png', content: png },
    ]);
    expect(await student.emit('message', { message: { key: randomUUID(), room, images: [elsewhere] } })).toHaveProperty(
      'error',
    );
    const arrived = tutor.next<{ images: string[] }>('message');
    expect(await student.emit('message', { message: { key: randomUUID(), room, images: [ownKey] } })).toMatchObject({
      sent: true,
    });
    const url = (await arrived).images[0]!;
    const asTutor = await t.app.inject({ method: 'GET', url, headers: { cookie: w.tutorA.cookie } });
    expect(asTutor.statusCode).toBe(200);
    const asStranger = await t.app.inject({ method: 'GET', url, headers: { cookie: w.studentB.cookie } });
    expect(asStranger.statusCode).toBe(404);
    await leaveAll(student, tutor);
  });

  it('R2 every event with a malformed payload gets an error ack and the server keeps running', async () => {
    const { tutor, student } = await lesson();
    const bad: [string, unknown][] = [
      ['launch', { config: { programId: 'not-a-uuid' } }],
      ['on_reconnect', 'nonsense'],
      ['access_granted', { connection: 42 }],
      ['access_acception', { connection: 'x' }],
      ['reaction', { value: 7 }],
      ['give_reaction', null],
      ['raise_hand', 'yes'],
      ['message', { message: { key: 'not-uuid', room: 'x' } }],
      [
        'message',
        { message: { key: randomUUID(), room: `meet:${w.studentA.user.meetingId}`, content: 'x'.repeat(5000) } },
      ],
      ['message_read', { messageId: 5 }],
      ['message_delivered', {}],
      ['typing', { roomId: 3 }],
      ['typing_off', 'x'],
      ['join_room', { roomId: '' }],
    ];
    for (const [event, payload] of bad) {
      const reply = await student.emit(event, payload);
      expect(reply, event).toHaveProperty('error');
    }
    expect(await student.emit('raise_hand', false)).toEqual({ isHandRaised: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await leaveAll(student, tutor);
  });

  it('R15 leaving removes the person; the last one out ends the lesson', async () => {
    const { tutor, student } = await lesson();
    const snapshot = await tutor.emit<{ participants: unknown[] }>('check_online');
    expect(snapshot.participants).toHaveLength(2);
    const left = tutor.next<{ user: string }>('leave_meeting');
    await student.emit('leave_meeting');
    expect(await left).toEqual({ user: student.instanceId });
    await tutor.emit('leave_meeting');
    const sessions = await t.database.db
      .select()
      .from(meetingSessions)
      .where(eq(meetingSessions.roomKey, w.studentA.user.meetingId!));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.endedAt !== null)).toBe(true);
  });
});

describe('classroom protocol: going offline', () => {
  it('R11 a participant who does not come back goes offline, and a lesson with nobody left ends', async () => {
    const t = await createTestApp({}, { offlineAfterMs: 300 });
    const w = await createWorld(t);
    const base = await listenOnLoopback(t);
    const meetingId = w.studentA.user.meetingId!;
    const tutor = await openClient(base, meetingId, w.tutorA.token);
    const student = await openClient(base, meetingId, w.studentA.token);
    try {
      await tutor.emit('launch', { config: { programId: w.program.id } });
      const request = tutor.next<{ connection: string }>('access_request');
      await student.emit('launch', { config: { programId: w.program.id } });
      await tutor.emit('access_granted', { connection: (await request).connection });
      student.close();
      await tutor.next('temporary_disconnect');
      const offline = await tutor.next<{ user: { connection: string; status: string } }>('new_joined', 3000);
      expect(offline.user).toMatchObject({ connection: student.instanceId, status: 'OFFLINE' });
      tutor.close();
      await sleep(600);
      const sessions = await t.database.db.select().from(meetingSessions).where(eq(meetingSessions.roomKey, meetingId));
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.endedAt).not.toBeNull();
      expect(t.modules.classroom.services.roomState.get(meetingId)).toBeUndefined();
      // Nor does the meeting's namespace stay behind on the node.
      expect(t.io._nsps.has(`/meet/${meetingId}`)).toBe(false);
    } finally {
      tutor.close();
      await t.close();
    }
  });

  it('R11 a started demo whose classroom empties is completed, even when its host closed the tab', async () => {
    const t = await createTestApp({}, { offlineAfterMs: 200 });
    const w = await createWorld(t);
    const base = await listenOnLoopback(t);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/meet/demo-sessions',
      headers: { cookie: w.admin.cookie },
      payload: { guestName: 'Kola Ade', time: new Date().toISOString(), tutorKey: w.tutorA.user.id },
    });
    const session = booked.json().data.demo.key as string;
    const config = { config: { demoSession: session } };
    const completedAt = async () =>
      (await t.database.db.select().from(demoSessions).where(eq(demoSessions.id, session)))[0]!.completedAt;
    const visit = async () => {
      const tutor = await openClient(base, 'demo', w.tutorA.token);
      expect(await tutor.emit('launch', config)).toMatchObject({ status: 'enrolled' });
      tutor.close();
      await sleep(700);
    };
    try {
      // Not started yet: the tutor looking in and going again leaves the demo bookable.
      await visit();
      expect(await completedAt()).toBeNull();
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/meet/start-demo-session',
        headers: { cookie: w.tutorA.cookie },
        payload: { session },
      });
      expect(start.statusCode).toBe(200);
      await visit();
      expect(await completedAt()).not.toBeNull();
      const again = await openClient(base, 'demo', w.tutorA.token);
      expect(await again.emit('launch', config)).toEqual({ error: demoSessionTexts.ended });
      again.close();
    } finally {
      await t.close();
    }
  });

  it('R11 a person back on a new tab after going offline is listed once: the offline tab leaves', async () => {
    const t = await createTestApp({}, { offlineAfterMs: 200 });
    const w = await createWorld(t);
    const base = await listenOnLoopback(t);
    const meetingId = w.studentA.user.meetingId!;
    const config = { config: { programId: w.program.id } };
    const tutor = await openClient(base, meetingId, w.tutorA.token);
    const firstTab = await openClient(base, meetingId, w.studentA.token);
    let secondTab: Awaited<ReturnType<typeof openClient>> | undefined;
    try {
      await tutor.emit('launch', config);
      let request = tutor.next<{ connection: string }>('access_request');
      await firstTab.emit('launch', config);
      await tutor.emit('access_granted', { connection: (await request).connection });
      firstTab.close();
      const offline = await tutor.next<{ user: { connection: string; status: string } }>('new_joined', 3000);
      expect(offline.user).toMatchObject({ connection: firstTab.instanceId, status: 'OFFLINE' });

      secondTab = await openClient(base, meetingId, w.studentA.token);
      request = tutor.next<{ connection: string }>('access_request');
      const gone = tutor.next<{ user: string }>('leave_meeting');
      await secondTab.emit('launch', config);
      await tutor.emit('access_granted', { connection: (await request).connection });
      expect(await gone).toEqual({ user: firstTab.instanceId });
      const snapshot = await tutor.emit<{ participants: { connection: string }[] }>('check_online');
      expect(snapshot.participants.map((p) => p.connection).sort()).toEqual(
        [tutor.instanceId, secondTab.instanceId].sort(),
      );
    } finally {
      secondTab?.close();
      tutor.close();
      await t.close();
    }
  });
});
