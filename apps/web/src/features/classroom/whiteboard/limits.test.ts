import { describe, expect, it } from 'vitest';
import { clampStrokeWidth, clampZoom, createWheelGate, limitBox, zoomAround, zoomStep } from './limits';

const box = (width: number, height: number) => ({ x: 0, y: 0, width, height, rotation: 0 });

describe('whiteboard limits', () => {
  it('stroke width stays a whole number from 1 to 20, 3 by default', () => {
    expect(clampStrokeWidth(0)).toBe(1);
    expect(clampStrokeWidth(21)).toBe(20);
    expect(clampStrokeWidth(7.6)).toBe(8);
    expect(clampStrokeWidth(Number.NaN)).toBe(3);
  });

  it('a transform below 5 x 5 keeps the previous box', () => {
    const old = box(40, 40);
    expect(limitBox(old, box(4.9, 40))).toBe(old);
    expect(limitBox(old, box(40, 4))).toBe(old);
    expect(limitBox(old, box(-3, 40))).toBe(old);
    const ok = box(5, 5);
    expect(limitBox(old, ok)).toBe(ok);
  });

  it('zoom stays between 5% and 500%', () => {
    expect(clampZoom(0.01)).toBe(0.05);
    expect(clampZoom(12)).toBe(5);
    expect(clampZoom(1.3)).toBe(1.3);
  });

  it('buttons step by 1.1 and the wheel by 1.05, within the clamp', () => {
    expect(zoomStep(1, 1, 'button')).toBeCloseTo(1.1);
    expect(zoomStep(1, -1, 'button')).toBeCloseTo(1 / 1.1);
    expect(zoomStep(1, 1, 'wheel')).toBeCloseTo(1.05);
    expect(zoomStep(4.9, 1, 'button')).toBe(5);
    expect(zoomStep(0.051, -1, 'wheel')).toBe(0.05);
  });

  it('zooming keeps the board point under the pointer in place', () => {
    const view = { scale: 1, x: -100, y: -50 };
    const next = zoomAround(view, { x: 200, y: 100 }, 2);
    expect(next.scale).toBe(2);
    // Board point under the pointer before and after.
    expect((200 - next.x) / next.scale).toBeCloseTo((200 - view.x) / view.scale);
    expect((100 - next.y) / next.scale).toBeCloseTo((100 - view.y) / view.scale);
  });

  it('ignores the wheel while dragging and for 1 s after the drag', () => {
    const gate = createWheelGate();
    expect(gate.allows(0)).toBe(true);
    gate.dragStarted();
    expect(gate.allows(5000)).toBe(false);
    gate.dragEnded(10_000);
    expect(gate.allows(10_500)).toBe(false);
    expect(gate.allows(10_999)).toBe(false);
    expect(gate.allows(11_000)).toBe(true);
  });
});
