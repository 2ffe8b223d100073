/**
 * Host controls (H1–H6, ADR 0081) in a program's classroom with its tutor and two students: each control works for
 * the host and is refused to a student with the contract's words; mute everyone pauses students' microphones and
 * tells them why, lower every hand clears every hand, removing a message drops it live and from history and logs it,
 * spotlight pins a tile for everyone and late joiners. Low-bandwidth mode (H7–H8) holds a member's camera consumers.
 */
import { randomUUID } from 'node:crypto';
import { hostControlTexts, hostEventRefusals, type RoomSnapshot } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import type { Client } from '../../../../test/classroom-client.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';

type Produced = { id?: string; error?: string };
type Producers = { producers: { producerId: string; remoteConnectionId: string; paused: boolean }[] };

describe('host controls and low-bandwidth mode (ADR 0081)', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });
  const config = () => ({ programId: bed.w.program.id });

  async function classroom() {
    const tutor = await bed.open(bed.w.tutorA.token, 'program');
    const snapshot = tutor.next<RoomSnapshot>('access_granted');
    await tutor.emit('launch', { config: config() });
    const chatRoom = (await snapshot).rooms[0]!.key;
    const a = await bed.admitted(tutor, bed.w.studentA.token, 'program', { config: config() });
    const b = await bed.admitted(tutor, bed.w.studentB.token, 'program', { config: config() });
    const leave = async () => {
      for (const c of [a, b, tutor]) await c.emit('leave_meeting');
    };
    return { tutor, a, b, chatRoom, leave };
  }

  /** The webcam's video and microphone on a new send transport. */
  async function publish(c: Client) {
    const send = await c.emit<{ params: { id: string } }>('create_transport', { consumer: false, key: 'webcam' });
    const video = await c.emit<Produced>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
    const audio = await c.emit<Produced>('produce', {
      transportId: send.params.id,
      kind: 'audio',
      rtpParameters: { mid: '1' },
      appData: { source: 'webcam', kind: 'audio' },
    });
    return { video: video.id!, audio: audio.id! };
  }

  it('H1 every host control is refused to a student with its rule’s words, and to bad input', async () => {
    const { a, tutor, chatRoom, leave } = await classroom();
    expect(await a.emit('mute_all', {})).toEqual({ error: hostControlTexts.onlyHosts.muteAll });
    expect(await a.emit('lower_hands', {})).toEqual({ error: hostControlTexts.onlyHosts.lowerHands });
    expect(await a.emit('remove_message', { messageId: randomUUID(), roomId: chatRoom })).toEqual({
      error: hostControlTexts.onlyHosts.removeMessage,
    });
    expect(await a.emit('spotlight', { connection: a.instanceId })).toEqual({
      error: hostControlTexts.onlyHosts.spotlight,
    });
    expect(hostEventRefusals.spotlight).toBe(hostControlTexts.onlyHosts.spotlight);
    expect(await tutor.emit('spotlight', { connection: 'nobody' })).toEqual({
      error: hostControlTexts.personNotFound,
    });
    expect(await tutor.emit('remove_message', { messageId: 'not-a-key', roomId: chatRoom })).toHaveProperty('error');
    expect(await tutor.emit('mute_all', { everyone: true })).toHaveProperty('error');
    await leave();
  });

  it('H2 mute everyone pauses students’ live microphones (never a host’s) and tells them why; they may unmute', async () => {
    const { tutor, a, b, leave } = await classroom();
    const mic = await publish(a);
    const hosts = await publish(tutor);
    const told = a.next<{ code: string; source: string; message: string }>('alert');
    expect(await tutor.emit('mute_all', {})).toEqual({ muted: 1 });
    expect(await told).toEqual({ code: 'muted_by_host', source: 'microphone', message: hostControlTexts.mutedByHost });
    const seen = await b.emit<Producers>('get_producers', {});
    const paused = new Map(seen.producers.map((p) => [p.producerId, p.paused]));
    expect(paused.get(mic.audio)).toBe(true);
    expect(paused.get(mic.video)).toBe(false);
    expect(paused.get(hosts.audio)).toBe(false);
    // Unless the microphone lock is on, the student unmutes (resumes) as before.
    expect(await a.emit('producer_resumed', { producerId: mic.audio })).toEqual({});
    await leave();
  });

  it('H3 lower every hand: every raised hand goes down for everyone', async () => {
    const { tutor, a, b, leave } = await classroom();
    await a.emit('raise_hand', true);
    await b.emit('raise_hand', true);
    const told = b.next<{ by: string }>('hands_lowered');
    expect(await tutor.emit('lower_hands', {})).toEqual({ lowered: 2 });
    expect((await told).by).toBe(tutor.instanceId);
    const { participants } = await tutor.emit<{ participants: { connection: string; isHandRaised: boolean }[] }>(
      'check_online',
      {},
    );
    expect(participants.filter((p) => p.isHandRaised)).toEqual([]);
    expect(await tutor.emit('lower_hands', {})).toEqual({ lowered: 0 });
    await leave();
  });

  it('H4 H5 remove one message: gone for everyone at once, out of history, in the moderation log', async () => {
    const { tutor, a, b, chatRoom, leave } = await classroom();
    const key = randomUUID();
    await a.emit('message', { message: { key, room: chatRoom, content: 'Something unkind' } });
    const removed = b.next<{ messageId: string; roomId: string }>('message_removed');
    expect(await tutor.emit('remove_message', { messageId: key, roomId: chatRoom })).toEqual({ removed: true });
    expect(await removed).toEqual({ messageId: key, roomId: chatRoom });
    // Twice, or another classroom's room: not found.
    expect(await tutor.emit('remove_message', { messageId: key, roomId: chatRoom })).toEqual({
      error: hostControlTexts.messageNotFound,
    });
    expect(await tutor.emit('remove_message', { messageId: randomUUID(), roomId: 'meet:elsewhere' })).toEqual({
      error: hostControlTexts.messageNotFound,
    });
    const history = await bed.t.app.inject({
      method: 'GET',
      url: `/api/meet/messages?room=${encodeURIComponent(chatRoom)}&page=1`,
      headers: { cookie: bed.w.tutorA.cookie },
    });
    expect((history.json().data.messages as { key: string }[]).map((m) => m.key)).not.toContain(key);
    const master = await bed.t.signUp('MASTER');
    const log = await bed.t.app.inject({
      method: 'GET',
      url: '/api/admin/logs?action=schoolPolicies.moderateChat',
      headers: { cookie: master.cookie },
    });
    const wordings = (log.json().data.items as { wording: string }[]).map((e) => e.wording);
    expect(wordings.some((w) => w.includes('removed') && w.includes('Something unkind'))).toBe(true);
    await leave();
  });

  it('H6 spotlight pins a tile for everyone and late joiners; the host clears it', async () => {
    const { tutor, a, b, leave } = await classroom();
    const told = b.next<{ connection: string | null }>('spotlight_changed');
    expect(await tutor.emit('spotlight', { connection: a.instanceId })).toEqual({ connection: a.instanceId });
    expect((await told).connection).toBe(a.instanceId);
    await b.emit('leave_meeting');
    const again = await bed.open(bed.w.studentB.token, 'program');
    const request = tutor.next<{ connection: string }>('access_request');
    const snapshot = again.next<RoomSnapshot>('access_granted');
    await again.emit('launch', { config: config() });
    await tutor.emit('access_granted', { connection: (await request).connection });
    expect((await snapshot).spotlight).toBe(a.instanceId);
    const cleared = again.next<{ connection: string | null }>('spotlight_changed');
    expect(await tutor.emit('spotlight', { connection: null })).toEqual({ connection: null });
    expect((await cleared).connection).toBeNull();
    await again.emit('leave_meeting');
    await leave();
  });

  it('H7 H8 a member holds others’ cameras back on the server and reads what it forwarded to them', async () => {
    const { tutor, a, leave } = await classroom();
    const { video } = await publish(tutor);
    const recv = await a.emit<{ params: { id: string } }>('create_transport', { consumer: true, key: 'recv' });
    const consume = (producerId: string, kind: string) =>
      a.emit<{ id: string; paused: boolean }>('consume', {
        rtpCapabilities: {
          codecs: [
            { mimeType: 'video/H264', clockRate: 90_000, sdpFmtpLine: 'packetization-mode=1' },
            { mimeType: 'audio/opus', clockRate: 48_000, channels: 2 },
          ],
        },
        remoteProducerId: producerId,
        remoteConnectionId: tutor.instanceId,
        remoteMediaKind: kind,
        transportId: recv.params.id,
      });
    const camera = await consume(video, 'video');
    expect(camera.id).toBeTruthy();
    expect(await a.emit('receive_video', { cameras: false })).toEqual({ cameras: false });
    // The client resuming the camera changes nothing while it holds.
    expect(await a.emit('consumer_resumed', { consumerId: camera.id })).toMatchObject({ paused: true });
    expect(await a.emit('media_stats', {})).toEqual({ forwarded: { audio: 0, video: 0, screen: 0 } });
    expect(await a.emit('receive_video', { cameras: true })).toEqual({ cameras: true });
    expect(await a.emit('consumer_resumed', { consumerId: camera.id })).toMatchObject({ paused: false });
    expect(await a.emit('receive_video', { cameras: 'no' })).toHaveProperty('error');
    await leave();
  });
});
