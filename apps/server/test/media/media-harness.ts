/**
 * A tiny signalling server for media tests and the media benchmark: HTTP + Socket.IO on 127.0.0.1, one
 * room, every payload validated by the contracts schemas, every call going to a MediaEngine. It is the
 * reference for the classroom's media-signalling handlers (which add admission and policies).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import * as hostControls from '../../../../packages/contracts/src/realtime/host-controls.js';
import * as media from '../../../../packages/contracts/src/realtime/media.js';
import type { MediaEngine, MediaEngineEvent } from '../../src/media/media-engine.js';
import { MediaError } from '../../src/media/media-errors.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const socketIoClient = path.join(here, '../../../../node_modules/socket.io-client/dist/socket.io.min.js');
const page =
  '<!doctype html><meta charset="utf-8"><title>media</title><script src="/socket.io.js"></script><script src="/media-client.js"></script>';

export interface MediaHarness {
  url: string;
  io: Server;
  close(): Promise<void>;
}

export async function startMediaHarness(engine: MediaEngine, routerId = 'room-1'): Promise<MediaHarness> {
  await engine.createRouter({ routerId });
  const files: Record<string, [string, string]> = {
    '/': ['text/html', page],
    '/socket.io.js': ['text/javascript', await readFile(socketIoClient, 'utf8')],
    '/media-client.js': ['text/javascript', await readFile(path.join(here, 'media-client.js'), 'utf8')],
  };
  const http = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' }).end(file?.[1] ?? '');
  });
  const io = new Server(http, { serveClient: false });

  const unsubscribe = engine.onEvent((event: MediaEngineEvent) => {
    if (event.type === 'producerClosed') {
      io.except(event.peerId).emit('producer_closed', {
        producerId: event.producerId,
        remoteConnectionId: event.peerId,
      });
    } else if (event.type === 'producerPaused' || event.type === 'producerResumed') {
      const name = event.type === 'producerPaused' ? 'producer_paused' : 'producer_resumed';
      io.except(event.peerId).emit(name, { producerId: event.producerId });
    } else if (event.type === 'activeSpeaker') {
      io.emit('active_speaker', {
        producerId: event.producerId,
        remoteConnectionId: event.peerId,
        volume: event.volume,
      });
    }
  });

  io.on('connection', (socket) => {
    const ref = { routerId, peerId: socket.id };
    const on = <S extends z.ZodType>(event: string, schema: S, handler: (p: z.infer<S>) => Promise<unknown>) =>
      socket.on(event, async (payload: unknown, ack?: (reply: unknown) => void) => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return ack?.({ error: parsed.error.message });
        try {
          ack?.((await handler(parsed.data)) ?? {});
        } catch (error) {
          ack?.({ error: error instanceof MediaError ? error.message : String(error) });
        }
      });
    bindMedia(socket, on, engine, ref);
    socket.on('disconnect', () => void engine.closePeer(ref));
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    io,
    async close() {
      unsubscribe();
      await io.close();
      await engine.closeRouter({ routerId });
    },
  };
}

type On = <S extends z.ZodType>(event: string, schema: S, handler: (p: z.infer<S>) => Promise<unknown>) => void;

function bindMedia(socket: Socket, on: On, engine: MediaEngine, ref: { routerId: string; peerId: string }) {
  on('call', media.callPayload, async () => ({
    routerRtpCapabilities: await engine.getRouterRtpCapabilities(ref),
  }));
  on('create_transport', media.createTransportPayload, (p) =>
    engine.createTransport({ ...ref, direction: p.consumer ? 'recv' : 'send', key: p.key, connectNow: p.connectNow }),
  );
  on('connect_transport', media.connectTransportPayload, (p) => engine.connectTransport({ ...ref, ...p }));
  on('close_transport', media.closeTransportPayload, (p) => engine.closeTransport({ ...ref, ...p }));
  on('produce', media.producePayload, async (p) => {
    const reply = await engine.produce({ ...ref, ...p });
    socket.broadcast.emit('new_producer', {
      producerId: reply.id,
      remoteConnectionId: socket.id,
      kind: p.kind,
      appData: p.appData,
      paused: false,
    });
    return reply;
  });
  on('get_producers', media.callPayload, async () => ({
    producers: (await engine.getProducers(ref)).map((p) => ({
      producerId: p.id,
      remoteConnectionId: p.peerId,
      kind: p.kind,
      appData: p.appData,
      paused: p.paused,
    })),
  }));
  on('producer_paused', media.producerIdPayload, (p) => engine.pauseProducer({ ...ref, ...p }));
  on('producer_resumed', media.producerIdPayload, (p) => engine.resumeProducer({ ...ref, ...p }));
  on('producer_closed', media.producerIdPayload, (p) => engine.closeProducer({ ...ref, ...p }));
  on('consume', media.consumePayload, (p) =>
    engine.consume({
      ...ref,
      transportId: p.transportId,
      producerId: p.remoteProducerId,
      rtpCapabilities: p.rtpCapabilities,
      preferredLayer: p.preferredLayer,
    }),
  );
  on('consumer_resume', media.consumerIdPayload, (p) => engine.resumeConsumer({ ...ref, ...p }));
  on('consumer_resumed', media.consumerIdPayload, (p) => engine.resumeConsumer({ ...ref, ...p }));
  on('consumer_paused', media.consumerIdPayload, (p) => engine.pauseConsumer({ ...ref, ...p }));
  on('close_consumer', media.consumerIdPayload, (p) => engine.closeConsumer({ ...ref, ...p }));
  on('consumer_preferred_layer', media.consumerPreferredLayerPayload, (p) =>
    engine.setPreferredLayer({ ...ref, ...p }),
  );
  on('check_producer_state', media.checkProducerStatePayload, (p) => engine.checkProducerState({ ...ref, ...p }));
  on('restart_ice', media.restartIcePayload, (p) => engine.restartIce({ ...ref, ...p }));
  // Low-bandwidth mode (H7, H8): the engine holds this peer's camera consumers and counts what it forwarded.
  on('receive_video', hostControls.receiveVideoPayload, (p) =>
    engine.setCamerasReceived({ ...ref, receive: p.cameras }),
  );
  on('media_stats', hostControls.mediaStatsPayload, async () => ({ forwarded: await engine.forwardedTo(ref) }));
}
