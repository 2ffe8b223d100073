/** The video path's verdict from a connected peer connection's stats (ADR 0086, amended), as browsers report them. */
import { describe, expect, it } from 'vitest';
import { type PathStats, videoPathOf, videoPathStatus } from './video-path.js';

/** Stats of a connection whose selected pair joins `local` to `remote`, with a losing pair beside it. */
const statsOf = (
  local: Partial<PathStats>,
  remote: Partial<PathStats> = {},
  how: 'transport' | 'firefox' = 'transport',
) => [
  ...(how === 'transport' ? [{ type: 'transport', id: 'T1', selectedCandidatePairId: 'CP2' }] : []),
  { type: 'candidate-pair', id: 'CP1', localCandidateId: 'L0', remoteCandidateId: 'R1', state: 'failed' },
  {
    type: 'candidate-pair',
    id: 'CP2',
    localCandidateId: 'L1',
    remoteCandidateId: 'R1',
    state: 'succeeded',
    ...(how === 'firefox' ? { selected: true } : {}),
  },
  { type: 'local-candidate', id: 'L0', candidateType: 'host', protocol: 'udp' },
  { type: 'local-candidate', id: 'L1', candidateType: 'host', protocol: 'udp', ...local },
  { type: 'remote-candidate', id: 'R1', candidateType: 'host', protocol: 'udp', ...remote },
];

describe('the video path from getStats', () => {
  it('calls a host or server-reflexive pair over UDP direct', () => {
    expect(videoPathOf(statsOf({}))).toEqual({
      path: 'udp',
      local: { candidateType: 'host', protocol: 'udp' },
      remote: { candidateType: 'host', protocol: 'udp' },
    });
    expect(videoPathOf(statsOf({ candidateType: 'srflx' })).path).toBe('udp');
    expect(videoPathOf(statsOf({ candidateType: 'prflx' }, {}, 'firefox')).path).toBe('udp');
  });

  it('tells a relay reached over UDP from one reached only over TCP or TLS', () => {
    expect(videoPathOf(statsOf({ candidateType: 'relay', relayProtocol: 'udp' })).path).toBe('relayUdp');
    for (const relayProtocol of ['tcp', 'tls']) {
      const verdict = videoPathOf(statsOf({ candidateType: 'relay', relayProtocol }));
      expect(verdict.path, relayProtocol).toBe('tcp');
      expect(verdict.local?.relayProtocol).toBe(relayProtocol);
    }
  });

  it('treats a TCP pair without a relay as TCP only', () => {
    expect(videoPathOf(statsOf({ protocol: 'tcp' }, { protocol: 'tcp' })).path).toBe('tcp');
  });

  it('falls back to the nominated succeeded pair when no transport names the selected one', () => {
    const stats = statsOf({}, {}, 'firefox').map((s) =>
      s.id === 'CP2' ? { ...s, selected: undefined, nominated: true } : s,
    );
    expect(videoPathOf(stats).path).toBe('udp');
  });

  it('fails with no selected pair, or one whose candidates are missing', () => {
    expect(videoPathOf([])).toEqual({ path: 'failed' });
    expect(videoPathOf(statsOf({}).filter((s) => s.type !== 'remote-candidate'))).toEqual({ path: 'failed' });
    const unselected = statsOf({}, {}, 'firefox').map((s) => ({ ...s, selected: undefined }));
    expect(videoPathOf(unselected).path).toBe('failed');
  });

  it('rates UDP good, TCP only a warning and no connection a problem', () => {
    expect(videoPathStatus).toEqual({ udp: 'good', relayUdp: 'good', tcp: 'warning', failed: 'problem' });
  });
});
