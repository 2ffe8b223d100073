import { describe, expect, it } from 'vitest';
import { ActiveSpeakerDetector } from './active-speaker.js';

function feed(d: ActiveSpeakerDetector, levels: Record<string, number>, packets = 50) {
  for (let i = 0; i < packets; i++) for (const [id, level] of Object.entries(levels)) d.record(id, level);
}

describe('ActiveSpeakerDetector', () => {
  it('names the loudest producer once it has held for the hold time', () => {
    const d = new ActiveSpeakerDetector({ thresholdDbov: 50, holdTicks: 2 });
    d.add('a');
    d.add('b');
    feed(d, { a: 30, b: 90 });
    expect(d.tick()).toBeUndefined();
    feed(d, { a: 30, b: 90 });
    expect(d.tick()).toEqual({ producerId: 'a', volume: -30 });
    feed(d, { a: 30, b: 90 });
    expect(d.tick()).toBeUndefined(); // unchanged
  });

  it('does not switch on a single loud window, and falls silent below the threshold', () => {
    const d = new ActiveSpeakerDetector({ thresholdDbov: 50, holdTicks: 2 });
    d.add('a');
    d.add('b');
    feed(d, { a: 20 });
    d.tick();
    feed(d, { a: 20 });
    d.tick();
    feed(d, { a: 40, b: 10 }); // b coughs once
    expect(d.tick()).toBeUndefined();
    feed(d, { a: 20, b: 100 });
    expect(d.tick()).toBeUndefined();
    feed(d, { a: 110, b: 120 });
    d.tick();
    feed(d, { a: 110, b: 120 });
    expect(d.tick()).toEqual({ producerId: null, volume: -127 });
  });

  it('ignores unknown producers and replaces a removed speaker at once', () => {
    const d = new ActiveSpeakerDetector({ thresholdDbov: 50, holdTicks: 3 });
    d.add('a');
    d.add('b');
    d.record('ghost', 0);
    for (let i = 0; i < 3; i++) {
      feed(d, { a: 10, b: 40 });
      d.tick();
    }
    d.remove('a');
    feed(d, { b: 40 });
    expect(d.tick()).toEqual({ producerId: 'b', volume: -40 });
    expect(d.size).toBe(1);
  });
});
