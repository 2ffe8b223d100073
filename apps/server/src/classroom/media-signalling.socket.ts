/**
 * Media signalling in the classroom namespace (M1–M16 in docs/realtime-protocol.md): every event is checked
 * against the sender's admission and handed to the MediaEngine with the room as router and the sender's
 * connection as peer, so ids of other people or rooms are never reachable.
 */
import {
  callPayload,
  checkProducerStatePayload,
  closeTransportPayload,
  connectTransportPayload,
  consumePayload,
  consumerIdPayload,
  consumerPreferredLayerPayload,
  createTransportPayload,
  producePayload,
  producerIdPayload,
  restartIcePayload,
} from '@chalkline/contracts';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { isMediaError, type MediaEngine, type MediaEngineEvent } from '../media/create-media-engine.js';
import { onEvent } from '../realtime/handle.js';
import {
  type ClassroomDeps,
  channels,
  type MeetNamespace,
  type MeetSocket,
  requireMember,
} from './classroom-context.js';

/** Routers are created on a classroom's first media call and closed with the classroom. */
export function createRouterRegistry(engine: MediaEngine) {
  const routers = new Map<string, Promise<unknown>>();
  return {
    ensure(roomKey: string) {
      let pending = routers.get(roomKey);
      if (!pending) {
        pending = engine.createRouter({ routerId: roomKey });
        pending.catch(() => routers.delete(roomKey));
        routers.set(roomKey, pending);
      }
      return pending;
    },
    async close(roomKey: string) {
      if (!routers.delete(roomKey)) return;
      await engine.closeRouter({ routerId: roomKey });
    },
  };
}
export type RouterRegistry = ReturnType<typeof createRouterRegistry>;

/** Relays engine events to the sockets of the classroom they happened in. */
export function relayMediaEvents(engine: MediaEngine, namespaceOf: (roomKey: string) => MeetNamespace | null) {
  const toRoom = (roomKey: string) => {
    const nsp = namespaceOf(roomKey);
    return nsp ? [nsp.to(channels.all(roomKey))] : [];
  };
  return engine.onEvent((event: MediaEngineEvent) => {
    if (event.type === 'producerClosed') {
      for (const to of toRoom(event.routerId))
        to.emit('producer_closed', { producerId: event.producerId, remoteConnectionId: event.peerId });
    } else if (event.type === 'producerPaused' || event.type === 'producerResumed') {
      const name = event.type === 'producerPaused' ? 'producer_paused' : 'producer_resumed';
      for (const to of toRoom(event.routerId)) to.emit(name, { producerId: event.producerId });
    } else if (event.type === 'activeSpeaker') {
      for (const to of toRoom(event.routerId)) {
        to.emit('active_speaker', {
          producerId: event.producerId,
          remoteConnectionId: event.peerId,
          volume: event.volume,
        });
      }
    }
  });
}

export function registerMediaSignalling(
  _nsp: MeetNamespace,
  deps: ClassroomDeps & { engine: MediaEngine; routers: RouterRegistry },
  socket: MeetSocket,
) {
  const { engine, routers } = deps;
  /** The sender's peer reference inside its (admitted) classroom. */
  const peer = async () => {
    const { roomKey, member } = await requireMember(deps, socket);
    await routers.ensure(roomKey);
    return { roomKey, member, ref: { routerId: roomKey, peerId: member.participant.connection } };
  };
  const on = <S extends z.ZodType, R>(event: string, schema: S, handler: (payload: z.infer<S>) => Promise<R>) =>
    onEvent(
      socket,
      event,
      schema,
      async (payload) => {
        try {
          return await handler(payload);
        } catch (error) {
          // The engine's errors carry the spec's texts (§8): clients recover by them.
          if (isMediaError(error)) throw new AppError(400, 'VALIDATION_FAILED', error.message);
          throw error;
        }
      },
      deps.log,
    );

  on('call', callPayload, async () => {
    const { ref } = await peer();
    return { routerRtpCapabilities: await engine.getRouterRtpCapabilities(ref) };
  });
  on('create_transport', createTransportPayload, async (p) => {
    const { ref, member } = await peer();
    return engine.createTransport({
      ...ref,
      direction: p.consumer ? 'recv' : 'send',
      key: p.key,
      userId: member.participant.key,
    });
  });
  on('connect_transport', connectTransportPayload, async (p) =>
    engine.connectTransport({ ...(await peer()).ref, ...p }),
  );
  on('close_transport', closeTransportPayload, async (p) => {
    await engine.closeTransport({ ...(await peer()).ref, ...p });
    return {};
  });
  on('produce', producePayload, async (p) => {
    const { ref, roomKey } = await peer();
    const reply = await engine.produce({ ...ref, ...p });
    socket.to(channels.all(roomKey)).emit('new_producer', {
      producerId: reply.id,
      remoteConnectionId: ref.peerId,
      kind: p.kind,
      appData: p.appData,
      paused: false,
    });
    return reply;
  });
  on('get_producers', callPayload, async () => {
    const producers = await engine.getProducers((await peer()).ref);
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
    (action: 'pauseProducer' | 'resumeProducer' | 'closeProducer') => async (p: z.infer<typeof producerIdPayload>) => {
      await engine[action]({ ...(await peer()).ref, ...p });
      return {};
    };
  on('producer_paused', producerIdPayload, producerCall('pauseProducer'));
  on('producer_resumed', producerIdPayload, producerCall('resumeProducer'));
  on('producer_closed', producerIdPayload, producerCall('closeProducer'));
  on('consume', consumePayload, async (p) =>
    engine.consume({
      ...(await peer()).ref,
      transportId: p.transportId,
      producerId: p.remoteProducerId,
      rtpCapabilities: p.rtpCapabilities,
      preferredLayer: p.preferredLayer,
    }),
  );
  on('consumer_resume', consumerIdPayload, async (p) => engine.resumeConsumer({ ...(await peer()).ref, ...p }));
  on('consumer_resumed', consumerIdPayload, async (p) => engine.resumeConsumer({ ...(await peer()).ref, ...p }));
  on('consumer_paused', consumerIdPayload, async (p) => engine.pauseConsumer({ ...(await peer()).ref, ...p }));
  on('close_consumer', consumerIdPayload, async (p) => {
    await engine.closeConsumer({ ...(await peer()).ref, ...p });
    return {};
  });
  on('consumer_preferred_layer', consumerPreferredLayerPayload, async (p) =>
    engine.setPreferredLayer({ ...(await peer()).ref, ...p }),
  );
  on('check_producer_state', checkProducerStatePayload, async (p) =>
    engine.checkProducerState({ ...(await peer()).ref, ...p }),
  );
  on('restart_ice', restartIcePayload, async (p) => engine.restartIce({ ...(await peer()).ref, ...p }));

  // A socket that dies takes its transports, producers and consumers with it (M13); a reconnect builds anew.
  socket.on('disconnect', () => {
    const roomKey = socket.data.roomKey;
    if (!roomKey) return;
    engine
      .closePeer({ routerId: roomKey, peerId: socket.data.instanceId })
      .catch((error) => deps.log.warn({ err: error }, 'closing a media peer failed'));
  });
}
