import { describe, expect, it } from 'vitest';
import { RoomPinning } from './room-pinning.js';

const instance = (url: string) => ({ url, alive: true });

describe('RoomPinning', () => {
  it('pins each classroom at first use to the least loaded live instance, ties to the first listed', () => {
    const [a, b] = [instance('ws://a'), instance('ws://b')];
    const pinning = new RoomPinning([a, b]);
    expect(pinning.pin('room-1')).toBe(a);
    expect(pinning.pin('room-2')).toBe(b);
    expect(pinning.pin('room-3')).toBe(a);
    expect(pinning.pin('room-1')).toBe(a);
    expect(pinning.load(a)).toBe(2);
    pinning.unpin('room-1');
    expect(pinning.pin('room-4')).toBe(a);
  });

  it('skips dead instances and fails when none is alive', () => {
    const [a, b] = [{ url: 'ws://a', alive: false }, instance('ws://b')];
    const pinning = new RoomPinning([a, b]);
    expect(pinning.pin('room-1')).toBe(b);
    b.alive = false;
    expect(() => pinning.pin('room-2')).toThrow('no Janus instance is available');
  });

  it('moves the classrooms of a dead instance to the least loaded live one', () => {
    const [a, b, c] = [instance('ws://a'), instance('ws://b'), instance('ws://c')];
    const pinning = new RoomPinning([a, b, c]);
    for (const id of ['r1', 'r2', 'r3', 'r4']) pinning.pin(id); // a: r1 r4, b: r2, c: r3
    a.alive = false;
    const moves = pinning.moveFrom(a);
    expect(moves.map((m) => [m.routerId, m.to?.url])).toEqual([
      ['r1', 'ws://b'],
      ['r4', 'ws://c'],
    ]);
    expect(pinning.routersOn(a)).toEqual([]);
    expect(pinning.instanceOf('r4')).toBe(c);
  });

  it('unpins classrooms when no instance is left to take them', () => {
    const a = instance('ws://a');
    const pinning = new RoomPinning([a]);
    pinning.pin('r1');
    a.alive = false;
    expect(pinning.moveFrom(a)).toEqual([{ routerId: 'r1', to: undefined }]);
    expect(pinning.instanceOf('r1')).toBeUndefined();
  });
});
