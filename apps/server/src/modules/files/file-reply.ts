/**
 * A stored file sent as a response: the same headers for the file store's download and for a file reached through
 * another route (a guardian's copy of their child's lesson-report picture, ADR 0079).
 */

import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FileService } from './file.service.js';

/** The stored bytes, streamed: OpenAPI describes them as binary of any type (the sniffed type is the header). */
export const fileBytes = {
  description: 'The file, inline for images, video and audio, otherwise as an attachment',
  // z.any: the handler replies with a stream, which Fastify sends without serialising.
  content: { '*/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

type Opened = Awaited<ReturnType<FileService['openForDownload']>>;

/** Streams an opened file, inline when a browser shows it, sandboxed, with the caller's cache rule. */
export function sendStoredFile(reply: FastifyReply, { file, stream }: Opened, cacheControl: string) {
  const inline = file.mime.startsWith('image/') || file.mime.startsWith('video/') || file.mime.startsWith('audio/');
  return reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    )
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(stream);
}
