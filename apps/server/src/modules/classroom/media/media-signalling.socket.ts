/**
 * Media signalling in the classroom namespace (M1–M16 in docs/realtime-protocol.md): every event is checked
 * against the sender's admission and handed to the MediaEngine with the room as router and the sender's
 * connection as peer, so ids of other people or rooms are never reachable.
 */
import {
  type ClientEventName,
  type ClientEventPayload,
  classroomTexts,
  familyTexts,
  lockTexts,
  type MediaSource,
  mayReceiveMedia,
} from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { isMediaError, type MediaEngine } from '../../../media/create-media-engine.js';
import { type AckData, onEvent } from '../../../realtime/handle.js';
import { breakoutsOf, mediaAudience } from '../breakouts/breakout-audience.js';
import {
  isLockedFor,
  lockOfSource,
  matchesSource,
  mayProduce,
  maySeeCamera,
  mayStopMedia,
  seesIncognito,
} from '../classroom.policy.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { deliver } from '../participants/deliver.socket.js';
import { mayBeOnCamera } from '../room/room-consent.js';
import { type Audience, audienceOfMember, emitTo, mayHearAbout } from '../room/room-events.js';
import { locksOf } from '../room/room-locks.js';
import type { Member } from '../room/room-state.js';
import { roomProducers } from './media-locks.js';
import type { RouterRegistry } from './media-relay.socket.js';

type MediaDeps = ClassroomDeps & { engine: MediaEngine; routers: RouterRegistry };

export function registerMediaSignalling(nsp: MeetNamespace, deps: MediaDeps, socket: MeetSocket) {
  const { engine, routers, state } = deps;
  /** This socket's camera and microphone producers, for the attendance record (ADR 0076). */
  const ownMedia = new Map<string, 'camera' | 'microphone'>();
  /** The sender's peer reference inside its classroom (every media event is `member`: the dispatcher admitted it). */
  const peerOf = async ({ roomKey, member }: Admitted) => {
    await routers.ensure(roomKey);
    return { roomKey, member, ref: { routerId: roomKey, peerId: member.participant.connection } };
  };
  type Peer = Awaited<ReturnType<typeof peerOf>>;
  const on = <E extends ClientEventName>(
    event: E,
    handler: (payload: ClientEventPayload<E>, peer: Peer) => Promise<AckData<E>>,
  ) =>
    onEvent(
      socket,
      event,
      async (payload, found: Admitted) => {
        try {
          return await handler(payload, await peerOf(found));
        } catch (error) {
          // The engine's errors carry the spec's texts (§8): clients recover by them.
          if (isMediaError(error)) throw new AppError(400, 'VALIDATION_FAILED', error.message);
          throw error;
        }
      },
      deps.log,
    );
  /**
   * The others' producers this member may see: an incognito admin's only for admins (R12), and only hosts' cameras
   * while students see only the tutor's (L6), and while breakout rooms are open only those of the member's room (B8).
   */
  const visibleProducers = async (roomKey: string, member: Member, ref: { routerId: string; peerId: string }) => {
    const members = new Map((await state.members(roomKey)).map((m) => [m.participant.connection, m]));
    const locks = member.isHost ? null : await locksOf(state, roomKey);
    const breakouts = await breakoutsOf(deps, roomKey);
    return (await engine.getProducers(ref)).filter(
      (p) =>
        mayReceiveMedia(breakouts, ref.peerId, p.peerId) &&
        mayHearAbout(member, members.get(p.peerId)) &&
        (seesIncognito(member) || !routers.isHidden(roomKey, p.peerId)) &&
        maySeeCamera(member, members.get(p.peerId), p.appData, locks),
    );
  };
  /** A student's locked source is refused with the lock's text, and the client told to turn it off (L2–L4). */
  const refuseLockedSource = async (roomKey: string, member: Member, appData: Parameters<typeof lockOfSource>[0]) => {
    if (member.isHost) return;
    const lock = lockOfSource(appData);
    if (!isLockedFor(member, await locksOf(state, roomKey), lock)) return;
    socket.emit('alert', { code: 'locked', source: lock, message: lockTexts.refusals[lock] });
    throw new AppError(403, 'FORBIDDEN', lockTexts.refusals[lock]);
  };
  /** A student whose guardians have not consented to camera produces no video, refused like a lock (ADR 0079). */
  const refuseCameraWithoutConsent = async (member: Member, appData: Parameters<typeof lockOfSource>[0]) => {
    if (lockOfSource(appData) !== 'camera' || (await mayBeOnCamera(deps.consent, member))) return;
    socket.emit('alert', { code: 'locked', source: 'camera', message: familyTexts.cameraRefused });
    throw new AppError(403, 'FORBIDDEN', familyTexts.cameraRefused);
  };
  /**
   * Who hears of a new producer: a student's camera reaches only the hosts while students see only hosts' (L6), and
   * while breakout rooms are open only those who receive the member's room (B8).
   */
  const announceTo = async (roomKey: string, member: Member, appData: Parameters<typeof lockOfSource>[0]) => {
    const breakouts = await breakoutsOf(deps, roomKey);
    const owner = member.participant.connection;
    const narrow = (audience: Audience) => mediaAudience(deps, roomKey, audience, owner, breakouts);
    const audience = audienceOfMember(roomKey, member, socket.id);
    if (member.isHost || lockOfSource(appData) !== 'camera') return narrow(audience);
    if (!(await locksOf(state, roomKey)).seeStudents) return narrow(audience);
    return narrow({ to: 'hosts', roomKey, exceptSocketId: socket.id });
  };
  /** Whether a producer of this room is one the member may not see; other ids are for the engine to refuse. */
  const isHiddenFrom = async (
    roomKey: string,
    member: Member,
    ref: { routerId: string; peerId: string },
    producerId: string,
  ) => {
    const all = await engine.getProducers(ref);
    if (!all.some((p) => p.id === producerId)) return false;
    return !(await visibleProducers(roomKey, member, ref)).some((p) => p.id === producerId);
  };

  on('call', async (_, peer) => {
    const { ref } = peer;
    return { routerRtpCapabilities: await engine.getRouterRtpCapabilities(ref) };
  });
  on('create_transport', async (p, peer) => {
    const { ref, member } = peer;
    return engine.createTransport({
      ...ref,
      direction: p.consumer ? 'recv' : 'send',
      key: p.key,
      userId: member.participant.key,
      connectNow: p.connectNow,
    });
  });
  on('connect_transport', async (p, peer) => engine.connectTransport({ ...peer.ref, ...p }));
  on('close_transport', async (p, peer) => {
    await engine.closeTransport({ ...peer.ref, ...p });
    return {};
  });
  on('produce', async (p, peer) => {
    const { ref, roomKey, member } = peer;
    if (!mayProduce(member, p.appData.source, await deps.classrooms.mediaSettings(roomKey))) {
      socket.emit('alert', { code: 'screen_share_hosts_only', message: classroomTexts.screenShareHostsOnly });
      throw new AppError(403, 'FORBIDDEN', classroomTexts.screenShareHostsOnly);
    }
    await refuseLockedSource(roomKey, member, p.appData);
    await refuseCameraWithoutConsent(member, p.appData);
    if (member.participant.config.isIncognito) routers.hide(roomKey, ref.peerId);
    const reply = await engine.produce({ ...ref, ...p });
    const medium = attendanceMediumOf(p.appData);
    if (medium) {
      ownMedia.set(reply.id, medium);
      await deps.attendance?.media(roomKey, member.identity, medium, true);
    }
    const announced = {
      producerId: reply.id,
      remoteConnectionId: ref.peerId,
      kind: p.kind,
      appData: p.appData,
      paused: false,
    };
    await deliver(nsp, [emitTo(await announceTo(roomKey, member, p.appData), 'new_producer', announced)]);
    return reply;
  });
  on('get_producers', async (_, peer) => {
    const { roomKey, member, ref } = peer;
    const producers = await visibleProducers(roomKey, member, ref);
    return {
      producers: producers.map((p) => ({
        producerId: p.id,
        remoteConnectionId: p.peerId,
        kind: p.kind,
        appData: p.appData,
        paused: p.paused,
      })),
    };
  });
  const producerCall =
    (action: 'pauseProducer' | 'resumeProducer' | 'closeProducer') => async (p: { producerId: string }, peer: Peer) => {
      const medium = ownMedia.get(p.producerId);
      await engine[action]({ ...peer.ref, ...p });
      if (action === 'closeProducer') ownMedia.delete(p.producerId);
      if (medium) await deps.attendance?.media(peer.roomKey, peer.member.identity, medium, action === 'resumeProducer');
      return {};
    };
  on('producer_paused', producerCall('pauseProducer'));
  on('producer_resumed', async (p, peer) => {
    // Unmuting is resuming a paused producer: a locked student's is refused like a new one (L2, L3).
    if (!peer.member.isHost) {
      const own = (await roomProducers(engine, peer.roomKey)).find(
        (x) => x.id === p.producerId && x.peerId === peer.ref.peerId,
      );
      if (own) await refuseLockedSource(peer.roomKey, peer.member, own.appData);
      if (own) await refuseCameraWithoutConsent(peer.member, own.appData);
    }
    return producerCall('resumeProducer')(p, peer);
  });
  on('producer_closed', producerCall('closeProducer'));
  on('consume', async (p, peer) => {
    const { roomKey, member, ref } = peer;
    // An incognito admin's media is not there for those who may not see them (R12).
    if (await isHiddenFrom(roomKey, member, ref, p.remoteProducerId))
      throw new AppError(404, 'NOT_FOUND', 'Producer not found');
    return engine.consume({
      ...ref,
      transportId: p.transportId,
      producerId: p.remoteProducerId,
      rtpCapabilities: p.rtpCapabilities,
      preferredLayer: p.preferredLayer,
    });
  });
  on('consumer_resume', async (p, peer) => engine.resumeConsumer({ ...peer.ref, ...p }));
  on('consumer_resumed', async (p, peer) => engine.resumeConsumer({ ...peer.ref, ...p }));
  on('consumer_paused', async (p, peer) => engine.pauseConsumer({ ...peer.ref, ...p }));
  on('close_consumer', async (p, peer) => {
    await engine.closeConsumer({ ...peer.ref, ...p });
    return {};
  });
  on('consumer_preferred_layer', async (p, peer) => engine.setPreferredLayer({ ...peer.ref, ...p }));
  on('check_producer_state', async (p, peer) => engine.checkProducerState({ ...peer.ref, ...p }));
  on('restart_ice', async (p, peer) => engine.restartIce({ ...peer.ref, ...p }));

  // A host stops someone's camera, microphone or screen share (R29); the person is told with a code.
  on('stop_producer', async ({ connection, source }, peer) => {
    const { roomKey, member, ref } = peer;
    const target = await state.member(roomKey, connection);
    if (!target) throw new AppError(404, 'NOT_FOUND', 'That person is not in this classroom');
    if (!mayStopMedia(member, target)) throw new AppError(403, 'FORBIDDEN', classroomTexts.onlyHostsStopMedia);
    const producers = (await engine.getProducers(ref)).filter(
      (p) => p.peerId === connection && matchesSource(p.appData, source),
    );
    // Told first, so the person's client turns the source off rather than producing it again.
    const sockets = [...(await state.sockets(roomKey))].filter(([, s]) => s.connection === connection);
    await deliver(
      nsp,
      sockets.map(([socketId]) =>
        emitTo({ to: 'socket', socketId }, 'alert', { code: 'media_stopped', source, message: stoppedText[source] }),
      ),
    );
    for (const p of producers) {
      // The client may have closed it itself in the meantime.
      await engine
        .closeProducer({ routerId: roomKey, peerId: connection, producerId: p.id })
        .catch((error) => (isMediaError(error) ? undefined : Promise.reject(error)));
      const medium = attendanceMediumOf(p.appData);
      if (medium) await deps.attendance?.media(roomKey, target.identity, medium, false);
    }
    return { stopped: producers.length };
  });

  // A socket that dies takes its transports, producers and consumers with it (M13); a reconnect builds anew.
  socket.on('disconnect', () => {
    const roomKey = socket.data.roomKey;
    if (!roomKey) return;
    const connection = socket.data.instanceId;
    // A newer socket of the same tab (a reconnect, R10/R31) owns the peer now: its media stays.
    state
      .sockets(roomKey)
      .then((sockets) =>
        [...sockets].some(([id, s]) => id !== socket.id && s.connection === connection)
          ? undefined
          : engine.closePeer({ routerId: roomKey, peerId: connection }),
      )
      .catch((error) => deps.log.warn({ err: error }, 'closing a media peer failed'));
  });
}

/** A webcam's video is the camera, its audio the microphone; a screen share is neither (ADR 0076). */
function attendanceMediumOf(appData: { source: 'webcam' | 'screen'; kind: string }) {
  if (matchesSource(appData, 'camera')) return 'camera' as const;
  if (matchesSource(appData, 'microphone')) return 'microphone' as const;
  return null;
}

const stoppedText: Record<MediaSource, string> = {
  camera: classroomTexts.cameraStopped,
  microphone: classroomTexts.microphoneStopped,
  screen: classroomTexts.screenStopped,
};
