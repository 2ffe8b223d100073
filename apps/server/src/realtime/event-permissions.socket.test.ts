/**
 * The socket side of "every entry point declares its permission" (ADR 0027): each classroom event's declaration
 * in contracts' `eventPermissions` is what its handler does. Every `member` and host event from a socket that
 * has not been admitted answers "not admitted"; every host event from an admitted student answers the hosts-only
 * refusal. Walks the table, so a new event is covered once it has a sample payload (the type demands one).
 */
import { randomUUID } from 'node:crypto';
import {
  type ClientEventName,
  classroomTexts,
  clientEventSchemas,
  eventPermissions,
  reactions,
  recordingTexts,
} from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useClassroomBed } from '../../test/classroom-bed.js';
import { notAdmitted } from '../classroom/classroom-context.js';

type Samples = { [E in ClientEventName]: z.input<(typeof clientEventSchemas)[E]> };

describe('socket events do what their declared permission says (ADR 0027)', () => {
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

  it('refuses every member and host event from a socket that was not admitted', async () => {
    const outsider = await bed.open(bed.w.studentA.token);
    const s = samples();
    const answers: Record<string, unknown> = {};
    for (const event of [...named('member'), ...named('classroom.host')])
      answers[event] = await outsider.emit(event, s[event]);
    const expected = Object.fromEntries(Object.keys(answers).map((event) => [event, { error: notAdmitted }]));
    expect(answers).toEqual(expected);
    // A `connected` event needs no admission (`ping` is the root namespace's).
    expect(await outsider.emit('leave_meeting', s.leave_meeting)).toEqual({});
  });

  it('refuses every host event from an admitted student', async () => {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const student = await bed.open(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config: config() });
    await tutor.emit('access_granted', { connection: (await request).connection });

    // Aimed at the tutor (a connection is its socket's instance id), who is in the room: the refusal is about who asks, not whom.
    const s = { ...samples(), stop_producer: { connection: tutor.instanceId, source: 'camera' as const } };
    const refusals: string[] = [
      classroomTexts.onlyHostsAdmit,
      classroomTexts.onlyHostsStopMedia,
      recordingTexts.onlyHosts,
    ];
    for (const event of named('classroom.host')) {
      const answer = await student.emit<{ error?: string }>(event, s[event]);
      expect(refusals, `${event}: ${JSON.stringify(answer)}`).toContain(answer.error);
    }
    // The student is in: a member event goes through.
    expect(await student.emit('raise_hand', true)).toEqual({ isHandRaised: true });
  });
});
