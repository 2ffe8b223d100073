import { videoPathTexts } from '@chalkline/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { asTrack, FakeTrack } from '../../media/testing';
import { PrecallCheck, type PrecallProbes } from './PrecallCheck';
import {
  cameraResult,
  connectionResult,
  heardLevel,
  microphoneResult,
  precallTexts,
  summarize,
  videoPathError,
  videoPathResult,
} from './precall-checks';
import { probeServer } from './probes';

const streamOf = (...tracks: FakeTrack[]) =>
  ({
    getTracks: () => tracks.map(asTrack),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video').map(asTrack),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio').map(asTrack),
  }) as unknown as MediaStream;

const fast = { times: [20, 22, 19, 21, 20, 23, 20, 21, 22, 20], sent: 10 };
const host = { candidateType: 'host', protocol: 'udp' };
const tlsRelay = { candidateType: 'relay', protocol: 'udp', relayProtocol: 'tls' };

function probes(overrides: Partial<PrecallProbes> = {}): PrecallProbes {
  return {
    server: vi.fn(async () => fast),
    loudest: vi.fn(async () => 0.2),
    tone: vi.fn(async () => undefined),
    video: vi.fn(async () => ({ path: 'udp' as const, local: host, remote: host })),
    ...overrides,
  };
}

const results = () =>
  Object.fromEntries(
    screen.getAllByTestId('precall-result').map((row) => [row.querySelector('span + div span')?.textContent, row]),
  );

describe('pre-call check verdicts (ADR 0086)', () => {
  it('says in plain words whether the camera works', () => {
    const live = asTrack(new FakeTrack('video'));
    expect(cameraResult(true, live).text).toBe('Your camera works.');
    expect(cameraResult(false, live).text).toBe(precallTexts.camera.off);
    expect(cameraResult(true, undefined).text).toBe(precallTexts.camera.missing);
    const stopped = new FakeTrack('video');
    stopped.stop();
    expect(cameraResult(true, asTrack(stopped)).status).toBe('problem');
  });

  it('tells a child whose microphone is silent or muted to check it', () => {
    const mic = new FakeTrack('audio');
    expect(microphoneResult(true, asTrack(mic), 0.2).text).toBe('We can hear your microphone.');
    expect(microphoneResult(true, asTrack(mic), heardLevel / 2).text).toBe(
      'We can’t hear your microphone — check it is not muted, then say something.',
    );
    mic.muted = true;
    expect(microphoneResult(true, asTrack(mic), 0.2).text).toBe(precallTexts.microphone.quiet);
    expect(microphoneResult(true, undefined, 0).text).toBe(precallTexts.microphone.missing);
    expect(microphoneResult(false, undefined, 0).text).toBe(precallTexts.microphone.off);
  });

  it('summarizes round trips as median, jitter and loss, and calls a slow or lossy line slow', () => {
    expect(summarize({ times: [10, 30, 20], sent: 4 })).toEqual({ roundTripMs: 20, jitterMs: 10, lossPercent: 25 });
    // One late answer is not jitter.
    expect(summarize({ times: [20, 22, 2000, 21, 20, 22], sent: 6 })?.jitterMs).toBe(2);
    expect(connectionResult(fast)).toMatchObject({ status: 'good', slow: false, text: 'Your connection is good.' });
    const slow = connectionResult({ times: [500, 520, 480, 510], sent: 4 });
    expect(slow).toMatchObject({
      slow: true,
      text: 'Your connection is slow: we’ll start with cameras off. You can turn them on in More.',
    });
    expect(connectionResult({ times: [20, 20, 20, 20, 20, 20, 20, 20], sent: 10 }).slow).toBe(true);
    expect(connectionResult({ times: [], sent: 10 })).toMatchObject({ status: 'problem', slow: false });
  });

  it('says whether video goes over UDP or only through TURN over TCP/TLS, and what to do', () => {
    expect(videoPathResult({ path: 'udp', local: host, remote: host })).toEqual({
      status: 'good',
      text: 'Direct connection (UDP) works.',
      detail: 'This device: host over UDP; classroom server: host over UDP.',
    });
    const tcp = videoPathResult({ path: 'tcp', local: tlsRelay, remote: host });
    expect(tcp).toMatchObject({ status: 'warning', detail: expect.stringContaining('relay reached over TLS') });
    expect(tcp.text).toBe(
      'Only a relayed connection works (TURN over TCP/TLS): video may be slower. Ask your school’s network admin to allow UDP for video calls.',
    );
    expect(videoPathResult({ path: 'failed' })).toEqual({
      status: 'problem',
      text: 'Could not connect for video: check your network or firewall.',
    });
    const limited = new ApiError(429, { message: videoPathTexts.tooMany, code: 'RATE_LIMITED' });
    expect(videoPathError(limited).text).toBe(videoPathTexts.tooMany);
    expect(videoPathError(new Error('offline'))).toEqual({ status: 'problem', text: videoPathTexts.failed });
  });

  it('probes our own server only, counting unanswered probes as lost', async () => {
    let clock = 0;
    const fetcher = vi.fn(async (url: string) => {
      clock += 30;
      if (url.endsWith('probe=1')) throw new Error('offline');
      return new Response('{}');
    });
    const answered = await probeServer(fetcher as unknown as typeof fetch, () => clock, 3);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual([
      '/api/health?probe=0',
      '/api/health?probe=1',
      '/api/health?probe=2',
    ]);
    expect(answered).toEqual({ times: [30, 30], sent: 3 });
  });
});

describe('the lobby’s pre-call check', () => {
  it('checks the camera, microphone and connection with a button and says each result', async () => {
    const onConnection = vi.fn();
    const fake = probes();
    render(
      <PrecallCheck
        stream={streamOf(new FakeTrack('video'), new FakeTrack('audio'))}
        videoOn
        audioOn
        speakers={[]}
        onConnection={onConnection}
        probes={fake}
      />,
    );
    expect(screen.getByText(precallTexts.title).tagName).toBe('SUMMARY');
    fireEvent.click(screen.getByRole('button', { name: 'Check my setup' }));
    await waitFor(() => expect(results().Connection?.textContent).toContain('Your connection is good.'));
    expect(results().Camera?.textContent).toContain('Your camera works.');
    expect(results().Microphone?.textContent).toContain('We can hear your microphone.');
    expect(results().Connection?.textContent).toMatch(/Round trip 21 ms/);
    // Not asked for (a visitor who is not signed in): no video-path row and no probe.
    expect(results()[videoPathTexts.label]).toBeUndefined();
    expect(fake.video).not.toHaveBeenCalled();
    expect(onConnection).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
  });

  it('reports a silent microphone and a slow connection, which starts the call with cameras off', async () => {
    const onConnection = vi.fn();
    const fake = probes({
      loudest: vi.fn(async () => 0),
      server: vi.fn(async () => ({ times: [900, 950], sent: 10 })),
    });
    render(
      <PrecallCheck
        stream={streamOf(new FakeTrack('audio'))}
        videoOn={false}
        audioOn
        speakers={[]}
        onConnection={onConnection}
        probes={fake}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check my setup' }));
    await waitFor(() => expect(onConnection).toHaveBeenCalledWith(true));
    expect(results().Microphone?.textContent).toContain(precallTexts.microphone.quiet);
    expect(results().Camera?.textContent).toContain(precallTexts.camera.off);
    expect(results().Connection?.textContent).toContain('we’ll start with cameras off');
  });

  it('shows the video path for a signed-in person: only TURN over TLS is a warning that says what to do', async () => {
    const fake = probes({ video: vi.fn(async () => ({ path: 'tcp' as const, local: tlsRelay, remote: host })) });
    render(
      <PrecallCheck
        stream={null}
        videoOn={false}
        audioOn={false}
        speakers={[]}
        onConnection={() => undefined}
        checksVideoPath
        probes={fake}
      />,
    );
    expect(results()['Video connection']?.textContent).toContain(precallTexts.idle);
    fireEvent.click(screen.getByRole('button', { name: 'Check my setup' }));
    await waitFor(() => expect(results()['Video connection']?.dataset.status).toBe('warning'));
    const row = results()['Video connection']!;
    expect(row.textContent).toContain('Only a relayed connection works (TURN over TCP/TLS): video may be slower.');
    expect(row.textContent).toContain('network admin to allow UDP');
    expect(row.textContent).toContain('This device: relay reached over TLS');
    expect(within(row).getByText('⚠').getAttribute('aria-hidden')).toBe('true');
  });

  it('plays a test sound on the chosen speakers and asks whether it was heard', async () => {
    const fake = probes();
    const speakers = [
      { deviceId: 'spk-1', kind: 'audiooutput', label: 'Laptop speakers' },
      { deviceId: 'spk-2', kind: 'audiooutput', label: 'Headphones' },
    ] as MediaDeviceInfo[];
    render(
      <PrecallCheck stream={null} videoOn audioOn speakers={speakers} onConnection={() => undefined} probes={fake} />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Speakers/ }), { target: { value: 'spk-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play a test sound' }));
    const question = await screen.findByRole('group', { name: 'Did you hear the sound?' });
    expect(fake.tone).toHaveBeenCalledWith('spk-2');
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(results().Sound?.textContent).toContain(precallTexts.speaker.problem);
    fireEvent.click(screen.getByRole('button', { name: 'Play a test sound' }));
    fireEvent.click(within(await screen.findByRole('group')).getByRole('button', { name: 'Yes, I heard it' }));
    expect(results().Sound?.textContent).toContain('Your speakers work.');
  });
});
