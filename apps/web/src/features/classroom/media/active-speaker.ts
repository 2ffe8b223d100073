/**
 * The active speaker (spec 2, M15). The server's `active_speaker` events decide when they come; until then
 * (the server reads RFC 6464 audio levels, which a browser may not send) the levels this client hears decide:
 * `inbound-rtp` audio of each consumer and the microphone's `media-source`, with the server's rule (the loudest
 * above -50 dBov, holding for two one-second windows).
 */
import type { Store } from '../connection/store';
import { elementKinds, type MediaState } from './media-state';

/** -50 dBov as a linear audio level (WebRTC stats report 0…1). */
export const silenceLevel = 10 ** (-50 / 20);
const windowMs = 1000;
const samplesPerWindow = 2;

/** Picks the speaker from windows of mean levels by connection; a challenger must win `holdWindows` in a row. */
export class SpeakerDetector {
  private speaker: string | null = null;
  private challenger: string | null = null;
  private wins = 0;

  constructor(private readonly holdWindows = 2) {}

  /** One window: answers the new speaker (null: silence) when it changed, else undefined. */
  tick(levels: ReadonlyMap<string, number>): string | null | undefined {
    let loudest: string | null = null;
    let best = silenceLevel;
    for (const [connection, level] of levels) {
      if (level > best) {
        best = level;
        loudest = connection;
      }
    }
    if (loudest === this.speaker) {
      this.challenger = null;
      this.wins = 0;
      return undefined;
    }
    this.wins = loudest === this.challenger ? this.wins + 1 : 1;
    this.challenger = loudest;
    if (this.wins < this.holdWindows) return undefined;
    this.speaker = loudest;
    this.challenger = null;
    this.wins = 0;
    return loudest;
  }
}

type LevelStat = { type?: string; kind?: string; audioLevel?: number; trackIdentifier?: string };

/** Audio levels now, by connection: remote consumers by their track, one's own microphone as `self`. */
async function levelsNow(
  send: RTCPeerConnection | undefined,
  recv: RTCPeerConnection | undefined,
  state: MediaState,
  self: string | undefined,
): Promise<Map<string, number>> {
  const byTrack = new Map<string, string>();
  for (const [connection, peer] of Object.entries(state.peers))
    for (const kind of elementKinds)
      if (kind.endsWith('audio') && peer[kind]?.trackId) byTrack.set(peer[kind].trackId, connection);
  const levels = new Map<string, number>();
  const add = (connection: string | undefined, level: number | undefined) => {
    if (connection && level !== undefined) levels.set(connection, Math.max(levels.get(connection) ?? 0, level));
  };
  (await recv?.getStats())?.forEach((s: LevelStat) => {
    if (s.type === 'inbound-rtp' && s.kind === 'audio') add(byTrack.get(s.trackIdentifier ?? ''), s.audioLevel);
  });
  if (state.local.audio && !state.local.audio.paused)
    (await send?.getStats())?.forEach((s: LevelStat) => {
      if (s.type === 'media-source' && s.kind === 'audio') add(self, s.audioLevel);
    });
  return levels;
}

/** Samples levels twice a second while no server event came, and sets `activeSpeaker` from them. */
export class LocalSpeakerWatch {
  private readonly detector = new SpeakerDetector();
  private timer: ReturnType<typeof setInterval> | undefined;
  private sums = new Map<string, number>();
  private samples = 0;
  private serverSpeaks = false;

  constructor(
    private readonly store: Store<MediaState>,
    private readonly connections: () => { send?: RTCPeerConnection; recv?: RTCPeerConnection },
    private readonly self: () => string | undefined,
  ) {}

  start(): void {
    clearInterval(this.timer);
    if (this.serverSpeaks) return;
    this.timer = setInterval(() => void this.sample(), windowMs / samplesPerWindow);
  }

  /** The server's events took over. */
  serverEvent(): void {
    this.serverSpeaks = true;
    this.stop();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async sample(): Promise<void> {
    const { send, recv } = this.connections();
    const levels = await levelsNow(send, recv, this.store.get(), this.self()).catch(() => null);
    if (!levels || !this.timer) return;
    for (const [connection, level] of levels) this.sums.set(connection, (this.sums.get(connection) ?? 0) + level);
    if (++this.samples < samplesPerWindow) return;
    const means = new Map([...this.sums].map(([c, sum]) => [c, sum / this.samples] as const));
    this.sums = new Map();
    this.samples = 0;
    const speaker = this.detector.tick(means);
    if (speaker !== undefined)
      this.store.update((s) => (s.activeSpeaker === speaker ? s : { ...s, activeSpeaker: speaker }));
  }
}
