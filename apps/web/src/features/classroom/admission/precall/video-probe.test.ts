/** The browser's side of the video-path probe (ADR 0086, amended): our own routes only, then the stats' verdict. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../../../test/apiStub';
import { probeVideoPath } from './video-probe';

const turn = { urls: ['turns:turn.school.example:443'], username: '1:u', credential: 'c' };

/** A connection that gathers at once, then reaches `state` with a TURN-over-TCP pair selected. */
function fakePeer(state: RTCPeerConnectionState) {
  const listeners = new Set<() => void>();
  const pc = {
    config: undefined as RTCConfiguration | undefined,
    connectionState: 'new' as RTCPeerConnectionState,
    iceGatheringState: 'complete',
    localDescription: { type: 'offer', sdp: 'v=0 offer' },
    createDataChannel: vi.fn(),
    createOffer: vi.fn(async () => ({ type: 'offer', sdp: 'v=0 offer' })),
    setLocalDescription: vi.fn(async () => undefined),
    setRemoteDescription: vi.fn(async () => {
      setTimeout(() => {
        pc.connectionState = state;
        for (const listener of listeners) listener();
      }, 5);
    }),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    getStats: vi.fn(async () => [
      { type: 'transport', id: 'T', selectedCandidatePairId: 'P' },
      { type: 'candidate-pair', id: 'P', localCandidateId: 'L', remoteCandidateId: 'R', state: 'succeeded' },
      { type: 'local-candidate', id: 'L', candidateType: 'relay', protocol: 'udp', relayProtocol: 'tcp' },
      { type: 'remote-candidate', id: 'R', candidateType: 'host', protocol: 'udp' },
    ]),
    close: vi.fn(),
  };
  const create = (config: RTCConfiguration) => {
    pc.config = config;
    return pc as unknown as RTCPeerConnection;
  };
  return { pc, create };
}

describe('probeVideoPath', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the classroom’s ICE servers, sends the gathered offer to our server and reads the selected pair', async () => {
    const fetchMock = stubApi({
      'GET /meet/video-probe': { data: { iceServers: [turn] } },
      'POST /meet/video-probe': { data: { type: 'answer', sdp: 'v=0 answer' } },
    });
    const { pc, create } = fakePeer('connected');
    const verdict = await probeVideoPath(create, 1000);
    expect(pc.config).toEqual({ iceServers: [turn], bundlePolicy: 'max-bundle' });
    expect(callsOf(fetchMock)).toEqual([
      ['GET', '/meet/video-probe', undefined],
      ['POST', '/meet/video-probe', { type: 'offer', sdp: 'v=0 offer' }],
    ]);
    expect(pc.setRemoteDescription).toHaveBeenCalledWith({ type: 'answer', sdp: 'v=0 answer' });
    expect(verdict.path).toBe('tcp');
    expect(pc.close).toHaveBeenCalled();
  });

  it('calls a connection that fails, or never comes up in time, failed', async () => {
    for (const state of ['failed', 'connecting'] as const) {
      stubApi({
        'GET /meet/video-probe': { data: { iceServers: [] } },
        'POST /meet/video-probe': { data: { type: 'answer', sdp: 'v=0 answer' } },
      });
      const { pc, create } = fakePeer(state);
      expect(await probeVideoPath(create, 50), state).toEqual({ path: 'failed' });
      expect(pc.getStats).not.toHaveBeenCalled();
      expect(pc.close).toHaveBeenCalled();
    }
  });
});
