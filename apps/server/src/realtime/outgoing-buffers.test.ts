/** Write buffers are bounded (R37, ADR 0069): slow sockets skip droppable events, overfull ones are closed. */
import { describe, expect, it } from 'vitest';
import { type BufferedSocket, bufferLimits, sweepBuffers } from './outgoing-buffers.js';

function socketWith(id: string, packets: number, bytes = 0) {
  const closed: (boolean | undefined)[] = [];
  const socket: BufferedSocket = {
    id,
    conn: {
      writeBuffer: Array.from({ length: packets }),
      transport: { socket: { bufferedAmount: bytes } },
      close: (discard?: boolean) => closed.push(discard),
    },
  };
  return { socket, closed };
}

describe('write-buffer sweep', () => {
  it('R37 names slow sockets, closes overfull ones without flushing, and leaves the rest', () => {
    const quick = socketWith('quick', 3);
    const slow = socketWith('slow', bufferLimits.softPackets);
    const overfull = socketWith('overfull', bufferLimits.hardPackets);
    const stuck = socketWith('stuck', 1, bufferLimits.hardBytes);
    const sweep = sweepBuffers([quick, slow, overfull, stuck].map((s) => s.socket));
    expect([...sweep.slow]).toEqual(['slow']);
    expect(sweep.closed).toEqual(['overfull', 'stuck']);
    expect(overfull.closed).toEqual([true]);
    expect(stuck.closed).toEqual([true]);
    expect(quick.closed).toEqual([]);
    expect(slow.closed).toEqual([]);
    expect(sweep.packets).toBe(3 + bufferLimits.softPackets + bufferLimits.hardPackets + 1);
  });

  it('R37 counts a connection shared by two namespaces once', () => {
    const tab = socketWith('meet', 10);
    const sameConnection: BufferedSocket = { id: 'chat', conn: tab.socket.conn };
    expect(sweepBuffers([tab.socket, sameConnection]).packets).toBe(10);
  });
});
