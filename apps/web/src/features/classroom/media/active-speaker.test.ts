import { describe, expect, it } from 'vitest';
import { SpeakerDetector, silenceLevel } from './active-speaker';

const window = (levels: Record<string, number>) => new Map(Object.entries(levels));

describe('the active speaker from local audio levels (M15’s rule)', () => {
  it('names the loudest above -50 dBov once it held for two windows, and nobody in silence', () => {
    const detector = new SpeakerDetector();
    expect(detector.tick(window({ a: 0.3, b: 0.1 }))).toBeUndefined();
    expect(detector.tick(window({ a: 0.3, b: 0.1 }))).toBe('a');
    expect(detector.tick(window({ a: 0.3, b: 0.1 }))).toBeUndefined();
    expect(detector.tick(window({ a: 0.1, b: 0.4 }))).toBeUndefined();
    expect(detector.tick(window({ a: 0.3, b: 0.1 }))).toBeUndefined();
    expect(detector.tick(window({ a: 0.1, b: 0.4 }))).toBeUndefined();
    expect(detector.tick(window({ a: 0.1, b: 0.4 }))).toBe('b');
    expect(detector.tick(window({ a: silenceLevel / 2, b: silenceLevel }))).toBeUndefined();
    expect(detector.tick(window({}))).toBeNull();
  });
});
