/**
 * The media session's link to the classroom: what it needs of the connection (`MediaHost`), its options, and
 * the server → client media events (M10, M13, M15) with the two moments that frame them: each admission
 * (`access_granted`, first or after a reconnect, R9/R10) and a dropped socket.
 */

import type { AlertPayload, MediaSource } from '@chalkline/contracts';
import type { ClassroomState } from '../connection/classroom-state';
import type { MeetSocket } from '../connection/meet-socket';
import type { Store } from '../connection/store';
import type { ProducerInfo, receiveCapabilities } from './consume-flow';
import type { ReceiveSide } from './consuming';
import type { EffectLoaders } from './effects/local-effects';
import type { MediaDevicesLike } from './local-media';
import type { MediaState } from './media-state';
import type { SendSide } from './producing';
import type { CreatePeerConnection } from './transports';

/** What the session needs of the classroom connection (`ClassroomConnection` fits). */
export interface MediaHost {
  getSocket(): MeetSocket | null;
  readonly store: Store<ClassroomState>;
  setAudio(isAudioEnabled: boolean): void;
  setVideo(isVideoEnabled: boolean): void;
  setPresenting(isPresenting: boolean): void;
}

export interface MediaSessionOptions {
  host: MediaHost;
  /** The devices chosen in the lobby ('' or absent: the browser's default). */
  cameraId?: string;
  microphoneId?: string;
  /** Shows a toast (the offline warning, screen sharing not supported). */
  notify: (message: string) => void;
  /** Replaced in tests. */
  devices?: () => MediaDevicesLike | undefined;
  createPeerConnection?: CreatePeerConnection;
  /** Noise suppression's and background blur's code (ADR 0086); replaced in tests. */
  effects?: EffectLoaders;
  capabilities?: ReturnType<typeof receiveCapabilities>;
}

export interface MediaEventHandlers {
  /** This client's connection, once admitted. */
  self: () => string | undefined;
  receive: ReceiveSide;
  send: SendSide;
  store: Store<MediaState>;
  onAdmitted: () => void;
  onLost: () => void;
  /** An `active_speaker` event came: the server's word decides from now on. */
  onServerSpeaker: () => void;
  /**
   * The server stopped or refused a source: a host stopped this client's camera, microphone or screen share
   * (R29), or the classroom keeps screen sharing to hosts (R28). It is turned off here too.
   */
  onStopLocal: (source: MediaSource) => void;
}

/** Binds the handlers; answers a function that unbinds exactly them (the socket's other listeners stay). */
export function bindMediaEvents(socket: MeetSocket, handlers: MediaEventHandlers): () => void {
  const { self, receive, send, store } = handlers;
  const mine = (connection: string | null | undefined) => connection !== undefined && connection === self();

  const newProducer = (producer: ProducerInfo) => {
    if (!mine(producer.remoteConnectionId)) receive.add(producer);
  };
  const producerClosed = ({ producerId, remoteConnectionId }: { producerId: string; remoteConnectionId?: string }) => {
    // Our own producer closed by the server (not by us: we forget ours before asking) is produced again.
    if (mine(remoteConnectionId)) send.producerClosed(producerId);
    else receive.remove(producerId);
  };
  const paused = ({ producerId }: { producerId: string }) => receive.setPaused(producerId, true);
  const resumed = ({ producerId }: { producerId: string }) => receive.setPaused(producerId, false);
  const speaker = ({ remoteConnectionId }: { remoteConnectionId: string | null }) => {
    handlers.onServerSpeaker();
    store.update((s) => (s.activeSpeaker === remoteConnectionId ? s : { ...s, activeSpeaker: remoteConnectionId }));
  };
  const admitted = () => handlers.onAdmitted();
  const lost = () => handlers.onLost();
  const alert = ({ code, source }: AlertPayload) => {
    if (code === 'media_stopped' && source) handlers.onStopLocal(source);
    if (code === 'screen_share_hosts_only') handlers.onStopLocal('screen');
    // A classroom lock refused this source (ADR 0075): turned off here rather than produced again.
    if (code === 'locked' && source) handlers.onStopLocal(source);
    // A host muted everyone (ADR 0081): the microphone is muted here too; the person may unmute unless locked.
    if (code === 'muted_by_host') handlers.onStopLocal('microphone');
  };

  socket.on('new_producer', newProducer);
  socket.on('producer_closed', producerClosed);
  socket.on('producer_paused', paused);
  socket.on('producer_resumed', resumed);
  socket.on('active_speaker', speaker);
  socket.on('access_granted', admitted);
  socket.on('disconnect', lost);
  socket.on('alert', alert);
  return () => {
    socket.off('new_producer', newProducer);
    socket.off('producer_closed', producerClosed);
    socket.off('producer_paused', paused);
    socket.off('producer_resumed', resumed);
    socket.off('active_speaker', speaker);
    socket.off('access_granted', admitted);
    socket.off('disconnect', lost);
    socket.off('alert', alert);
  };
}
