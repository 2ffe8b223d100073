/**
 * The tracks behind the store's `trackId`s, local and remote: React holds only ids, and a tile asks here for
 * the track or for a stream that holds just it (the same stream object each time, for a stable srcObject).
 */
export class TrackRegistry {
  private readonly tracks = new Map<string, MediaStreamTrack>();
  private readonly streams = new WeakMap<MediaStreamTrack, MediaStream>();
  private local = new Set<string>();

  trackOf(trackId: string | null): MediaStreamTrack | undefined {
    return trackId ? this.tracks.get(trackId) : undefined;
  }

  streamOf(trackId: string | null): MediaStream | null {
    const track = this.trackOf(trackId);
    if (!track || typeof MediaStream === 'undefined') return null;
    let stream = this.streams.get(track);
    if (!stream) {
      stream = new MediaStream([track]);
      this.streams.set(track, stream);
    }
    return stream;
  }

  /** A remote (receiving) track, or with null its removal. */
  keep(id: string, track: MediaStreamTrack | null): void {
    if (track) this.tracks.set(id, track);
    else this.tracks.delete(id);
  }

  /** The local tracks now in use; local tracks no longer among them are forgotten. */
  setLocal(tracks: readonly MediaStreamTrack[]): void {
    const ids = new Set(tracks.map((t) => t.id));
    for (const id of this.local) if (!ids.has(id)) this.tracks.delete(id);
    for (const track of tracks) this.tracks.set(track.id, track);
    this.local = ids;
  }

  clear(): void {
    this.tracks.clear();
    this.local.clear();
  }
}
