import { downloadQuery, messages, type UploadFields, uploadFields, uploadResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors/app-error.js';
import { requireViewer } from '../../http/auth.js';
import { validationMessage } from '../../http/error-handler.js';
import { nulMessage } from '../../http/nul-guard.js';
import { type FileService, tooManyFilesMessage, type UploadBatch } from './file.service.js';
import { fileBytes, sendStoredFile } from './file-reply.js';
import { uploadLimits } from './folder-rules.js';

/** What the multipart parser stops at (the service applies the finer rules): it never reads past these. */
const parserLimits = {
  // One byte over the largest file allowed, so the service sees the file is too big and says so.
  fileSize: uploadLimits.nonImageBytes + 1,
  files: uploadLimits.filesPerUpload,
  fields: uploadLimits.fields,
  fieldSize: uploadLimits.fieldBytes,
  parts: uploadLimits.fields + uploadLimits.filesPerUpload,
};

/** The parser's own limit errors, in the words of the upload rules. */
function explainParserError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') {
    const message = tooManyFilesMessage(uploadLimits.filesPerUpload);
    return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { files: message });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'PAYLOAD_TOO_LARGE', messages.uploadTooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, 'PAYLOAD_TOO_LARGE', 'This upload has too many parts');
  return error;
}

function parseFields(raw: Record<string, string>): UploadFields {
  const fields = uploadFields.safeParse(raw);
  if (!fields.success) {
    throw badRequest(
      validationMessage,
      Object.fromEntries(fields.error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
    );
  }
  return fields.data;
}

export const fileRoutes =
  (files: FileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/files/upload',
      { config: { permission: 'signedIn' }, schema: { response: { 200: uploadResponse } } },
      async (request) => {
        const viewer = requireViewer(request);
        if (!request.isMultipart()) throw badRequest('Please send the files as multipart form data');
        // Files stream to the store as they arrive, so the fields (folder, room, access) must come first.
        const raw: Record<string, string> = {};
        let batch: UploadBatch | null = null;
        let keys: string[];
        try {
          for await (const part of request.parts({ limits: parserLimits })) {
            if (part.type === 'file') {
              batch ??= await files.startUpload(viewer, parseFields(raw));
              await batch.add({ filename: part.filename, content: part.file });
              continue;
            }
            if (batch)
              throw badRequest('Please send the form fields before the files', {
                [part.fieldname]: 'Send this field before the files',
              });
            if (typeof part.value !== 'string') continue;
            if (part.valueTruncated)
              throw badRequest(validationMessage, { [part.fieldname]: 'This value is too long' });
            // The NUL guard sees JSON bodies; multipart fields are read here, so they get the same check.
            if (part.value.includes('\u0000') || part.fieldname.includes('\u0000'))
              throw badRequest(validationMessage, { [part.fieldname.replaceAll('\u0000', '')]: nulMessage });
            raw[part.fieldname] = part.value;
          }
          if (!batch) {
            parseFields(raw);
            throw badRequest('Please attach at least one file', { files: messages.required });
          }
          keys = await batch.commit();
        } catch (error) {
          await batch?.abort();
          // The rest of a refused body is discarded as it arrives, never held: the parser no longer reads it, and a
          // request left paused would keep its connection (and a closing server) waiting.
          request.raw.unpipe();
          request.raw.resume();
          throw explainParserError(error);
        }
        return { message: 'Upload successful', data: { keys } };
      },
    );

    app.get(
      '/download/file',
      { config: { permission: 'public' }, schema: { querystring: downloadQuery, response: { 200: fileBytes } } },
      async (request, reply) => {
        const opened = await files.openForDownload(request.viewer, request.query.file);
        const shared = opened.file.access === 'public';
        return sendStoredFile(reply, opened, shared ? 'public, max-age=31536000, immutable' : 'private, no-store');
      },
    );
  };
