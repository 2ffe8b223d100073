/**
 * The socket side of "every entry point declares its permission" (ADR 0027): the dispatcher applies each event's
 * declaration in contracts' `eventPermissions` before its handler, for every role. Every `member` and host event
 * from a socket that has not been admitted answers "not admitted"; every host event from an admitted student
 * answers its rule's hosts-only refusal; on `/chat`, `member` is membership of the conversation named. Walks the
 * table, so a new event is covered once it has a sample payload (the type demands one).
 */
import { randomUUID } from 'node:crypto';
import {
  type ClientEventName,
  chatRoomId,
  chatTexts,
  clientEventSchemas,
  eventPermissions,
  hostEventRefusals,
  reactions,
} from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useClassroomBed } from '../../test/classroom-bed.js';
import { openChatClient } from '../modules/classroom/chat/platform-chat-client.test-support.js';
import { notAdmitted } from '../modules/classroom/classroom-context.js';

type Samples = { [E in ClientEventName]: z.input<(typeof clientEventSchemas)[E]> };

describe('the dispatcher applies every socket event’s declared permission, for every role (ADR 0027)', () => {
  const bed = useClassroomBed();
  const room = () => `meet:${bed.w.studentA.user.meetingId}`;
  const config = () => ({ programId: bed.w.program.id });
  const id = 'x1';
  const sdp = { type: 'offer' as const, sdp: 'v=0' };
  /** A well-formed payload for every event, so the schema lets it through to the handler's check. */
  const samples = (): Samples => ({
    ping: { at: Date.now() },
    notification_count: {},
    launch: { config: config() },
    on_reconnect: { config: config() },
    leave_meeting: {},
    access_granted: { connection: 'someone' },
    access_acception: { connection: 'someone', accepted: false },
    stop_producer: { connection: 'someone', source: 'camera' },
    start_recording: {},
    end_recording: {},
    poll_open: { pollId: randomUUID() },
    poll_close: { pollId: randomUUID() },
    poll_results: { pollId: randomUUID(), shown: true },
    poll_answer: { pollId: randomUUID(), choices: [0] },
    poll_state: {},
    set_locks: { locks: { chat: true } },
    mute_all: {},
    lower_hands: {},
    remove_message: { messageId: randomUUID(), roomId: room() },
    spotlight: { connection: null },
    receive_video: { cameras: false },
    breakout_open: { count: 2 },
    breakout_assign: { assignments: [{ connection: 'someone', room: 1 }] },
    breakout_shuffle: {},
    breakout_let_choose: { allowed: true },
    breakout_choose: { room: 1 },
    breakout_timer: { seconds: 600 },
    breakout_broadcast: { text: 'Two minutes to finish' },
    breakout_visit: { room: 1, mode: 'listen' },
    breakout_close: {},
    breakout_cockpit: {},
    media_stats: {},
    reaction: { value: reactions[0] },
    give_reaction: { value: reactions[0] },
    raise_hand: true,
    message: { message: { key: randomUUID(), room: room(), content: 'Hello' } },
    message_read: { messageId: randomUUID(), roomId: room() },
    message_delivered: { messageId: randomUUID(), roomId: room() },
    typing: { key: 'k', connection: 'c', roomId: room(), firstName: 'Ada' },
    typing_off: { key: 'k', connection: 'c' },
    join_room: { roomId: room() },
    set_status: { status: 'BUSY' },
    check_online: {},
    get_meeting_updates: {},
    start_whiteboard: { whiteboardId: randomUUID() },
    end_whiteboard: { whiteboardId: randomUUID() },
    y_update: { whiteboardId: randomUUID(), update: new Uint8Array([0]) },
    y_awareness_update: { update: new Uint8Array([0]), awarenessId: 1 },
    'remove-awareness': { awarenessId: 1 },
    call: {},
    create_transport: { consumer: true },
    connect_transport: { transportId: id, sdp },
    close_transport: { transportId: id },
    produce: {
      transportId: id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
    },
    get_producers: {},
    producer_paused: { producerId: id },
    producer_resumed: { producerId: id },
    producer_closed: { producerId: id },
    consume: {
      rtpCapabilities: { codecs: [] },
      remoteProducerId: id,
      remoteConnectionId: 'c',
      remoteMediaKind: 'video',
      transportId: id,
    },
    consumer_resume: { consumerId: id },
    consumer_paused: { consumerId: id },
    consumer_resumed: { consumerId: id },
    consumer_preferred_layer: { consumerId: id, spatialLayer: 0 },
    close_consumer: { consumerId: id },
    check_producer_state: { producerId: id },
    restart_ice: { transportId: id },
  });
  const declared = Object.entries(eventPermissions) as [ClientEventName, string][];
  const named = (kind: string) => declared.filter(([, p]) => p === kind).map(([event]) => event);

  it('has a well-formed sample for every event', () => {
    const s = samples();
    for (const event of Object.keys(clientEventSchemas) as ClientEventName[])
      expect(clientEventSchemas[event].safeParse(s[event]).success, event).toBe(true);
  });

  const sendAll = async (c: { emit<T>(e: string, p: unknown): Promise<T> }, events: ClientEventName[], s: Samples) => {
    const answers: Record<string, unknown> = {};
    for (const event of events)
      answers[event] = await c.emit(event, s[event]).catch((e: Error) => ({ thrown: `${event}: ${e.message}` }));
    return answers;
  };
  const everyEvent = (events: ClientEventName[], answer: (event: ClientEventName) => unknown) =>
    Object.fromEntries(events.map((event) => [event, answer(event)]));
  /** Opens the classroom as `token` and has the tutor let them in. */
  async function admitted(token: string) {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const c = await bed.open(token);
    const request = tutor.next<{ connection: string }>('access_request');
    await c.emit('launch', { config: config() });
    await tutor.emit('access_granted', { connection: (await request).connection });
    return { tutor, c };
  }

  it('refuses every member and host event from each role until it is admitted', async () => {
    const s = samples();
    const guarded = [...named('member'), ...named('classroom.host')];
    for (const who of [bed.w.studentA, bed.w.studentB, bed.w.tutorA, bed.w.admin]) {
      const outsider = await bed.open(who.token);
      expect(await sendAll(outsider, guarded, s), who.user.memberRole).toEqual(
        everyEvent(guarded, () => ({ error: notAdmitted })),
      );
      // A `connected` event needs no admission (`ping` is the root namespace's).
      expect(await outsider.emit('leave_meeting', s.leave_meeting)).toEqual({});
      outsider.close();
    }
  });

  it('refuses every host event from an admitted student with its rule’s words; a host passes the permission', async () => {
    const { tutor, c: student } = await admitted(bed.w.studentA.token);
    // Aimed at the tutor (a connection is its socket's instance id), who is in the room: the refusal is about who asks, not whom.
    const s = { ...samples(), stop_producer: { connection: tutor.instanceId, source: 'camera' as const } };
    const hostEvents = named('classroom.host');
    expect(await sendAll(student, hostEvents, s)).toEqual(
      everyEvent(hostEvents, (event) => ({ error: hostEventRefusals[event as keyof typeof hostEventRefusals] })),
    );
    // The student is in: a member event goes through.
    expect(await student.emit('raise_hand', true)).toEqual({ isHandRaised: true });
    // The host's own host events get past the permission (what they then answer is their rules'), aimed at the
    // student, whose media a host may stop (R29).
    const answers = await sendAll(tutor, hostEvents, {
      ...s,
      stop_producer: { connection: student.instanceId, source: 'camera' as const },
    });
    await tutor.emit('end_recording', {});
    const refusals = [notAdmitted, ...Object.values(hostEventRefusals)];
    for (const [event, answer] of Object.entries(answers))
      expect(refusals, `${event}: ${JSON.stringify(answer)}`).not.toContain((answer as { error?: string }).error);
  });

  it('on /chat, refuses each conversation event about a conversation the person is not in', async () => {
    const s = samples();
    const theirs = chatRoomId.direct(bed.w.tutorB.user.id, bed.w.studentB.user.id);
    const named = (roomId: string) => ({
      ...s,
      message: { message: { key: randomUUID(), room: roomId, content: 'Hello' } },
      message_read: { messageId: randomUUID(), roomId },
      message_delivered: { messageId: randomUUID(), roomId },
      typing: { ...s.typing, roomId },
      typing_off: { ...s.typing_off, roomId },
      join_room: { roomId },
    });
    const chatEvents: ClientEventName[] = [
      'message',
      'message_read',
      'message_delivered',
      'typing',
      'typing_off',
      'join_room',
    ];
    for (const who of [bed.w.studentA, bed.w.tutorA]) {
      const c = await openChatClient(bed.base, who.token);
      // Writing answers in the words of who may talk (ADR 0038); the rest, in membership's.
      expect(await sendAll(c, chatEvents, named(theirs)), who.user.memberRole).toEqual(
        everyEvent(chatEvents, (event) => ({
          error: event === 'message' ? chatTexts.notAllowed : 'You are not a member of this chat',
        })),
      );
      c.close();
    }
  });

  it('on /chat, a `connected` event (setting one’s own status) is open to every signed-in role, never to a visitor', async () => {
    expect(eventPermissions.set_status).toBe('connected');
    // People in no classroom here (in one, the answer is ON_CALL whatever they chose).
    for (const who of [bed.w.studentB, bed.w.tutorB, bed.w.admin]) {
      const c = await openChatClient(bed.base, who.token);
      expect(await c.emit('set_status', { status: 'BUSY' }), who.user.memberRole).toEqual({ status: 'BUSY' });
      expect(await c.emit('set_status', { status: 'ONLINE' }), who.user.memberRole).toEqual({ status: 'ONLINE' });
      // Only ONLINE and BUSY are chosen; the rest are worked out (platform spec 3.1): bad input is an error ack.
      expect(await c.emit('set_status', { status: 'ON_CALL' })).toHaveProperty('error');
      c.close();
    }
    // Without a ticket (a visitor, or a signed-out tab) the namespace never accepts the socket.
    await expect(openChatClient(bed.base, '')).rejects.toThrow();
    await expect(openChatClient(bed.base, 'not-a-ticket')).rejects.toThrow();
  });
});
