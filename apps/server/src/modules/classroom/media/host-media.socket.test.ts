/**
 * Who may produce media is a policy decision (R28, R29): hosts may stop someone's camera, microphone or screen
 * share, and a classroom may keep screen sharing to its hosts (off by default).
 */
import { classroomTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import type { Client } from '../../../../test/classroom-client.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';

type Producers = { producers: { producerId: string; remoteConnectionId: string; appData: { kind: string } }[] };

describe('hosts and the media people produce (R28, R29)', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });
  const config = () => ({ programId: bed.w.program.id });
  const open = (token: string) => bed.open(token);
  async function lesson() {
    const tutor = await open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const student = await open(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config: config() });
    await tutor.emit('access_granted', { connection: (await request).connection });
    return { tutor, student };
  }
  /** Produces on a new send transport: webcam video and microphone, or a screen. */
  async function publish(c: Client, source: 'webcam' | 'screen') {
    const send = await c.emit<{ params: { id: string } }>('create_transport', { consumer: false, key: source });
    const first = await c.emit<{ id?: string; error?: string }>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source, kind: source === 'screen' ? 'screen-video' : 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
    if (source === 'screen' || first.error) return { video: first };
    const audio = await c.emit<{ id: string }>('produce', {
      transportId: send.params.id,
      kind: 'audio',
      rtpParameters: { mid: '1' },
      appData: { source, kind: 'audio' },
    });
    return { video: first, audio };
  }
  const settings = (cookie: string, screenShareHostsOnly: boolean) =>
    bed.t.app.inject({
      method: 'PUT',
      url: '/api/meet/settings',
      headers: { cookie },
      payload: { meetingId: bed.w.studentA.user.meetingId, config: config(), screenShareHostsOnly },
    });

  it('R29 a host stops a student’s camera; the student is told with a code; a student cannot stop a host', async () => {
    const { tutor, student } = await lesson();
    const media = await publish(student, 'webcam');
    expect(media.video.id && media.audio?.id).toBeTruthy();
    await publish(tutor, 'webcam');

    const told = student.next<{ code: string; source: string; message: string }>('alert');
    const closed = tutor.next<{ producerId: string }>('producer_closed');
    expect(await tutor.emit('stop_producer', { connection: student.instanceId, source: 'camera' })).toEqual({
      stopped: 1,
    });
    expect(await told).toEqual({ code: 'media_stopped', source: 'camera', message: classroomTexts.cameraStopped });
    expect((await closed).producerId).toBe(media.video.id);
    const left = await tutor.emit<Producers>('get_producers', {});
    expect(left.producers.map((p) => p.appData.kind)).toEqual(['audio']);

    expect(await student.emit('stop_producer', { connection: tutor.instanceId, source: 'camera' })).toEqual({
      error: classroomTexts.onlyHostsStopMedia,
    });
    expect(
      (await student.emit<Producers>('get_producers', {})).producers.filter((p) => p.appData.kind === 'video'),
    ).toHaveLength(1);
    expect(await tutor.emit('stop_producer', { connection: 'nobody', source: 'screen' })).toHaveProperty('error');
    for (const c of [student, tutor]) await c.emit('leave_meeting');
  });

  it('R28 everyone may share a screen by default; a classroom may keep it to its hosts', async () => {
    const { tutor, student } = await lesson();
    const first = await publish(student, 'screen');
    expect(first.video.id).toBeTruthy();
    await student.emit('producer_closed', { producerId: first.video.id });

    expect((await settings(bed.w.studentA.cookie, true)).statusCode).toBe(403);
    const saved = await settings(bed.w.tutorA.cookie, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ screenShareHostsOnly: true });
    const told = student.next<{ code: string }>('alert');
    expect((await publish(student, 'screen')).video).toEqual({ error: classroomTexts.screenShareHostsOnly });
    expect(await told).toEqual({ code: 'screen_share_hosts_only', message: classroomTexts.screenShareHostsOnly });
    expect((await publish(tutor, 'screen')).video.id).toBeTruthy();
    // The webcam is not affected.
    expect((await publish(student, 'webcam')).video.id).toBeTruthy();

    expect((await settings(bed.w.tutorA.cookie, false)).statusCode).toBe(200);
    for (const c of [student, tutor]) await c.emit('leave_meeting');
  });
});
