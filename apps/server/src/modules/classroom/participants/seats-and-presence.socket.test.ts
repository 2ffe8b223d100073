/**
 * Issues 14 and 15: a connection id cannot be taken over by someone else (R30), one person is one participant
 * however many tabs they open (R31), and a tab gone for good leaves the grid within the stated bound (R11).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { type Client, openClient, sleep } from '../../../../test/classroom-client.js';
import { heartbeat } from '../../../realtime/server.js';
import { joinedElsewhere } from '../admission/admit.js';
import { offlineAfterMs } from './presence.js';

type Listed = { participants: { key: string; connection: string; status: string }[] };

describe('seats and presence', () => {
  const bed = useClassroomBed();
  const extra: Client[] = [];
  afterAll(() => {
    for (const c of extra) c.close();
  });
  const config = () => ({ config: { programId: bed.w.program.id } });
  const room = () => `meet:program:${bed.w.program.id}`;
  /** A socket of the program classroom with a chosen connection id. */
  const tab = async (token: string, instanceId: string = randomUUID()) => {
    const c = await openClient(bed.base, 'program', token, instanceId);
    extra.push(c);
    return c;
  };
  async function hostIn() {
    const tutor = await tab(bed.w.tutorA.token);
    expect(await tutor.emit('launch', config())).toMatchObject({ status: 'enrolled' });
    return tutor;
  }
  async function admitted(tutor: Client, token: string, instanceId?: string) {
    const student = await tab(token, instanceId);
    const request = tutor.next<{ connection: string }>('access_request');
    expect(await student.emit('launch', config())).toEqual({ status: 'waiting' });
    const granted = student.next('access_granted');
    expect(await tutor.emit('access_granted', { connection: (await request).connection })).toEqual({});
    await granted;
    return student;
  }
  const leaveAll = async (...cs: Client[]) => {
    for (const c of cs) if (c.socket.connected) await c.emit('leave_meeting');
  };

  it('R30 an attacker reusing an admitted participant’s connection id gets a seat of their own; the victim is unaffected', async () => {
    const tutor = await hostIn();
    const victim = await admitted(tutor, bed.w.studentA.token);
    // The connection id is in every participant list; the attacker is enrolled in the same program.
    const attacker = await tab(bed.w.studentB.token, victim.instanceId);
    const request = tutor.next<{ key: string; connection: string }>('access_request');
    expect(await attacker.emit('launch', config())).toEqual({ status: 'waiting' });
    const knock = await request;
    expect(knock.key).toBe(bed.w.studentB.user.id);
    expect(knock.connection).not.toBe(victim.instanceId);
    // Admitting the attacker never moves the victim's seat or socket.
    const granted = attacker.next<{ you: { key: string; connection: string } }>('access_granted');
    expect(await tutor.emit('access_granted', { connection: knock.connection })).toEqual({});
    expect((await granted).you).toMatchObject({ key: bed.w.studentB.user.id, connection: knock.connection });
    const listed = await tutor.emit<Listed>('check_online');
    expect(listed.participants.find((p) => p.connection === victim.instanceId)).toMatchObject({
      key: bed.w.studentA.user.id,
      status: 'ONLINE',
    });
    expect(listed.participants.find((p) => p.connection === knock.connection)?.key).toBe(bed.w.studentB.user.id);
    expect(victim.received.some((r) => r.event === 'alert')).toBe(false);
    // Each socket still speaks as its own person.
    let arrived = tutor.next<{ from: { key: string } }>('message');
    const say = (c: Client, content: string) =>
      c.emit('message', { message: { key: randomUUID(), room: room(), content } });
    expect(
      await victim.emit('message', { message: { key: randomUUID(), room: room(), content: 'still me' } }),
    ).toMatchObject({ sent: true });
    expect((await arrived).from.key).toBe(bed.w.studentA.user.id);
    arrived = tutor.next<{ from: { key: string } }>('message');
    expect(await say(attacker, 'me too')).toMatchObject({ sent: true });
    expect((await arrived).from.key).toBe(bed.w.studentB.user.id);
    const hand = tutor.next<{ user: string }>('raise_hand');
    await attacker.emit('raise_hand', true);
    expect(await hand).toEqual({ user: knock.connection, isHandRaised: true });
    expect(victim.socket.connected).toBe(true);
    // The same attacker tab reconnecting finds its own seat again, not the victim's.
    attacker.close();
    const again = await tab(bed.w.studentB.token, victim.instanceId);
    const back = again.next<{ you: { connection: string } }>('access_granted');
    expect(await again.emit('on_reconnect', { ...config(), reconnecting: true })).toMatchObject({ status: 'enrolled' });
    expect((await back).you.connection).toBe(knock.connection);
    await leaveAll(victim, again, tutor);
  });

  it('R30 a waiting request cannot be replaced by someone else under its connection id', async () => {
    const tutor = await hostIn();
    const waiting = await tab(bed.w.studentA.token);
    let request = tutor.next<{ connection: string }>('access_request');
    expect(await waiting.emit('launch', config())).toEqual({ status: 'waiting' });
    await request;
    const attacker = await tab(bed.w.studentB.token, waiting.instanceId);
    request = tutor.next<{ connection: string }>('access_request');
    expect(await attacker.emit('launch', config())).toEqual({ status: 'waiting' });
    expect((await request).connection).not.toBe(waiting.instanceId);
    const updates = await tutor.emit<{ requests: { key: string; connection: string }[] }>('get_meeting_updates');
    expect(updates.requests.find((r) => r.connection === waiting.instanceId)?.key).toBe(bed.w.studentA.user.id);
    const granted = waiting.next<{ you: { key: string } }>('access_granted');
    expect(await tutor.emit('access_granted', { connection: waiting.instanceId })).toEqual({});
    expect((await granted).you.key).toBe(bed.w.studentA.user.id);
    await sleep(100);
    expect(attacker.received.some((r) => r.event === 'access_granted')).toBe(false);
    await leaveAll(waiting, tutor);
    attacker.close();
  });

  it('R31 a person’s newest tab replaces the older one at once: told, disconnected, listed once', async () => {
    const tutor = await hostIn();
    const first = await admitted(tutor, bed.w.studentA.token);
    const told = first.next<{ code: string; message: string }>('alert');
    const closed = new Promise<string>((resolve) => first.socket.once('disconnect', resolve));
    const gone = tutor.next<{ user: string }>('leave_meeting');
    const second = await admitted(tutor, bed.w.studentA.token);
    expect(await told).toEqual({ code: 'joined_elsewhere', message: joinedElsewhere });
    expect(await closed).toBe('io server disconnect');
    expect(await gone).toEqual({ user: first.instanceId });
    const listed = await tutor.emit<Listed>('check_online');
    expect(listed.participants.map((p) => p.connection).sort()).toEqual([tutor.instanceId, second.instanceId].sort());

    // A host back from a new tab (the old one closed without leaving) enters at once, also listed once.
    tutor.close();
    const again = await hostIn();
    const seen = await second.emit<Listed>('check_online');
    expect(seen.participants.map((p) => p.connection).sort()).toEqual([again.instanceId, second.instanceId].sort());
    expect(seen.participants.every((p) => p.status === 'ONLINE')).toBe(true);
    await leaveAll(second, again);
  });

  it('R31 a newer tab’s request replaces the same person’s older one; hosts see one', async () => {
    const tutor = await hostIn();
    const first = await tab(bed.w.studentA.token);
    let request = tutor.next<{ connection: string }>('access_request');
    expect(await first.emit('launch', config())).toEqual({ status: 'waiting' });
    await request;
    const told = first.next<{ code: string }>('alert');
    const withdrawn = tutor.next<{ connection: string }>('delete_access_request');
    const second = await tab(bed.w.studentA.token);
    request = tutor.next<{ connection: string }>('access_request');
    expect(await second.emit('launch', config())).toEqual({ status: 'waiting' });
    expect(await withdrawn).toEqual({ connection: first.instanceId });
    expect((await told).code).toBe('joined_elsewhere');
    expect((await request).connection).toBe(second.instanceId);
    const updates = await tutor.emit<{ requests: { connection: string }[] }>('get_meeting_updates');
    expect(updates.requests.map((r) => r.connection)).toEqual([second.instanceId]);
    await leaveAll(second, tutor);
  });

  it('R11 a tab that stops answering heartbeats goes recently online, then leaves within 15 s', {
    timeout: 25_000,
  }, async () => {
    const tutor = await hostIn();
    const student = await admitted(tutor, bed.w.studentA.token);
    const dropped = tutor.next<{ user: string }>('temporary_disconnect', 15_000);
    const offline = tutor.next<{ user: { connection: string; status: string } }>('new_joined', 15_000);
    // A closed lid: the socket stays open but nothing answers the server's pings any more.
    const engine = student.socket.io.engine as unknown as { _sendPacket: (...args: unknown[]) => void };
    const silentAt = Date.now();
    engine._sendPacket = () => {};
    expect(await dropped).toEqual({ user: student.instanceId });
    const heard = Date.now() - silentAt;
    expect((await offline).user).toMatchObject({ connection: student.instanceId, status: 'OFFLINE' });
    const left = Date.now() - silentAt;
    expect(heard).toBeLessThanOrEqual(heartbeat.intervalMs + heartbeat.timeoutMs + 1_000);
    expect(left - heard).toBeGreaterThanOrEqual(offlineAfterMs - 100);
    expect(left).toBeLessThanOrEqual(15_000);
    student.close();
    await leaveAll(tutor);
  });
});
