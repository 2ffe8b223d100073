/**
 * What an engine remembers per subscriber for low-bandwidth mode (ADR 0081): whose cameras it holds back, and the
 * packets forwarded over consumers already closed, so a subscriber's counters only ever grow. Plain bookkeeping,
 * shared by both engines; each engine adds the live consumers' own counts.
 */
import type { ForwardedPackets, PeerRef } from './media-engine.js';

const keyOf = (ref: PeerRef) => `${ref.routerId}\u0000${ref.peerId}`;

export const noPackets = (): ForwardedPackets => ({ audio: 0, video: 0, screen: 0 });

export class SubscriberBook {
  private readonly camerasOff = new Set<string>();
  private readonly retired = new Map<string, ForwardedPackets>();

  /** Whether this subscriber asked not to receive others' cameras. */
  holdsCameras(ref: PeerRef): boolean {
    return this.camerasOff.has(keyOf(ref));
  }

  /** Records the subscriber's choice; answers whether it changed. */
  setCameras(ref: PeerRef, receive: boolean): boolean {
    const key = keyOf(ref);
    if (receive === !this.camerasOff.has(key)) return false;
    if (receive) this.camerasOff.delete(key);
    else this.camerasOff.add(key);
    return true;
  }

  /** Keeps what a closing consumer forwarded. */
  retire(ref: PeerRef, kind: keyof ForwardedPackets, packets: number) {
    if (packets === 0) return;
    const key = keyOf(ref);
    const counts = this.retired.get(key) ?? noPackets();
    counts[kind] += packets;
    this.retired.set(key, counts);
  }

  /** What closed consumers forwarded to the subscriber (a copy to add live counts to). */
  retiredOf(ref: PeerRef): ForwardedPackets {
    return { ...(this.retired.get(keyOf(ref)) ?? noPackets()) };
  }

  /** The subscriber left: its choice and counts go with it. */
  forget(ref: PeerRef) {
    this.camerasOff.delete(keyOf(ref));
    this.retired.delete(keyOf(ref));
  }
}
