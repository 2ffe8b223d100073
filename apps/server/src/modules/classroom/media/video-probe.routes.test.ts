/**
 * The lobby's video-path probe (ADR 0086, amended): who may call it, what a bad offer answers, the limit, and a real
 * round trip with werift at both ends on loopback, read with the lobby's own verdict.
 */
import { memberRoles, type PathStats, videoPathOf, videoPathProbe, videoPathTexts } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness.js';
import { connected, probeOffer } from '../../../../test/media/werift-probe-client.js';

const url = '/api/meet/video-probe';

describe('the video-path probe route', () => {
  const { t, call } = useTestApp({ MEDIA_LOOPBACK_ONLY: 'true' });
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const role of memberRoles) cookies[role] = (await t.signUp(role)).cookie;
  });

  it('is declared for signed-in people, both the ICE servers and the offer', () => {
    const declared = t.routes.filter((r) => r.url === url).map((r) => `${r.method} ${r.permission}`);
    expect(declared.sort()).toEqual(['GET signedIn', 'POST signedIn']);
  });

  it('refuses a visitor who is not signed in (a guest has no ticket in the lobby), before reading the offer', async () => {
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('POST', url, { type: 'offer', sdp: 'x' })).status).toBe(401);
  });

  it('gives every signed-in role the classroom’s ICE servers', async () => {
    for (const [role, cookie] of Object.entries(cookies)) {
      const answer = await call('GET', url, undefined, cookie);
      expect(answer, role).toMatchObject({ status: 200, body: { data: { iceServers: [] } } });
    }
  });

  it('answers 400 naming the field for an offer that is not one data channel', async () => {
    const audio = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n';
    for (const [body, field] of [
      [{ type: 'offer', sdp: 'hello' }, 'sdp'],
      [{ type: 'offer', sdp: audio }, 'sdp'],
      [{ type: 'answer', sdp: 'v=0' }, 'type'],
    ] as const) {
      const answer = await call('POST', url, body, cookies.TUTOR);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields[field]).toBe(videoPathTexts.badOffer);
    }
    // Shaped like one, but no ICE or DTLS parameters for werift to apply: still the caller's bad input.
    const empty =
      'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n';
    const answer = await call('POST', url, { type: 'offer', sdp: empty }, cookies.TUTOR);
    expect(answer.status).toBe(400);
    expect(t.modules.classroom.services.videoProbes.open).toBe(0);
  });

  it('refuses one person’s calls past the limit with a plain message', async () => {
    const { cookie } = await t.signUp('STUDENT');
    for (let i = 0; i < videoPathProbe.perPerson; i++)
      expect((await call('GET', url, undefined, cookie)).status).toBe(200);
    const refused = await call('GET', url, undefined, cookie);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: videoPathTexts.tooMany } });
  });

  describe('a real round trip on loopback', () => {
    let client: Awaited<ReturnType<typeof probeOffer>> | undefined;
    afterAll(() => client?.pc.close());

    it('connects over UDP to a peer on the server, which the verdict calls a direct connection', async () => {
      client = await probeOffer();
      expect(client.offer.sdp).toContain('a=candidate');
      const answer = await call('POST', url, client.offer, cookies.STUDENT);
      expect(answer.status).toBe(200);
      expect(answer.body.data.sdp).toMatch(/a=candidate:\S+ 1 udp \d+ 127\.0\.0\.1 /);
      await client.pc.setRemoteDescription(answer.body.data);
      expect(await connected(client.pc, videoPathProbe.connectTimeoutMs)).toBe(true);
      const stats = [...(await client.pc.getStats()).values()] as unknown as PathStats[];
      const verdict = videoPathOf(stats);
      expect(verdict).toMatchObject({ path: 'udp', local: { candidateType: 'host', protocol: 'udp' } });
      expect(t.modules.classroom.services.videoProbes.open).toBe(1);
    });
  });
});
