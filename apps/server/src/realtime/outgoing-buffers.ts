/**
 * Bounds what a client can make this node buffer for it (ADR 0069). Each socket's backlog is the packets waiting
 * in engine.io's write buffer plus the bytes its WebSocket has not handed to the kernel yet. Over `softPackets`
 * a socket is *slow*: droppable events (typing, receipts, reactions) skip it. Over `hardPackets` or `hardBytes`
 * its connection is closed without flushing: the backlog is freed at once, and the client reconnects (R10) and
 * catches up from the admission snapshot and history, where every acknowledged message is stored.
 */

/** What this reads of a Socket.IO socket (its engine.io connection). */
export interface BufferedSocket {
  id: string;
  conn: {
    writeBuffer: unknown[];
    transport?: { socket?: { bufferedAmount?: number } };
    close(discard?: boolean): unknown;
  };
}

export interface BufferLimits {
  softPackets: number;
  hardPackets: number;
  hardBytes: number;
}

/** The limits (docs/limits.md): a lesson's chat never keeps more than a few packets waiting for anyone. */
export const bufferLimits: BufferLimits = { softPackets: 64, hardPackets: 1_000, hardBytes: 8 * 1024 * 1024 };

export interface BufferSweep {
  /** Packets waiting, all sockets together. */
  packets: number;
  /** Sockets over the soft limit (droppable events skip them). */
  slow: Set<string>;
  /** Sockets whose connection was closed for going over a hard limit. */
  closed: string[];
}

/** Reads every socket's backlog, closes those over a hard limit and names the slow ones. */
export function sweepBuffers(sockets: Iterable<BufferedSocket>, limits: BufferLimits = bufferLimits): BufferSweep {
  const sweep: BufferSweep = { packets: 0, slow: new Set(), closed: [] };
  const seen = new Set<object>();
  for (const socket of sockets) {
    const conn = socket.conn;
    const packets = conn.writeBuffer.length;
    const bytes = conn.transport?.socket?.bufferedAmount ?? 0;
    // One connection carries every namespace of a tab: count its buffer once.
    if (!seen.has(conn)) sweep.packets += packets;
    seen.add(conn);
    if (packets >= limits.hardPackets || bytes >= limits.hardBytes) {
      conn.close(true);
      sweep.closed.push(socket.id);
    } else if (packets >= limits.softPackets) sweep.slow.add(socket.id);
  }
  return sweep;
}
