import { describe, expect, it, vi } from 'vitest';
import { type ProctoringChunk, ProctorSession } from './ProctorSession';

const fakeStream = () =>
  ({ getTracks: () => [], getVideoTracks: () => [] as MediaStreamTrack[] }) as unknown as MediaStream;

function session(now: { t: number }) {
  const added: ProctoringChunk[] = [];
  const s = new ProctorSession({
    assignment: 'a1',
    startedAt: 1_000_000,
    media: { camera: fakeStream(), screen: fakeStream() },
    queue: { add: async (c) => void added.push(c), settled: async () => undefined },
    now: () => now.t,
    grab: async (kind) => new Blob([kind], { type: 'image/jpeg' }),
  });
  return { s, added };
}

describe('a proctored attempt in the page (ADR 0082)', () => {
  it('numbers frames by their 5 s slot since the start, so a resend or a reload never collides', async () => {
    const now = { t: 1_000_000 + 12_400 };
    const { s, added } = session(now);
    await s.capture();
    expect(added.map((c) => [c.recordingId, c.seq, c.at])).toEqual([
      ['a1:selfie', 2, new Date(now.t).toISOString()],
      ['a1:screen', 2, new Date(now.t).toISOString()],
    ]);
  });

  it('batches events, sends a tab switch at once, and numbers them so none repeats', async () => {
    vi.useFakeTimers();
    try {
      const now = { t: 1_000_000 + 3_000 };
      const { s, added } = session(now);
      s.log('paste');
      s.log('fullscreen_left');
      expect(added).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(added).toHaveLength(1);
      s.log('tab_hidden');
      await vi.advanceTimersByTimeAsync(0);
      expect(added).toHaveLength(2);
      const batches = await Promise.all(added.map(async (c) => JSON.parse(await c.blob.text())));
      expect(batches.flat().map((e: { kind: string; seq: number }) => [e.kind, e.seq])).toEqual([
        ['paste', 3_000],
        ['fullscreen_left', 3_001],
        ['tab_hidden', 3_002],
      ]);
      expect(added.every((c) => c.kind === 'events' && c.recordingId === 'a1:events')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
