/**
 * What the recorder paints and hears, read from the classroom outside React (ADR 0044): the people online with
 * their cameras (the media session's tracks), any screen share, the open whiteboard's canvases from the page, and
 * every microphone and screen sound, one's own included; never those the recording leaves out for want of a
 * guardian's consent (ADR 0079): not their tile, name, voice or screen.
 */
import { type ClassroomState, selfOf } from '../connection/classroom-state';
import type { Store } from '../connection/store';
import type { MediaSession } from '../media/MediaSession';
import type { CaptureSources } from './capture';
import type { SceneTile } from './composer';

/** Plays each track in a hidden, muted <video> so its frames can be drawn; unused ones are let go. */
class TrackPlayers {
  private readonly players = new Map<string, HTMLVideoElement>();
  private used = new Set<string>();

  get(track: MediaStreamTrack | undefined): HTMLVideoElement | null {
    if (!track || track.readyState === 'ended') return null;
    this.used.add(track.id);
    let video = this.players.get(track.id);
    if (!video) {
      video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = new MediaStream([track]);
      void video.play().catch(() => undefined);
      this.players.set(track.id, video);
    }
    return video.readyState >= 2 ? video : null;
  }

  /** Lets go of the players not asked for since the last sweep. */
  sweep() {
    for (const [id, video] of this.players)
      if (!this.used.has(id)) {
        video.srcObject = null;
        this.players.delete(id);
      }
    this.used = new Set();
  }

  clear() {
    this.used = new Set();
    this.sweep();
  }
}

/** The whiteboard's layers (Konva paints one canvas per layer) flattened onto one canvas. */
function whiteboardFrame(target: HTMLCanvasElement): HTMLCanvasElement | null {
  const panel = document.querySelector('[data-testid="whiteboard-panel"]');
  const layers = panel ? [...panel.querySelectorAll('canvas')] : [];
  const first = layers[0];
  if (!first?.width || !first.height) return null;
  target.width = first.width;
  target.height = first.height;
  const g = target.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, target.width, target.height);
  for (const layer of layers) if (layer.width && layer.height) g.drawImage(layer, 0, 0, target.width, target.height);
  return target;
}

/** The media of the people the recording may hold: every peer but those it leaves out (by connection). */
function recordedPeers<P>(state: ClassroomState, peers: Record<string, P> | undefined): P[] {
  const leftOut = new Set(state.recording?.leftOut);
  const outConnections = new Set(state.participants.filter((p) => leftOut.has(p.key)).map((p) => p.connection));
  return Object.entries(peers ?? {}).flatMap(([connection, peer]) => (outConnections.has(connection) ? [] : [peer]));
}

export function classroomSources(room: Store<ClassroomState>, media: MediaSession | null) {
  const players = new TrackPlayers();
  const board = document.createElement('canvas');
  const sources: CaptureSources & { close(): void } = {
    scene() {
      const state = room.get();
      const m = media?.store.get();
      const self = selfOf(state);
      const stage: CanvasImageSource[] = [];
      const screens = [
        ...(m?.local['screen-video']?.trackId ? [m.local['screen-video'].trackId] : []),
        ...recordedPeers(state, m?.peers).flatMap((p) =>
          p['screen-video']?.trackId ? [p['screen-video'].trackId] : [],
        ),
      ];
      for (const id of screens) {
        const video = players.get(media?.trackOf(id));
        if (video) stage.push(video);
      }
      if (state.whiteboard) {
        const frame = whiteboardFrame(board);
        if (frame) stage.push(frame);
      }
      const leftOut = new Set(state.recording?.leftOut);
      const tiles: SceneTile[] = state.participants
        .filter((p) => p.status !== 'OFFLINE' && !leftOut.has(p.key))
        .map((p) => {
          const isSelf = p.connection === self?.connection;
          const element = isSelf ? m?.local.video : m?.peers[p.connection]?.video;
          const paused = isSelf
            ? Boolean(m?.local.video?.paused) || !state.config.isVideoEnabled
            : Boolean(m?.peers[p.connection]?.video?.isPausedServerSide);
          const source = paused ? null : players.get(media?.trackOf(element?.trackId ?? null));
          return { source, name: `${p.firstName} ${p.lastName}`.trim(), color: p.color };
        });
      players.sweep();
      return { stage, tiles };
    },
    audioTracks() {
      const m = media?.store.get();
      if (!m || !media) return [];
      const ids = [
        m.local.audio?.paused ? null : m.local.audio?.trackId,
        m.local['screen-audio']?.trackId,
        ...recordedPeers(room.get(), m.peers).flatMap((p) => [p.audio?.trackId, p['screen-audio']?.trackId]),
      ];
      return ids.flatMap((id) => {
        const track = id ? media.trackOf(id) : undefined;
        return track ? [track] : [];
      });
    },
    close: () => players.clear(),
  };
  return sources;
}
