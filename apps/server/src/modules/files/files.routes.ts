import { downloadQuery, uploadFields, uploadResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors/app-error.js';
import { requireViewer } from '../../http/auth.js';
import type { FileService, IncomingFile } from './file.service.js';

/** Hard ceiling per file; the spec's own 10 MB rule for non-images is applied after sniffing. */
export const maxUploadBytes = 25 * 1024 * 1024;
export const maxFilesPerUpload = 10;

/** The stored bytes, streamed: OpenAPI describes them as binary of any type (the sniffed type is the header). */
const fileBytes = {
  description: 'The file, inline for images, video and audio, otherwise as an attachment',
  // z.any: the handler replies with a stream, which Fastify sends without serialising.
  content: { '*/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

export const fileRoutes =
  (files: FileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/files/upload', { schema: { response: { 200: uploadResponse } } }, async (request) => {
      const viewer = requireViewer(request);
      if (!request.isMultipart()) throw badRequest('Please send the files as multipart form data');
      const raw: Record<string, string> = {};
      const incoming: IncomingFile[] = [];
      for await (const part of request.parts({ limits: { fileSize: maxUploadBytes, files: maxFilesPerUpload } })) {
        if (part.type === 'file') incoming.push({ filename: part.filename, content: await part.toBuffer() });
        else if (typeof part.value === 'string') raw[part.fieldname] = part.value;
      }
      const fields = uploadFields.safeParse(raw);
      if (!fields.success) {
        throw badRequest(
          'Please check the highlighted fields',
          Object.fromEntries(fields.error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
        );
      }
      const keys = await files.upload(viewer, fields.data, incoming);
      return { message: 'Upload successful', data: { keys } };
    });

    app.get(
      '/download/file',
      { schema: { querystring: downloadQuery, response: { 200: fileBytes } } },
      async (request, reply) => {
        const { file, stream } = await files.openForDownload(request.viewer, request.query.file);
        const inline =
          file.mime.startsWith('image/') || file.mime.startsWith('video/') || file.mime.startsWith('audio/');
        return reply
          .header('content-type', file.mime)
          .header('content-length', file.size)
          .header(
            'cache-control',
            file.access === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
          )
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
          )
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream);
      },
    );
  };
