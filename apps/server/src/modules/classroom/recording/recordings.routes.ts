/**
 * Recordings over HTTP (ADR 0044). The recording browser PUTs each chunk as raw WebM (idempotent per sequence) and
 * the thumbnail as an image; tutors, admins and (when the school allows) students list, play and download; hosts
 * delete. Playing seeks with byte ranges.
 */

import type { Readable } from 'node:stream';
import {
  messageResponse,
  recording,
  recordingChunkParams,
  recordingChunkQuery,
  recordingChunkResponse,
  recordingListQuery,
  recordingListResponse,
  recordingStatusQuery,
  recordingStatusResponse,
} from '@chalkline/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../../http/auth.js';
import type { RecordingService } from './recording.service.js';
import type { RecordingsLibrary } from './recordings.service.js';

const byKey = z.object({ key: z.uuid('Not found') });
/** A raw body (chunk or image), as the content-type parser below hands it over. */
const rawBody = z
  .custom<Buffer | undefined>((v) => v === undefined || Buffer.isBuffer(v), 'Please send the recording as video/webm')
  .transform((v) => v ?? Buffer.alloc(0))
  .meta({ type: 'string', format: 'binary' });
const rawTypes = /^(video\/webm|image\/(jpeg|png|webp)|text\/vtt|application\/octet-stream)/;

type OpenedFile = Awaited<ReturnType<RecordingsLibrary['openFile']>>;

/** A recording's file as a reply: whole, one byte range (206) or an unsatisfiable range (416); never cached. */
export function sendRecordingFile(reply: FastifyReply, file: OpenedFile, download: boolean) {
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', 'video/webm')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    );
  if (file.range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  if (file.range) {
    const { start, end } = file.range;
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', end - start + 1)
      .send(file.stream);
  }
  return reply.header('content-length', file.size).send(file.stream);
}

export const sendThumbnail = (reply: FastifyReply, { stream, mime }: { stream: Readable; mime: string }) =>
  reply.header('content-type', mime).header('cache-control', 'private, max-age=3600').send(stream);

export const sendCaptions = (reply: FastifyReply, stream: Readable) =>
  reply.header('content-type', 'text/vtt; charset=utf-8').header('cache-control', 'private, no-store').send(stream);

/** What the recording routes answer with bytes (for the API description). */
export const recordingBytes = {
  description: 'The recording (WebM) or its thumbnail',
  content: { '*/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

export const recordingsRoutes =
  (recordings: RecordingService, library: RecordingsLibrary): FastifyPluginAsyncZod =>
  async (app) => {
    // Chunks and thumbnails arrive as raw bytes, larger than the JSON body limit.
    app.addContentTypeParser(rawTypes, { parseAs: 'buffer', bodyLimit: recording.maxChunkBytes }, (_r, body, done) =>
      done(null, body),
    );

    app.get(
      '/recordings',
      {
        config: { permission: 'recordings.read' },
        schema: { querystring: recordingListQuery, response: { 200: recordingListResponse } },
      },
      async (request) => ({ data: await library.list(requireViewer(request), request.query.room) }),
    );

    app.get(
      '/recordings/status',
      {
        config: { permission: 'public' },
        schema: { querystring: recordingStatusQuery, response: { 200: recordingStatusResponse } },
      },
      async (request) => {
        const { meetingId, ...config } = request.query;
        return { data: { recording: await library.isRecording(meetingId, config) } };
      },
    );

    app.put(
      '/recordings/:key/chunks/:seq',
      {
        config: { permission: 'recordings.manage' },
        schema: {
          params: recordingChunkParams,
          querystring: recordingChunkQuery,
          body: rawBody,
          response: { 200: recordingChunkResponse },
        },
      },
      async (request) => ({
        data: await recordings.storeChunk(
          requireViewer(request),
          request.params.key,
          request.params.seq,
          request.body,
          request.query.final ?? false,
        ),
      }),
    );

    app.put(
      '/recordings/:key/thumbnail',
      {
        config: { permission: 'recordings.manage' },
        schema: { params: byKey, body: rawBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await recordings.storeThumbnail(requireViewer(request), request.params.key, request.body);
        return { message: 'Thumbnail saved' };
      },
    );

    app.get(
      '/recordings/:key/file',
      {
        config: { permission: 'recordings.read' },
        schema: {
          params: byKey,
          querystring: z.object({ download: z.stringbool().optional() }),
          response: { 200: recordingBytes, 206: recordingBytes, 416: z.any() },
        },
      },
      async (request, reply) => {
        const file = await library.openFile(requireViewer(request), request.params.key, request.headers.range);
        return sendRecordingFile(reply, file, Boolean(request.query.download));
      },
    );

    app.get(
      '/recordings/:key/thumbnail',
      { config: { permission: 'recordings.read' }, schema: { params: byKey, response: { 200: recordingBytes } } },
      async (request, reply) =>
        sendThumbnail(reply, await library.openThumbnail(requireViewer(request), request.params.key)),
    );

    // Captions (issue 35): a host uploads a WebVTT file as `text/vtt`; whoever may watch gets it for the player.
    app.put(
      '/recordings/:key/captions',
      {
        config: { permission: 'recordings.manage' },
        schema: { params: byKey, body: rawBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await library.setCaptions(requireViewer(request), request.params.key, request.body, {
          id: request.id,
          ip: request.ip,
        });
        return { message: 'Captions saved' };
      },
    );

    app.get(
      '/recordings/:key/captions',
      { config: { permission: 'recordings.read' }, schema: { params: byKey, response: { 200: recordingBytes } } },
      async (request, reply) =>
        sendCaptions(reply, await library.openCaptions(requireViewer(request), request.params.key)),
    );

    app.delete(
      '/recordings/:key/captions',
      { config: { permission: 'recordings.manage' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        await library.setCaptions(requireViewer(request), request.params.key, null, { id: request.id, ip: request.ip });
        return { message: 'Captions removed' };
      },
    );

    app.delete(
      '/recordings/:key',
      { config: { permission: 'recordings.manage' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        await library.delete(requireViewer(request), request.params.key, { id: request.id, ip: request.ip });
        return { message: 'Recording deleted' };
      },
    );
  };
