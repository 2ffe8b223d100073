import { describe, expect, it } from 'vitest';
import { DROP, FORWARD, IF_KEYFRAME, LayerSelector, selectLayer } from './layers.js';

describe('selectLayer', () => {
  it('takes the preferred layer when it flows, else the nearest lower, else the lowest higher', () => {
    expect(selectLayer(2, [true, true, true])).toBe(2);
    expect(selectLayer(2, [true, true, false])).toBe(1);
    expect(selectLayer(1, [true, false, true])).toBe(0);
    expect(selectLayer(0, [false, false, true])).toBe(2);
    expect(selectLayer(0, [false, true, true])).toBe(1);
    expect(selectLayer(5, [true])).toBe(0);
    expect(selectLayer(1, [false, false, false])).toBeUndefined();
  });
});

describe('LayerSelector', () => {
  it('starts on a keyframe of the best flowing layer and forwards only that layer', () => {
    const s = new LayerSelector(2, 3);
    s.restart([true, true, false]);
    expect(s.target).toBe(1);
    expect(s.accept(0)).toBe(DROP);
    expect(s.accept(1)).toBe(IF_KEYFRAME);
    s.switched();
    expect([s.accept(0), s.accept(1), s.accept(2)]).toEqual([DROP, FORWARD, DROP]);
  });

  it('starts on the lowest layer before any layer was seen', () => {
    const s = new LayerSelector(2, 3);
    s.restart([false, false, false]);
    expect(s.target).toBe(0);
  });

  it('keeps forwarding the old layer until the new one sends a keyframe', () => {
    const s = new LayerSelector(1, 3);
    s.restart([true, true, true]);
    s.switched();
    s.preferred = 2;
    expect(s.retarget([true, true, true])).toBe(true);
    expect(s.accept(1)).toBe(FORWARD);
    expect(s.accept(2)).toBe(IF_KEYFRAME);
    s.switched();
    expect(s.current).toBe(2);
    expect([s.accept(1), s.accept(2)]).toEqual([DROP, FORWARD]);
  });

  it('steps down when its layer stops and back up when it returns', () => {
    const s = new LayerSelector(2, 3);
    s.restart([true, true, true]);
    s.switched();
    expect(s.retarget([true, true, false])).toBe(true);
    expect(s.target).toBe(1);
    s.switched();
    expect(s.retarget([true, true, false])).toBe(false);
    expect(s.retarget([true, true, true])).toBe(true);
    expect(s.target).toBe(2);
  });

  it('cancels a pending switch when the target comes back to the current layer', () => {
    const s = new LayerSelector(2, 3);
    s.restart([true, true, true]);
    s.switched();
    s.preferred = 0;
    s.retarget([true, true, true]);
    expect(s.waitingForKeyframe).toBe(true);
    s.preferred = 2;
    expect(s.retarget([true, true, true])).toBe(false);
    expect(s.waitingForKeyframe).toBe(false);
    expect(s.accept(2)).toBe(FORWARD);
  });
});
