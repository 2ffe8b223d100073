import { automaticVideo, hostControlTexts, lowBandwidthTexts, type NewProducerEvent } from '@chalkline/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { admittedFakeConnection, makeSnapshot, student } from '../connection/testing';
import { fakeMediaServer } from '../media/fake-sfu';
import { levelOf, nextAutomatic } from '../media/incoming-video';
import { MediaSession } from '../media/MediaSession';
import { createFakePeerConnection, FakePeerConnection, fakeDevices, settle } from '../media/testing';
import { IncomingVideoIndicator } from './IncomingVideoIndicator';
import { LowBandwidthSection } from './LowBandwidthSection';

const remote = (kind: 'audio' | 'video', source: 'webcam' | 'screen' = 'webcam'): NewProducerEvent => ({
  producerId: `remote-${source}-${kind}`,
  remoteConnectionId: student.connection,
  kind,
  appData: { source, kind: source === 'screen' ? `screen-${kind}` : kind } as NewProducerEvent['appData'],
  paused: false,
});

async function joined() {
  const config = { isVideoEnabled: false, isAudioEnabled: true, isHandRaised: false, isIncognito: false };
  const { connection, socket, notices } = admittedFakeConnection({ config });
  const server = fakeMediaServer(socket, { receive_video: (p) => ({ cameras: p.cameras }) });
  const { devices } = fakeDevices();
  const session = new MediaSession({
    host: connection,
    notify: (message) => notices.push(message),
    devices: () => devices,
    createPeerConnection: createFakePeerConnection,
    capabilities: { codecs: [{ mimeType: 'video/VP8', clockRate: 90000 }] },
  });
  session.start();
  await settle();
  return { connection, socket, server, session };
}

beforeEach(() => {
  FakePeerConnection.all = [];
});

describe('low-bandwidth mode (ADR 0081)', () => {
  it('automatic mode steps down after bad readings in a row and back up one step after good ones', () => {
    expect(levelOf({ loss: 0 })).toBe('full');
    expect(levelOf({ loss: 0.08 })).toBe('lowLayers');
    expect(levelOf({ downlinkKbps: 400, loss: 0 })).toBe('lowLayers');
    expect(levelOf({ loss: 0.2 })).toBe('audioOnly');
    expect(levelOf({ downlinkKbps: 100, loss: 0 })).toBe('audioOnly');

    let step = { state: 'full' as const as 'full' | 'lowLayers' | 'audioOnly', streak: { bad: 0, good: 0 } };
    const read = (loss: number) => {
      const next = nextAutomatic(step.state, { loss }, step.streak);
      step = next as typeof step;
      return next.state;
    };
    // One bad burst moves nothing; badSamples in a row move one step.
    expect(read(0.3)).toBe('full');
    expect(read(0)).toBe('full');
    for (let i = 1; i < automaticVideo.badSamples; i++) expect(read(0.3)).toBe('full');
    expect(read(0.3)).toBe('lowLayers');
    for (let i = 0; i < automaticVideo.badSamples; i++) read(0.3);
    expect(step.state).toBe('audioOnly');
    // Good again: one step up after goodSamples, never straight to full.
    for (let i = 1; i < automaticVideo.goodSamples; i++) expect(read(0)).toBe('audioOnly');
    expect(read(0)).toBe('lowLayers');
  });

  it('audio only asks the server to stop cameras and pauses them here; audio and screen shares go on', async () => {
    const { server, session, socket } = await joined();
    for (const p of [remote('video'), remote('audio'), remote('video', 'screen')]) server.announce(p);
    await settle();
    session.incoming.setMode('off');
    await settle();
    expect(server.sent('receive_video')).toEqual([{ cameras: false }]);
    const peer = session.store.get().peers[student.connection]!;
    expect(peer.video?.isPausedClientSide).toBe(true);
    expect(peer.audio?.isPausedClientSide).toBe(false);
    expect(peer['screen-video']?.isPausedClientSide).toBe(false);
    expect(server.sent('consumer_paused')).toEqual([{ consumerId: peer.video?.consumerId }]);
    expect(session.incoming.store.get()).toEqual({ mode: 'off', state: 'off' });

    // On again: the server is told first, then the camera is resumed here.
    session.incoming.setMode('on');
    await settle();
    expect(server.sent('receive_video').at(-1)).toEqual({ cameras: true });
    expect(session.store.get().peers[student.connection]?.video?.isPausedClientSide).toBe(false);
    expect(server.sent('consumer_resumed').at(-1)).toEqual({ consumerId: peer.video?.consumerId });
    // After a reconnect the server is asked again, since it forgot the peer.
    session.incoming.setMode('off');
    await settle();
    const asked = server.sent('receive_video').length;
    socket.drop();
    await settle();
    socket.open();
    socket.fire('access_granted', makeSnapshot());
    await settle();
    expect(server.sent('receive_video').slice(asked)).toEqual([{ cameras: false }]);
  });

  it('the More tab section is a labelled radio group with the state in words; the header shows it too', async () => {
    const { session } = await joined();
    renderWithProviders(
      <>
        <LowBandwidthSection incoming={session.incoming} />
        <IncomingVideoIndicator compact={false} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: lowBandwidthTexts.title });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: lowBandwidthTexts.modes.on }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('incoming-video-state').textContent).toBe(lowBandwidthTexts.states.full);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: lowBandwidthTexts.modes.off }));
      await settle();
    });
    expect(screen.getByTestId('incoming-video-state').textContent).toBe(lowBandwidthTexts.states.off);
    expect((screen.getByRole('radio', { name: lowBandwidthTexts.modes.off }) as HTMLInputElement).checked).toBe(true);
    session.close();
  });

  it('a host muting everyone mutes the microphone here too', async () => {
    const { connection, socket, server } = await joined();
    expect(connection.store.get().config.isAudioEnabled).toBe(true);
    socket.fire('alert', { code: 'muted_by_host', source: 'microphone', message: hostControlTexts.mutedByHost });
    await settle();
    expect(connection.store.get().config.isAudioEnabled).toBe(false);
    expect(server.sent('producer_paused').length).toBeGreaterThan(0);
  });
});
