/**
 * Suspending someone on one node ends them on every node (ADR 0029): the admin's call reaches node B, the student
 * sits in a classroom on node A and has a cached session there; within 2 s node A drops both and frees the seat.
 * A password reset by link, a password change (other browsers only), turning two-factor sign-in on (other browsers
 * only, ADR 0056) and a demotion end sockets the same way (ADR 0055).
 */
import { randomUUID } from 'node:crypto';
import { peopleTexts } from '@chalkline/contracts';
import { generate } from 'otplib';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { listenOnLoopback } from '../../test/harness.js';
import { api } from '../../test/requests.js';
import { useTwoNodes } from '../../test/two-nodes.js';
import { readOutbox } from '../mail/mailer.js';
import { sessionCookieName } from '../modules/accounts/session.service.js';

// One pair of nodes for the file: each test ends a different person.
const s = useTwoNodes({ MEDIA_WORKER: 'false' });

describe('a suspension crosses nodes', () => {
  it('ends the student’s socket, seat and cached session on the other node within 2 s', async () => {
    const { nodeA, nodeB, w } = s;
    const open = (token: string) => s.open(nodeA, token);
    const config = { programId: w.program.id };
    const tutor = await open(w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await open(w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    // Node A now holds the student's session in its cache.
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, w.studentA.cookie)).status).toBe(200);

    const alert = student.next<{ code: string; message: string }>('alert', 2000);
    const left = tutor.next<{ user: string }>('leave_meeting', 2000);
    const started = Date.now();
    const res = await api(nodeB)(
      'POST',
      '/api/accounts/restriction/students',
      { key: w.studentA.user.id, suspended: true },
      w.admin.cookie,
    );
    expect(res.status).toBe(200);
    const [alerted] = await Promise.all([alert, left]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(alerted).toEqual({ code: 'account_ended', message: peopleTexts.endedBySuspension });
    expect(student.socket.connected).toBe(false);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, w.studentA.cookie)).status).toBe(401);
  });
});

describe('password and role changes cross nodes (ADR 0055)', () => {
  const roots: Socket[] = [];
  afterAll(() => {
    for (const socket of roots) socket.close();
  });

  /** A root-namespace socket (notifications, presence) on `node`, signed in with a session token. */
  async function openRoot(node: TestApp, token: string) {
    // `s.open` may have made the node listen already.
    const address = node.app.server.address();
    const base =
      address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : await listenOnLoopback(node);
    const socket = connect(base, {
      transports: ['websocket'],
      reconnection: false,
      // Its own connection: ending it must not take the classroom socket's shared connection with it.
      forceNew: true,
      auth: { token, instanceId: randomUUID() },
    });
    roots.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }
  const closed = (socket: Socket, ms = 2000) =>
    new Promise<void>((resolve, reject) => {
      if (socket.disconnected) return resolve();
      const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  const session = async (userId: string) => {
    const { token } = await s.nodeA.modules.accounts.sessions.start(userId);
    return { token, cookie: `${sessionCookieName}=${token}` };
  };

  it('a reset by the emailed link on node B ends the person’s classroom and root sockets on node A', async () => {
    const { nodeA, nodeB, w } = s;
    const student = w.studentB;
    const classroom = await s.open(nodeA, student.token, student.user.meetingId!);
    const root = await openRoot(nodeA, student.token);
    const alert = classroom.next<{ code: string; message: string }>('alert', 3000);

    await api(nodeB)('POST', '/api/auth/forgot-password', { email: student.user.email });
    let token = '';
    for (let i = 0; i < 60 && !token; i++) {
      const mails = await readOutbox(nodeB.config.mail.outboxDir);
      token =
        mails.find((m) => JSON.stringify(m.to).includes(student.user.email))?.text.match(/token=([\w-]+)/)?.[1] ?? '';
      if (!token) await new Promise((r) => setTimeout(r, 50));
    }
    const password = { password: 'N3w!Password', confirmPassword: 'N3w!Password' };
    expect((await api(nodeB)('POST', '/api/auth/reset-password', { token, ...password })).status).toBe(200);
    await Promise.all([closed(root), closed(classroom.socket)]);
    expect(await alert).toEqual({ code: 'account_ended', message: peopleTexts.endedByPasswordChange });
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, student.cookie)).status).toBe(401);
  });

  it('a change on node B ends the other browsers’ sockets on node A and keeps the changing browser’s', async () => {
    const { nodeA, nodeB, w } = s;
    const here = await session(w.tutorB.user.id);
    const elsewhere = await session(w.tutorB.user.id);
    const hereRoot = await openRoot(nodeA, here.token);
    const hereRoom = await s.open(nodeA, here.token, w.studentB.user.meetingId!);
    const elsewhereRoot = await openRoot(nodeA, elsewhere.token);
    const elsewhereRoom = await s.open(nodeA, elsewhere.token, w.studentB.user.meetingId!);

    const change = { currentPassword: 'unset', password: 'N3w!Password', confirmPassword: 'N3w!Password' };
    const changed = await api(nodeB)('POST', '/api/auth/reset-account-password', change, here.cookie);
    expect(changed.status).toBe(200);
    await Promise.all([closed(elsewhereRoot), closed(elsewhereRoom.socket)]);
    await new Promise((r) => setTimeout(r, 200));
    expect(hereRoot.connected).toBe(true);
    expect(hereRoom.socket.connected).toBe(true);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, elsewhere.cookie)).status).toBe(401);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, changed.cookie)).status).toBe(200);
  });

  it('turning two-factor sign-in on at node B ends the other browsers’ sessions and sockets on node A', async () => {
    const { nodeA, nodeB, w } = s;
    const here = await session(w.tutorA.user.id);
    const elsewhere = await session(w.tutorA.user.id);
    const hereRoot = await openRoot(nodeA, here.token);
    const elsewhereRoot = await openRoot(nodeA, elsewhere.token);
    const elsewhereRoom = await s.open(nodeA, elsewhere.token, w.studentA.user.meetingId!);
    const alert = elsewhereRoom.next<{ code: string; message: string }>('alert', 3000);
    // Node A holds both sessions in its cache.
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, elsewhere.cookie)).status).toBe(200);

    const setup = await api(nodeB)('POST', '/api/auth/two-factor/setup', undefined, here.cookie);
    const code = await generate({ secret: setup.body.data.secret });
    expect((await api(nodeB)('POST', '/api/auth/two-factor/enable', { code }, here.cookie)).status).toBe(200);
    await Promise.all([closed(elsewhereRoot), closed(elsewhereRoom.socket)]);
    expect(await alert).toEqual({ code: 'account_ended', message: peopleTexts.endedByTwoFactor });
    await new Promise((r) => setTimeout(r, 200));
    expect(hereRoot.connected).toBe(true);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, elsewhere.cookie)).status).toBe(401);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, here.cookie)).status).toBe(200);
  });

  it('demoting an admin on node B ends their sessions and sockets on node A; a new group does not', async () => {
    const { nodeA, nodeB } = s;
    const master = await nodeA.signUp('MASTER');
    const manager = await nodeA.signUp('MANAGER', { adminPermissions: ['tutors.access'] });
    const root = await openRoot(nodeA, manager.token);
    const patch = (permissions: string[]) =>
      api(nodeB)('PATCH', `/api/admin/admins/${manager.user.id}`, { permissions }, master.cookie);

    expect((await patch(['tutors.access', 'students.access'])).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(root.connected).toBe(true);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, manager.cookie)).status).toBe(200);

    expect((await patch(['students.access'])).status).toBe(200);
    await closed(root);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, manager.cookie)).status).toBe(401);
  });
});
