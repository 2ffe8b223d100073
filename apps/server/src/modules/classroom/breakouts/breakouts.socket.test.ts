/**
 * Breakout rooms over real sockets (B1–B7, B11, ADR 0087) in a program's classroom with its tutor and two students:
 * opening, assigning by hand and at random, students choosing, chat kept to each room, the message to every room,
 * the timer's warning and its closing, and the host's cockpit. Media routing is breakouts-media.socket.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { type BreakoutCockpit, type BreakoutsView, breakoutTexts, type ChatMessage } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import type { Client } from '../../../../test/classroom-client.js';

type Answer = { breakouts?: BreakoutsView; error?: string };
type Changed = { breakouts: BreakoutsView | null; closedBy?: string };

describe('breakout rooms (ADR 0087)', () => {
  const bed = useClassroomBed();

  async function classroom() {
    const { tutor, a, b, mainChat } = await bed.programClass();
    const leave = async () => {
      await tutor.emit('breakout_close', {});
      for (const c of [a, b, tutor]) await c.emit('leave_meeting');
    };
    return { tutor, a, b, mainChat, leave };
  }
  const open = async (tutor: Client, count = 2) => (await tutor.emit<Answer>('breakout_open', { count })).breakouts!;

  it('B1 B2 B10 B11 a host opens rooms, assigns by hand, sees the cockpit and closes; students and bad input are refused', async () => {
    const { tutor, a, b, leave } = await classroom();
    expect(await a.emit('breakout_open', { count: 2 })).toEqual({ error: breakoutTexts.onlyHosts.open });
    expect(await tutor.emit('breakout_open', { count: 1 })).toHaveProperty('error');
    expect(await tutor.emit('breakout_open', { count: 21 })).toHaveProperty('error');
    expect(await tutor.emit('breakout_open', { count: 2, extra: true })).toHaveProperty('error');
    expect(await tutor.emit('breakout_assign', { assignments: [{ connection: a.instanceId, room: 1 }] })).toEqual({
      error: breakoutTexts.notOpen,
    });

    const told = a.next<Changed>('breakouts_changed');
    const opened = await open(tutor, 3);
    expect(opened.rooms.map((r) => r.name)).toEqual(['Room 1', 'Room 2', 'Room 3']);
    expect((await told).breakouts?.id).toBe(opened.id);
    expect(await tutor.emit('breakout_open', { count: 2 })).toEqual({ error: breakoutTexts.alreadyOpen });

    const moves = {
      assignments: [
        { connection: a.instanceId, room: 1 },
        { connection: b.instanceId, room: 2 },
      ],
    };
    expect(await a.emit('breakout_assign', moves)).toEqual({ error: breakoutTexts.onlyHosts.manage });
    const moved = b.next<Changed>('breakouts_changed');
    expect((await tutor.emit<Answer>('breakout_assign', moves)).breakouts?.assignments).toEqual({
      [a.instanceId]: 1,
      [b.instanceId]: 2,
    });
    expect((await moved).breakouts?.assignments[b.instanceId]).toBe(2);
    expect(await tutor.emit('breakout_assign', { assignments: [{ connection: 'nobody-here', room: 1 }] })).toEqual({
      error: breakoutTexts.personNotFound,
    });
    expect(
      await tutor.emit('breakout_assign', { assignments: [{ connection: a.instanceId, room: 0 }] }),
    ).toHaveProperty('error');

    // A late snapshot carries the rooms; the cockpit shows who is where.
    const cockpit = await tutor.emit<BreakoutCockpit>('breakout_cockpit', {});
    expect(cockpit.rooms.map((r) => r.people.map((p) => p.connection))).toEqual([
      [tutor.instanceId],
      [a.instanceId],
      [b.instanceId],
      [],
    ]);
    expect(await a.emit('breakout_cockpit', {})).toEqual({ error: breakoutTexts.onlyHosts.manage });

    const closed = b.next<Changed>('breakouts_changed');
    expect(await a.emit('breakout_close', {})).toEqual({ error: breakoutTexts.onlyHosts.manage });
    expect(await tutor.emit('breakout_close', {})).toEqual({ closed: true });
    expect(await closed).toEqual({ breakouts: null, closedBy: 'host' });
    expect(await tutor.emit('breakout_close', {})).toEqual({ closed: false });
    await leave();
  });

  it('B3 B4 shuffles the students evenly; a student chooses only while the host lets them', async () => {
    const { tutor, a, b, leave } = await classroom();
    await open(tutor, 2);
    const shuffled = (await tutor.emit<Answer>('breakout_shuffle', {})).breakouts!;
    expect(Object.keys(shuffled.assignments).sort()).toEqual([a.instanceId, b.instanceId].sort());
    expect(new Set(Object.values(shuffled.assignments)).size).toBe(2);

    expect(await a.emit('breakout_choose', { room: 2 })).toEqual({ error: breakoutTexts.choosingOff });
    expect(await a.emit('breakout_let_choose', { allowed: true })).toEqual({ error: breakoutTexts.onlyHosts.manage });
    expect((await tutor.emit<Answer>('breakout_let_choose', { allowed: true })).breakouts?.allowChoose).toBe(true);
    expect((await a.emit<Answer>('breakout_choose', { room: 2 })).breakouts?.assignments[a.instanceId]).toBe(2);
    expect((await a.emit<Answer>('breakout_choose', { room: null })).breakouts?.assignments).not.toHaveProperty(
      a.instanceId,
    );
    expect(await a.emit('breakout_choose', { room: 7 })).toEqual({ error: breakoutTexts.noSuchRoom });
    expect(await tutor.emit('breakout_choose', { room: 1 })).toEqual({ error: breakoutTexts.hostsVisit });
    await leave();
  });

  it('B6 B7 each room’s chat reaches only that room and the hosts; the main chat goes on apart; a message reaches every room', async () => {
    const { tutor, a, b, mainChat, leave } = await classroom();
    const rooms = (await open(tutor, 2)).rooms;
    await tutor.emit('breakout_assign', {
      assignments: [
        { connection: a.instanceId, room: 1 },
        { connection: b.instanceId, room: 2 },
      ],
    });
    const say = (c: Client, room: string, content: string) =>
      c.emit('message', { message: { key: randomUUID(), room, content } });

    const atTutor = tutor.next<ChatMessage>('message');
    expect(await say(a, rooms[0]!.chatRoomId, 'In room 1')).toMatchObject({ sent: true });
    expect((await atTutor).content).toBe('In room 1');
    expect(await say(a, rooms[1]!.chatRoomId, 'Peeking')).toEqual({ error: breakoutTexts.notYourRoom });
    expect(await say(a, mainChat, 'To the main room')).toEqual({ error: breakoutTexts.notYourRoom });
    // A host writes in any room's chat, and the main one.
    const atB = b.next<ChatMessage>('message');
    expect(await say(tutor, rooms[1]!.chatRoomId, 'Hello room 2')).toMatchObject({ sent: true });
    expect((await atB).content).toBe('Hello room 2');
    expect(await say(tutor, mainChat, 'Main room notes')).toMatchObject({ sent: true });

    // The message to every room reaches both rooms; by then room 1's and the main room's chat have not reached B.
    expect(await a.emit('breakout_broadcast', { text: 'Hi all' })).toEqual({
      error: breakoutTexts.onlyHosts.broadcast,
    });
    const broadcastAtA = a.next<{ text: string }>('breakout_broadcast');
    const broadcastAtB = b.next<{ text: string }>('breakout_broadcast');
    expect(await tutor.emit('breakout_broadcast', { text: 'Two minutes left' })).toEqual({ sent: 2 });
    expect((await broadcastAtA).text).toBe('Two minutes left');
    expect((await broadcastAtB).text).toBe('Two minutes left');
    const chatAt = (c: Client) =>
      c.received.filter((e) => e.event === 'message').map((e) => (e.payload as ChatMessage).content);
    expect(chatAt(b)).toEqual(['Hello room 2']);
    expect(chatAt(a)).toEqual([]);
    expect(await tutor.emit('breakout_broadcast', { text: '' })).toHaveProperty('error');

    // A room's chat history over HTTP: for that room and the hosts, while the rooms are open.
    const history = async (who: { cookie: string }, room: string) => {
      const res = await bed.t.app.inject({
        method: 'GET',
        url: `/api/meet/messages?room=${encodeURIComponent(room)}&page=1`,
        headers: { cookie: who.cookie },
      });
      return res.statusCode === 200 ? res.json().data.messages.map((m: ChatMessage) => m.content) : res.statusCode;
    };
    expect(await history(bed.w.studentA, rooms[0]!.chatRoomId)).toEqual(['In room 1']);
    expect(await history(bed.w.tutorA, rooms[0]!.chatRoomId)).toEqual(['In room 1']);
    expect(await history(bed.w.studentB, rooms[0]!.chatRoomId)).toBe(403);
    expect(await history(bed.w.studentB, rooms[1]!.chatRoomId)).toEqual(['Hello room 2']);
    expect(await history(bed.w.studentA, `${rooms[0]!.chatRoomId.slice(0, -1)}9`)).toBe(403);
    expect(await tutor.emit('breakout_close', {})).toEqual({ closed: true });
    expect(await history(bed.w.studentA, rooms[0]!.chatRoomId)).toBe(403);
    await leave();
  });

  it('B5 the timer warns and then closes every room by itself', async () => {
    const { tutor, a, b, leave } = await classroom();
    await open(tutor, 2);
    await tutor.emit('breakout_assign', { assignments: [{ connection: a.instanceId, room: 1 }] });
    expect(await tutor.emit('breakout_timer', { seconds: 0 })).toHaveProperty('error');
    expect(await a.emit('breakout_timer', { seconds: 5 })).toEqual({ error: breakoutTexts.onlyHosts.manage });
    // Under a minute left: the warning comes at once, the closing when the time is up.
    const warned = b.next<{ secondsLeft: number }>('breakout_warning');
    const timerSet = a.next<Changed>('breakouts_changed');
    const set = (await tutor.emit<Answer>('breakout_timer', { seconds: 2 })).breakouts!;
    expect(set.endsAt).toBeGreaterThan(Date.now());
    expect((await timerSet).breakouts?.endsAt).toBe(set.endsAt);
    // The next change a student hears is the closing.
    const closed = a.next<Changed>('breakouts_changed', 10_000);
    expect((await warned).secondsLeft).toBeLessThanOrEqual(2);
    expect(await closed).toEqual({ breakouts: null, closedBy: 'timer' });
    expect(Date.now()).toBeGreaterThanOrEqual(set.endsAt!);
    expect(a.received.filter((e) => e.event === 'breakout_warning')).toHaveLength(1);
    await leave();
  });
});
