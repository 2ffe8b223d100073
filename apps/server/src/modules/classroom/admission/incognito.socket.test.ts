/**
 * R12 incognito means invisible in every event other participants receive: chat, typing, receipts, hands,
 * reactions, cursors and media signalling of an incognito admin reach admins only, and neither the chat
 * history nor the producer list gives them away.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { sleep } from '../../../../test/classroom-client.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';

describe('R12 an incognito admin is invisible to everyone but admins', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });
  const config = () => ({ programId: bed.w.program.id });
  const open = (token: string) => bed.open(token);

  it('R12 chat, typing, receipts, hands, reactions, cursors and media of an incognito admin reach admins only', async () => {
    const room = `meet:${bed.w.studentA.user.meetingId}`;
    const tutor = await open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const student = await open(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config: config() });
    await tutor.emit('access_granted', { connection: (await request).connection });
    const master = await bed.t.signUp('MASTER');
    const watcher = await open(master.token);
    expect(await watcher.emit('launch', { config: config() })).toMatchObject({ status: 'enrolled' });

    const hidden = await open(bed.w.admin.token);
    expect(await hidden.emit('launch', { config: { ...config(), isIncognito: true } })).toMatchObject({
      status: 'enrolled',
    });
    const tutorMessage = randomUUID();
    await tutor.emit('message', { message: { key: tutorMessage, room, content: 'Good morning' } });

    const seenByAdmin = watcher.next<{ from: { key: string } }>('message');
    const secret = randomUUID();
    expect(await hidden.emit('message', { message: { key: secret, room, content: 'just watching' } })).toMatchObject({
      sent: true,
    });
    expect((await seenByAdmin).from.key).toBe(bed.w.admin.user.id);
    await hidden.emit('typing', { key: 'x', connection: 'x', roomId: room, firstName: 'x' });
    await hidden.emit('typing_off', { key: 'x', connection: 'x' });
    await hidden.emit('message_delivered', { messageId: tutorMessage, roomId: room });
    await hidden.emit('message_read', { messageId: tutorMessage, roomId: room });
    expect(await hidden.emit('raise_hand', true)).toEqual({ isHandRaised: true });
    expect(await hidden.emit('reaction', { value: '👀' })).toEqual({});
    await hidden.emit('y_awareness_update', { update: new Uint8Array([1, 2, 3]), awarenessId: 77 });
    await hidden.emit('remove-awareness', { awarenessId: 77 });

    const announced = watcher.next<{ remoteConnectionId: string }>('new_producer');
    const send = await hidden.emit<{ params: { id: string } }>('create_transport', { consumer: false, key: 'webcam' });
    const produced = await hidden.emit<{ id: string }>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
    expect(produced.id).toBeTruthy();
    expect((await announced).remoteConnectionId).toBe(hidden.instanceId);

    // The others' lists leave the incognito admin out; an admin's do not.
    expect(await student.emit<{ producers: { producerId: string }[] }>('get_producers', {})).toEqual({ producers: [] });
    expect(
      (await watcher.emit<{ producers: { producerId: string }[] }>('get_producers', {})).producers.map(
        (p) => p.producerId,
      ),
    ).toContain(produced.id);
    const recv = await student.emit<{ params: { id: string } }>('create_transport', {
      consumer: true,
      key: 'consumer',
    });
    expect(
      await student.emit('consume', {
        rtpCapabilities: { codecs: [{ mimeType: 'video/H264', clockRate: 90_000 }] },
        remoteProducerId: produced.id,
        remoteConnectionId: hidden.instanceId,
        remoteMediaKind: 'video',
        transportId: recv.params.id,
      }),
    ).toEqual({ error: expect.stringMatching(/^Producer not found/) });

    // History: the student's page has the tutor's message without the admin's receipt, and no admin message.
    const history = (cookie: string) =>
      bed.t.app.inject({
        method: 'GET',
        url: `/api/meet/messages?room=${encodeURIComponent(room)}`,
        headers: { cookie },
      });
    const studentHistory = await history(bed.w.studentA.cookie);
    expect(studentHistory.statusCode).toBe(200);
    expect(studentHistory.body).toContain(tutorMessage);
    expect(studentHistory.body).not.toContain(secret);
    expect(studentHistory.body).not.toContain(bed.w.admin.user.id);
    expect((await history(master.cookie)).body).toContain(secret);

    // Leaving closes the admin's producer: that, too, is for admins only.
    const closed = watcher.next<{ remoteConnectionId: string }>('producer_closed');
    expect(await hidden.emit('leave_meeting')).toEqual({});
    expect((await closed).remoteConnectionId).toBe(hidden.instanceId);
    await sleep(200);
    for (const other of [student, tutor]) {
      const everything = JSON.stringify(other.received);
      expect(everything).not.toContain(bed.w.admin.user.id);
      expect(everything).not.toContain(hidden.instanceId);
      expect(everything).not.toContain(secret);
      expect(other.received.map((r) => r.event)).not.toContain('y_awareness_update');
    }
    for (const c of [student, watcher, tutor]) await c.emit('leave_meeting');
  });
});
