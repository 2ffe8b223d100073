/**
 * Media routing per breakout room (B8–B10, ADR 0087) on the engine the test app runs: people receive only their
 * room's producers (listing and announcing), a visiting host hears the room and is heard there when speaking, and
 * closing the rooms announces everyone's media again, untouched.
 */
import type { RoomSnapshot } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import type { Client } from '../../../../test/classroom-client.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';

type Producers = { producers: { producerId: string; remoteConnectionId: string }[] };

describe('breakout rooms route media per room (ADR 0087)', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });
  const config = () => ({ programId: bed.w.program.id });

  /** A webcam's video on a new send transport. */
  async function publish(c: Client) {
    const send = await c.emit<{ params: { id: string } }>('create_transport', { consumer: false, key: 'webcam' });
    return c.emit<{ id: string }>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
  }
  const owners = async (c: Client) =>
    (await c.emit<Producers>('get_producers', {})).producers.map((p) => p.remoteConnectionId).sort();

  it('B8 B9 B10 each room receives its own media; a host visits, listening then speaking; closing brings all back', async () => {
    const tutor = await bed.open(bed.w.tutorA.token, 'program');
    const snapshot = tutor.next<RoomSnapshot>('access_granted');
    await tutor.emit('launch', { config: config() });
    await snapshot;
    const a = await bed.admitted(tutor, bed.w.studentA.token, 'program', { config: config() });
    const b = await bed.admitted(tutor, bed.w.studentB.token, 'program', { config: config() });
    const published = [];
    for (const c of [tutor, a, b]) published.push(await publish(c));
    const [, aVideo, bVideo] = published.map((p) => p.id);
    expect(aVideo).toEqual(expect.any(String));
    expect(await owners(b)).toEqual([tutor.instanceId, a.instanceId].sort());

    await tutor.emit('breakout_open', { count: 2 });
    const gone = b.next<{ remoteConnectionId: string }>('producer_closed');
    await tutor.emit('breakout_assign', {
      assignments: [
        { connection: a.instanceId, room: 1 },
        { connection: b.instanceId, room: 2 },
      ],
    });
    expect([tutor.instanceId, a.instanceId]).toContain((await gone).remoteConnectionId);
    expect(await owners(a)).toEqual([]);
    expect(await owners(b)).toEqual([]);
    expect(await owners(tutor)).toEqual([]);

    // What the engine says about a producer (paused, speaking) reaches only the rooms that receive it.
    const pausedIn = (c: Client, producerId: string) =>
      c.received.some(
        (r) => r.event === 'producer_paused' && (r.payload as { producerId: string }).producerId === producerId,
      );
    const aPaused = a.next<{ producerId: string }>('producer_paused');
    expect(await a.emit('producer_paused', { producerId: aVideo })).toEqual({});
    expect((await aPaused).producerId).toBe(aVideo);
    const bPaused = b.next<{ producerId: string }>('producer_paused');
    expect(await b.emit('producer_paused', { producerId: bVideo })).toEqual({});
    expect((await bPaused).producerId).toBe(bVideo);
    // a's pause reached b's and the tutor's sockets before b's own (one engine, one order), had it been sent.
    expect(pausedIn(b, aVideo!)).toBe(false);
    expect(pausedIn(tutor, aVideo!)).toBe(false);
    expect(pausedIn(a, bVideo!)).toBe(false);
    await b.emit('producer_resumed', { producerId: bVideo });

    // Listening: the host receives room 1; room 1 does not receive the host.
    const heard = tutor.next<{ remoteConnectionId: string }>('new_producer');
    await tutor.emit('breakout_visit', { room: 1, mode: 'listen' });
    expect((await heard).remoteConnectionId).toBe(a.instanceId);
    expect(await owners(tutor)).toEqual([a.instanceId]);
    expect(await owners(a)).toEqual([]);
    // Speaking: room 1 receives the host too; room 2 still receives nobody.
    const speaking = a.next<{ remoteConnectionId: string }>('new_producer');
    await tutor.emit('breakout_visit', { room: 1, mode: 'speak' });
    expect((await speaking).remoteConnectionId).toBe(tutor.instanceId);
    expect(await owners(a)).toEqual([tutor.instanceId]);
    expect(await owners(b)).toEqual([]);
    // Visiting is for hosts.
    expect(await a.emit('breakout_visit', { room: 2, mode: 'listen' })).toHaveProperty('error');

    const back = b.next<{ remoteConnectionId: string }>('new_producer');
    expect(await tutor.emit('breakout_close', {})).toEqual({ closed: true });
    expect([tutor.instanceId, a.instanceId]).toContain((await back).remoteConnectionId);
    expect(await owners(b)).toEqual([tutor.instanceId, a.instanceId].sort());
    expect(await owners(a)).toEqual([tutor.instanceId, b.instanceId].sort());
    for (const c of [a, b, tutor]) await c.emit('leave_meeting');
  });
});
