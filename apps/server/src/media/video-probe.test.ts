/** The video-path probe's bounds (ADR 0086): a peer lives a few seconds at most, and only so many at once. */
import { afterEach, describe, expect, it } from 'vitest';
import { probeOffer } from '../../test/media/werift-probe-client.js';
import { loadMediaConfig } from './media-config.js';
import { isMediaError } from './media-errors.js';
import { createVideoProbes, type VideoProbes } from './video-probe.js';

describe('video-path probes', () => {
  const config = loadMediaConfig({ MEDIA_LOOPBACK_ONLY: 'true' });
  const clients: Awaited<ReturnType<typeof probeOffer>>[] = [];
  let probes: VideoProbes | undefined;
  afterEach(async () => {
    await probes?.close();
    await Promise.all(clients.splice(0).map((c) => c.pc.close()));
  });
  const offer = async () => {
    const client = await probeOffer();
    clients.push(client);
    return client.offer.sdp;
  };

  it('closes a probe peer once its lifetime is over, connected or not', async () => {
    probes = createVideoProbes(config, { lifetimeMs: 300 });
    const answer = await probes.answer(await offer());
    expect(answer).toContain('a=setup:passive');
    expect(probes.open).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(probes.open).toBe(0);
  });

  it('answers null past the number of probes open at once, and again once one closes', async () => {
    probes = createVideoProbes(config, { maxOpen: 1, lifetimeMs: 300 });
    expect(await probes.answer(await offer())).not.toBeNull();
    expect(await probes.answer(await offer())).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await probes.answer(await offer())).not.toBeNull();
  });

  it('announces the configured address in its candidates, as the engine does', async () => {
    probes = createVideoProbes(loadMediaConfig({ MEDIA_ANNOUNCED_IP: '203.0.113.7' }));
    expect(await probes.answer(await offer())).toMatch(/a=candidate:\S+ 1 udp \d+ 203\.0\.113\.7 /);
  });

  it('rejects an offer werift cannot apply as bad SDP and keeps nothing open', async () => {
    probes = createVideoProbes(config);
    const broken = 'v=0\r\ns=-\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n';
    const error = await probes.answer(broken).catch((e: unknown) => e);
    expect(isMediaError(error, 'badSdp')).toBe(true);
    expect(probes.open).toBe(0);
  });
});
