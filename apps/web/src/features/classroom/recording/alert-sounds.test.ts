import { describe, expect, it, vi } from 'vitest';
import { chimeWav, playAlert } from './alert-sounds';
import { layoutScene } from './composer';

describe('the classroom’s alert sounds (spec 9)', () => {
  it('makes a short mono WAV in code, nothing fetched', () => {
    const wav = chimeWav([[440, 0.1]]);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.subarray(8, 12))).toBe('WAVE');
    expect(wav.length).toBe(44 + Math.round(0.1 * 22_050) * 2);
  });

  it('plays recording started at 0.9, stopped at 0.5 and a join at 0.6', () => {
    URL.createObjectURL = vi.fn(() => 'blob:alert');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const volumes = (['started', 'stopped', 'joined'] as const).map((s) => playAlert(s)?.volume);
    expect(volumes).toEqual([0.9, 0.5, 0.6]);
    expect(play).toHaveBeenCalledTimes(3);
    play.mockRestore();
  });
});

describe('the recorded frame’s layout', () => {
  it('puts a shared screen and the whiteboard on the stage with the cameras in a strip', () => {
    const { stage, tiles } = layoutScene(2, 2);
    expect(stage).toEqual([
      { x: 0, y: 0, w: 1024, h: 360 },
      { x: 0, y: 360, w: 1024, h: 360 },
    ]);
    expect(tiles.map((t) => t.x)).toEqual([1024, 1024]);
  });

  it('shows the cameras in a grid when nothing is shared', () => {
    const { stage, tiles } = layoutScene(0, 3);
    expect(stage).toEqual([]);
    expect(tiles.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [640, 0],
      [0, 360],
    ]);
  });
});
