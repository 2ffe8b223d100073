/**
 * Classroom locks (L1–L6, ADR 0075) in a program's classroom with its tutor and two students: a host sets the
 * switches and everyone is told; each switch refuses a student's action where it enters (produce, resume, chat,
 * board) with the lock's words while the host's goes through; locking closes students' live media, and students
 * see only the hosts' cameras while `seeStudents` is on.
 */
import { randomUUID } from 'node:crypto';
import { type ClassroomLocks, lockTexts, noLocks, type RoomSnapshot } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import type { Client } from '../../../../test/classroom-client.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';

type Produced = { id?: string; error?: string };
type Producers = { producers: { producerId: string; remoteConnectionId: string; appData: { kind: string } }[] };

describe('classroom locks (ADR 0075)', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });
  const config = () => ({ programId: bed.w.program.id });

  /** The tutor and both students in the program's classroom, and the classroom's chat room id. */
  async function classroom(onTutorSnapshot?: (snapshot: RoomSnapshot) => void) {
    const tutor = await bed.open(bed.w.tutorA.token, 'program');
    const snapshot = tutor.next<RoomSnapshot>('access_granted');
    await tutor.emit('launch', { config: config() });
    onTutorSnapshot?.(await snapshot);
    const chatRoom = (await snapshot).rooms[0]!.key;
    const students: Client[] = [];
    for (const who of [bed.w.studentA, bed.w.studentB]) {
      students.push(await bed.admitted(tutor, who.token, 'program', { config: config() }));
    }
    const [a, b] = students as [Client, Client];
    const leave = async () => {
      for (const c of [a, b, tutor]) await c.emit('leave_meeting');
    };
    return { tutor, a, b, chatRoom, leave };
  }

  const setLocks = (c: Client, locks: Partial<ClassroomLocks>) =>
    c.emit<{ locks?: ClassroomLocks; error?: string }>('set_locks', { locks });

  /** Produces on a new send transport: the webcam's video then its microphone, or a screen. */
  async function publish(c: Client, source: 'webcam' | 'screen') {
    const send = await c.emit<{ params: { id: string } }>('create_transport', { consumer: false, key: source });
    const video = await c.emit<Produced>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source, kind: source === 'screen' ? 'screen-video' : 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
    if (source === 'screen') return { video };
    const audio = await c.emit<Produced>('produce', {
      transportId: send.params.id,
      kind: 'audio',
      rtpParameters: { mid: '1' },
      appData: { source, kind: 'audio' },
      ...(video.error ? { sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates } } : {}),
    });
    return { video, audio };
  }

  it('L1 a host sets switches, everyone is told, a late joiner’s snapshot carries them; bad input and students are refused', async () => {
    const { tutor, a, b, leave } = await classroom();
    const told = b.next<{ locks: ClassroomLocks }>('locks_changed');
    expect(await setLocks(tutor, { chat: true })).toEqual({ locks: { ...noLocks, chat: true } });
    expect((await told).locks).toEqual({ ...noLocks, chat: true });
    // Only the switches named change.
    expect((await setLocks(tutor, { camera: true })).locks).toEqual({ ...noLocks, chat: true, camera: true });

    expect(await setLocks(a, { chat: false })).toEqual({ error: lockTexts.onlyHosts });
    expect(await a.emit('set_locks', { locks: { chat: 'yes' } })).toHaveProperty('error');
    expect(await a.emit('set_locks', { locks: { everything: true } })).toHaveProperty('error');
    expect(await tutor.emit('set_locks', { locks: { everything: true } })).toHaveProperty('error');
    expect(await tutor.emit('set_locks', null)).toHaveProperty('error');

    // A student who rejoins gets the locks in the snapshot.
    await b.emit('leave_meeting');
    const again = await bed.open(bed.w.studentB.token, 'program');
    const request = tutor.next<{ connection: string }>('access_request');
    const snapshot = again.next<RoomSnapshot>('access_granted');
    await again.emit('launch', { config: config() });
    await tutor.emit('access_granted', { connection: (await request).connection });
    expect((await snapshot).locks).toEqual({ ...noLocks, chat: true, camera: true });
    await again.emit('leave_meeting');
    await leave();

    // The classroom keeps them: its next lesson starts with the switches its hosts last set.
    const {
      tutor: next,
      a: nextStudent,
      leave: leaveNext,
    } = await classroom(async (snapshot) => {
      expect(snapshot.locks).toEqual({ ...noLocks, chat: true, camera: true });
    });
    expect((await setLocks(next, { chat: false, camera: false })).locks).toEqual(noLocks);
    void nextStudent;
    await leaveNext();
  });

  it('L4 chat and L5 board: a locked student’s message, board update and opening are refused; the host’s are not', async () => {
    const { tutor, a, chatRoom, leave } = await classroom();
    await setLocks(tutor, { chat: true, whiteboard: true });
    const message = (c: Client) =>
      c.emit('message', { message: { key: randomUUID(), room: chatRoom, content: 'Hello' } });
    expect(await message(a)).toEqual({ error: lockTexts.refusals.chat });
    expect(await message(tutor)).toMatchObject({ sent: true });

    const created = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards',
      headers: { cookie: bed.w.tutorA.cookie },
      payload: { roomId: chatRoom },
    });
    const whiteboardId = created.json().data.whiteboard.key as string;
    expect(await a.emit('start_whiteboard', { whiteboardId })).toEqual({ error: lockTexts.refusals.whiteboard });
    expect(await tutor.emit('start_whiteboard', { whiteboardId })).toMatchObject({ proceed: true });
    const doc = new Y.Doc();
    doc.getArray('elements').push(['stroke']);
    const update = Y.encodeStateAsUpdate(doc);
    expect(await a.emit('y_update', { whiteboardId, update })).toEqual({ error: lockTexts.refusals.whiteboard });
    expect(await a.emit('y_awareness_update', { update, awarenessId: 1 })).toEqual({
      error: lockTexts.refusals.whiteboard,
    });
    expect(await tutor.emit('y_update', { whiteboardId, update })).toEqual({});

    // Unlocked again, the student writes.
    await setLocks(tutor, { chat: false, whiteboard: false });
    expect(await message(a)).toMatchObject({ sent: true });
    expect(await a.emit('y_update', { whiteboardId, update })).toEqual({});
    await leave();
  });

  it('L2 L3 microphone, camera and screen: a locked student’s produce and unmute are refused and told; the host’s are not', async () => {
    const { tutor, a, leave } = await classroom();
    await setLocks(tutor, { camera: true, microphone: true, screen: true });
    const alert = a.next<{ code: string; source: string; message: string }>('alert');
    const webcam = await publish(a, 'webcam');
    expect(webcam.video).toEqual({ error: lockTexts.refusals.camera });
    expect(await alert).toEqual({ code: 'locked', source: 'camera', message: lockTexts.refusals.camera });
    expect(webcam.audio).toEqual({ error: lockTexts.refusals.microphone });
    expect((await publish(a, 'screen')).video).toEqual({ error: lockTexts.refusals.screen });
    const hosts = await publish(tutor, 'webcam');
    expect(hosts.video.id && hosts.audio?.id).toBeTruthy();
    expect((await publish(tutor, 'screen')).video.id).toBeTruthy();

    // A microphone produced (and muted) before the lock cannot be unmuted while it holds.
    await setLocks(tutor, { camera: false, microphone: false });
    const live = await publish(a, 'webcam');
    expect(await a.emit('producer_paused', { producerId: live.audio!.id })).toEqual({});
    const stopped = a.next<{ code: string; source: string }>('alert');
    await setLocks(tutor, { microphone: true });
    // Locking closes the students' live microphones, telling them first (L2).
    expect(await stopped).toMatchObject({ code: 'media_stopped', source: 'microphone' });
    expect(await a.emit('producer_resumed', { producerId: live.audio!.id })).toHaveProperty('error');
    const left = await tutor.emit<Producers>('get_producers', {});
    expect(left.producers.filter((p) => p.remoteConnectionId === a.instanceId).map((p) => p.appData.kind)).toEqual([
      'video',
    ]);
    // The classroom keeps its locks for the next lesson: leave it open for the tests after this one.
    await setLocks(tutor, noLocks);
    await leave();
  });

  it('L6 students see only the hosts’ cameras: listing, announcing and consuming hide the others’; hosts see all', async () => {
    const { tutor, a, b, leave } = await classroom();
    await publish(tutor, 'webcam');
    const seen = await publish(a, 'webcam');
    const cameraOfA = seen.video.id!;
    const gone = b.next<{ producerId: string }>('producer_closed');
    await setLocks(tutor, { seeStudents: true });
    // A student already watching is told the other student's camera is gone.
    expect((await gone).producerId).toBe(cameraOfA);

    const ids = async (c: Client) =>
      (await c.emit<Producers>('get_producers', {})).producers.map((p) => `${p.remoteConnectionId}:${p.appData.kind}`);
    expect(await ids(b)).toEqual(
      expect.arrayContaining([`${tutor.instanceId}:video`, `${tutor.instanceId}:audio`, `${a.instanceId}:audio`]),
    );
    expect(await ids(b)).not.toContain(`${a.instanceId}:video`);
    expect(await ids(tutor)).toContain(`${a.instanceId}:video`);

    const recv = await b.emit<{ params: { id: string } }>('create_transport', { consumer: true, key: 'recv' });
    const consume = await b.emit('consume', {
      rtpCapabilities: { codecs: [] },
      remoteProducerId: cameraOfA,
      remoteConnectionId: a.instanceId,
      remoteMediaKind: 'video',
      transportId: recv.params.id,
    });
    expect(consume).toHaveProperty('error', 'Producer not found');

    // Unhiding announces the other students' cameras to each student, never their own.
    const announced = a.received.length;
    const shown = b.next<{ producerId: string }>('new_producer');
    await setLocks(tutor, { seeStudents: false });
    expect((await shown).producerId).toBe(cameraOfA);
    expect(a.received.slice(announced).some((r) => r.event === 'new_producer')).toBe(false);
    await leave();
  });
});
