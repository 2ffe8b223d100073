/**
 * One tab's media in a live classroom (issue 6), a plain object outside React like `ClassroomConnection`: it owns
 * the local tracks and the two RTCPeerConnections (send, receive) and follows M1–M16 of
 * docs/realtime-protocol.md. React reads `store` (ids and flags only) and asks `trackOf` for a track by id.
 */
import { type MediaSource, messages } from '@chalkline/contracts';
import { createStore, type Store } from '../connection/store';
import { LocalSpeakerWatch } from './active-speaker';
import { bindMediaEvents, type MediaSessionOptions } from './classroom-link';
import { ReceiveSide } from './consuming';
import { type EffectKind, effectOn, rememberEffect } from './effects/effect-settings';
import { effectOf, LocalEffects } from './effects/local-effects';
import { IncomingVideo } from './incoming-video';
import { type DeviceKind, LocalMedia } from './local-media';
import { elementKinds, initialMediaState, type MediaState, mirrorLocal } from './media-state';
import { SendSide } from './producing';
import { ScreenShare } from './screen-share';
import { createMediaRequest, errorText, type MediaRequest, NotConnectedError } from './signalling';
import { TrackRegistry } from './track-registry';
import type { CreatePeerConnection } from './transports';

const browserDevices = () => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);
const browserPeerConnection: CreatePeerConnection = (config) => new RTCPeerConnection(config);
const joinRetryMs = 3000;

export class MediaSession {
  readonly store: Store<MediaState>;
  private readonly request: MediaRequest;
  private readonly local: LocalMedia;
  private readonly send: SendSide;
  private readonly receive: ReceiveSide;
  private readonly screen: ScreenShare;
  private readonly tracks = new TrackRegistry();
  private readonly effects: LocalEffects;
  private readonly speakers: LocalSpeakerWatch;
  /** Low-bandwidth mode (ADR 0081): which of others' cameras this tab receives. */
  readonly incoming: IncomingVideo;
  private unbind = () => {};
  private epoch = 0;
  private joinTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly options: MediaSessionOptions) {
    const { host } = options;
    const devices = options.devices ?? browserDevices;
    const createPeerConnection = options.createPeerConnection ?? browserPeerConnection;
    const effects = {
      noiseSuppression: effectOn('noiseSuppression', options.microphoneId ?? ''),
      backgroundBlur: effectOn('backgroundBlur', options.cameraId ?? ''),
    };
    this.store = createStore(initialMediaState(options.cameraId, options.microphoneId, effects));
    this.effects = new LocalEffects(options.effects);
    this.request = createMediaRequest(() => host.getSocket());
    this.local = new LocalMedia(devices);
    this.send = new SendSide({
      request: this.request,
      createPeerConnection,
      desired: () => this.local.desired(host.store.get().config, this.send.producerIdOf('video') !== null),
      onProducer: () => this.syncLocal(),
      onState: (send) => this.store.update((s) => (s.send === send ? s : { ...s, send })),
      isOnline: () => this.online(),
      onOfflineFailures: () => options.notify(messages.producingOffline),
      onRejoin: () => this.join(),
    });
    this.receive = new ReceiveSide({
      request: this.request,
      createPeerConnection,
      store: this.store,
      keepTrack: (id, track) => this.tracks.keep(id, track),
      onState: (recv) => this.store.update((s) => (s.recv === recv ? s : { ...s, recv })),
      onRejoin: () => this.join(),
      capabilities: options.capabilities,
    });
    this.incoming = new IncomingVideo({ host, receive: this.receive });
    this.screen = new ScreenShare({
      devices,
      onPhase: (screen) => this.store.update((s) => (s.screen === screen ? s : { ...s, screen })),
      setPresenting: (on) => host.setPresenting(on),
      onTracks: (video, audio) => {
        this.local.setScreen(video, audio);
        this.syncLocal();
        this.send.sync();
      },
      notify: options.notify,
    });
    const pcs = () => ({ send: this.send.peerConnections()[0], recv: this.receive.peerConnections()[0] });
    this.speakers = new LocalSpeakerWatch(this.store, pcs, () => host.store.get().you?.connection);
  }

  /**
   * Listens to the classroom socket; media starts on admission (now, if already admitted) and after each. A
   * browser without WebRTC gets spec 8's "Browser not supported" warning instead.
   */
  start(): void {
    const socket = this.options.host.getSocket();
    if (this.closed || !socket) return;
    if (!this.options.createPeerConnection && typeof RTCPeerConnection === 'undefined') {
      this.options.notify(messages.browserNotSupported);
      return;
    }
    this.unbind();
    this.unbind = bindMediaEvents(socket, {
      self: () => this.options.host.store.get().you?.connection,
      receive: this.receive,
      send: this.send,
      store: this.store,
      onAdmitted: () => {
        this.incoming.readmitted();
        this.join();
      },
      onLost: () => this.lost(),
      onServerSpeaker: () => this.speakers.serverEvent(),
      onStopLocal: (source) => void this.stopLocal(source),
    });
    const state = this.options.host.store.get();
    if (state.ready && socket.connected) this.join();
  }

  /** Leaving or unmounting: every track stopped, every peer connection closed, no more events. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.epoch += 1;
    clearTimeout(this.joinTimer);
    this.unbind();
    this.speakers.stop();
    this.incoming.close();
    this.send.close();
    this.receive.close();
    this.screen.stop();
    this.effects.stopAll();
    this.local.releaseAll();
    this.tracks.clear();
    const { cameraId, microphoneId, noiseSuppression, backgroundBlur } = this.store.get();
    this.store.update(() => initialMediaState(cameraId, microphoneId, { noiseSuppression, backgroundBlur }));
  }

  /** Mic toggle (spec 4): pauses or resumes the audio producer; opens a microphone when there is none. */
  async setAudioEnabled(on: boolean): Promise<void> {
    this.options.host.setAudio(on);
    await this.device('microphone', on);
    if (!this.closed) this.applyFlags();
  }

  /** Video toggle (spec 4): off pauses the producer and releases the camera; on opens a new camera stream. */
  async setVideoEnabled(on: boolean): Promise<void> {
    this.options.host.setVideo(on);
    await this.device('camera', on);
    if (!this.closed) this.applyFlags();
  }

  /** The server stopped or refused this source (R28, R29): it goes off here, so it is not produced again. */
  private async stopLocal(source: MediaSource): Promise<void> {
    if (source === 'camera') await this.setVideoEnabled(false);
    else if (source === 'microphone') await this.setAudioEnabled(false);
    else if (this.screen.phase !== 'idle') this.screen.stop();
  }

  /** Present (spec 4): ends a share, or starts one; the toast says when the browser cannot share. */
  toggleScreenShare(): Promise<void> {
    return this.screen.toggle();
  }

  /** The device pickers in the call: the next track comes from `deviceId`, swapped in with replaceTrack. */
  async switchDevice(kind: DeviceKind, deviceId: string): Promise<void> {
    const effect = { [effectOf(kind)]: effectOn(effectOf(kind), deviceId) };
    const device = kind === 'camera' ? { cameraId: deviceId } : { microphoneId: deviceId };
    this.store.update((s) => ({ ...s, ...effect, ...device }));
    if (!this.local.track(kind)) return;
    const track = await this.local.replace(kind, deviceId);
    if (!track || this.closed) return;
    await this.refreshEffect(kind);
    if (!this.closed) this.applyFlags();
  }

  /** Noise suppression or blur on or off (ADR 0086), remembered per device; the sent track is replaced. */
  async setEffect(effect: EffectKind, on: boolean): Promise<void> {
    const kind = effect === 'noiseSuppression' ? 'microphone' : 'camera';
    const state = this.store.get();
    rememberEffect(effect, kind === 'camera' ? state.cameraId : state.microphoneId, on);
    this.store.update((s) => (s[effect] === on ? s : { ...s, [effect]: on }));
    await this.refreshEffect(kind);
    if (!this.closed) this.applyFlags();
  }

  /** Runs (or ends) a device's effect on its live track as the store asks, and sends what it makes. */
  private async refreshEffect(kind: DeviceKind): Promise<void> {
    const input = this.local.track(kind);
    const output = await this.effects.apply(kind, input, this.store.get()[effectOf(kind)]);
    if (this.closed || this.local.track(kind) !== input) return;
    this.local.setOutput(kind, output);
  }

  /** Pauses or resumes one remote stream for this client only (spec 4); the owner's pause still wins. */
  setRemotePaused(producerId: string, paused: boolean): void {
    this.receive.setLocalPaused(producerId, paused);
  }

  /** A tile's size asks for a simulcast layer of one remote producer (M9): 0 small, 1 medium, 2 large. */
  setPreferredLayer(producerId: string, layer: number): void {
    this.receive.setLayer(producerId, layer);
  }

  /** The track behind a `trackId` of the store, local or remote. */
  trackOf(trackId: string | null): MediaStreamTrack | undefined {
    return this.tracks.trackOf(trackId);
  }

  /** A stream holding just that track, the same object each time (for a <video> or <audio> srcObject). */
  streamOf(trackId: string | null): MediaStream | null {
    return this.tracks.streamOf(trackId);
  }

  /** Every RTCPeerConnection open now (send, receive). */
  peerConnections(): RTCPeerConnection[] {
    return [...this.send.peerConnections(), ...this.receive.peerConnections()];
  }

  private online(): boolean {
    const connected = Boolean(this.options.host.getSocket()?.connected);
    return connected && (typeof navigator === 'undefined' || navigator.onLine !== false);
  }

  /** After each admission (M1, M2): call, open the chosen devices, then produce and consume. */
  private join(): void {
    if (this.closed) return;
    const epoch = ++this.epoch;
    clearTimeout(this.joinTimer);
    void (async () => {
      try {
        await this.request('call', {});
      } catch (error) {
        if (epoch !== this.epoch || error instanceof NotConnectedError) return;
        console.warn('Media call failed', errorText(error));
        this.joinTimer = setTimeout(() => this.join(), joinRetryMs);
        return;
      }
      // Others' media first: receiving does not wait for this camera to open.
      void this.receive.start();
      this.speakers.start();
      const config = this.options.host.store.get().config;
      await Promise.all([
        this.device('camera', config.isVideoEnabled),
        this.device('microphone', config.isAudioEnabled),
      ]);
      if (epoch === this.epoch) this.applyFlags(true);
    })();
  }

  /** Opens a device for a flag that is on (a device that cannot open turns its flag off again, spec 8). */
  private async device(kind: DeviceKind, on: boolean): Promise<void> {
    if (!on) return;
    const { cameraId, microphoneId } = this.store.get();
    const track = await this.local.open(kind, kind === 'camera' ? cameraId : microphoneId);
    if (track && !this.closed) await this.refreshEffect(kind);
    if (track || this.closed) return;
    if (kind === 'camera') this.options.host.setVideo(false);
    else this.options.host.setAudio(false);
  }

  /** Local tracks follow the flags (a muted mic is disabled, a camera turned off released), then producers. */
  private applyFlags(rebuild = false): void {
    const config = this.options.host.store.get().config;
    const mic = this.local.track('microphone');
    if (mic) mic.enabled = config.isAudioEnabled;
    if (!config.isVideoEnabled) {
      this.effects.stop('camera');
      this.local.release('camera');
    }
    this.syncLocal();
    if (rebuild) this.send.restart();
    else this.send.sync();
  }

  /** The socket dropped: the server closed our transports (M13); local tracks stay for the rebuild. */
  private lost(): void {
    this.epoch += 1;
    clearTimeout(this.joinTimer);
    this.speakers.stop();
    this.send.lost();
    this.receive.lost();
    this.store.update((s) => (s.activeSpeaker === null ? s : { ...s, activeSpeaker: null }));
  }

  /** Mirrors local tracks and producers into the store. */
  private syncLocal(): void {
    if (this.closed) return;
    const elements = elementKinds.map((kind) => ({
      kind,
      track: this.local.trackFor(kind),
      producerId: this.send.producerIdOf(kind),
    }));
    this.tracks.setLocal(elements.flatMap((e) => e.track ?? []));
    this.store.update((s) => mirrorLocal(s, elements, this.options.host.store.get().config));
  }
}
