/**
 * Stores uploads after checking each by content, and opens them for readers the policy allows. Files stream to
 * the store one after another; only an image (at most `uploadLimits.imageBytes`) is held whole, to read its size.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type FileAccess, messages, type UploadFields, UploadFolder, validateUpload } from '@chalkline/contracts';
import { AppError, badRequest, notFound, payloadTooLarge, unsupportedType } from '../../errors/app-error.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorize, authorizeRoomUpload, canReadFile } from './file.policy.js';
import type { FileRepository } from './file.repository.js';
import { alwaysRejected, type FolderRule, folderRules, uploadLimits } from './folder-rules.js';
import { imageSize } from './image-size.js';
import type { RoomAccess } from './room-access.js';
import { sniffBytes, sniffMimeType } from './sniff.js';

export interface IncomingFile {
  filename: string;
  content: Buffer | Readable;
}

/** The default storage quota per person, when the files module is not told one (config `UPLOAD_QUOTA_MB`). */
export const defaultQuotaBytes = 200 * 1024 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
export const imageTooLargeMessage = `Images may be at most ${megabytes(uploadLimits.imageBytes)} MB and ${uploadLimits.imageSide} pixels wide or high. Please choose a smaller picture.`;
export const quotaMessage = (quotaBytes: number) =>
  `This upload would go over your storage limit of ${megabytes(quotaBytes)} MB. Please remove files you no longer need, or ask an admin for help.`;
export const tooManyFilesMessage = (max: number) =>
  max === 1 ? 'Please send one file here, not several' : `Please send at most ${max} files at once`;

const extensionFor: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'text/plain': '.txt',
};

const cleanName = (name: string) =>
  path
    .basename(name)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters must not reach headers
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .slice(0, 200) || 'file';

/** Reads up to `bytes` from the start of a stream; answers them, whether the stream ended, and the rest. */
async function splitHead(stream: Readable, bytes: number) {
  const chunks = stream[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  return { head: Buffer.concat(head), ended, rest: chunks };
}

/** The whole file as a stream again (head, then the rest), failing with `tooBig()` once past `limit` bytes. */
function limited(
  head: Buffer,
  rest: AsyncIterator<unknown>,
  limit: number,
  tooBig: () => Error,
  counted: (n: number) => void,
) {
  return Readable.from(
    (async function* () {
      let total = head.length;
      if (total > limit) throw tooBig();
      counted(total);
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        const chunk = next.value as Buffer;
        total += chunk.length;
        if (total > limit) throw tooBig();
        counted(total);
        yield chunk;
      }
    })(),
  );
}

export function createFileService(deps: {
  repo: FileRepository;
  store: FileStore;
  rooms: RoomAccess;
  quotaBytes?: number;
}) {
  const { repo, store, rooms } = deps;
  const quotaBytes = deps.quotaBytes ?? defaultQuotaBytes;

  async function decideAccess(
    viewer: Viewer,
    fields: UploadFields,
  ): Promise<{ access: FileAccess; roomId: string | null; rule: FolderRule }> {
    const folder = UploadFolder.safeParse(fields.folder);
    if (!folder.success) throw badRequest('Please choose a valid upload folder', { folder: 'Unknown folder' });
    const rule = folderRules[folder.data];
    authorize(viewer, 'files.upload', rule);
    const access = fields.access ?? (fields.room ? 'room' : rule.defaultAccess);
    if (!rule.allowedAccess.includes(access)) {
      throw badRequest('This folder does not allow that access', {
        access: `Allowed: ${rule.allowedAccess.join(', ')}`,
      });
    }
    if (access === 'room') {
      if (!fields.room) throw badRequest('Please name the room for this upload', { room: messages.required });
      await authorizeRoomUpload(viewer, fields.room, rooms);
      return { access, roomId: fields.room, rule };
    }
    return { access, roomId: null, rule };
  }

  /**
   * An upload of one or more files, checked and stored as they arrive: `add` each file, then `commit` records
   * them; on any failure `abort` removes what was stored, so an upload keeps all its files or none.
   */
  async function startUpload(viewer: Viewer, fields: UploadFields) {
    const { access, roomId, rule } = await decideAccess(viewer, fields);
    const fieldsFolder = fields.folder;
    const maxFiles = rule.maxFiles ?? uploadLimits.filesPerUpload;
    const used = await repo.bytesOwnedBy(viewer.id);
    if (used >= quotaBytes) throw payloadTooLarge(quotaMessage(quotaBytes));
    const stored: Array<{ key: string; mime: string; size: number; originalName: string }> = [];
    const batchBytes = () => stored.reduce((sum, f) => sum + f.size, 0);

    return {
      async add(file: IncomingFile) {
        const index = stored.length;
        const field = `files.${index}`;
        if (index >= maxFiles)
          throw badRequest(tooManyFilesMessage(maxFiles), { files: tooManyFilesMessage(maxFiles) });
        const stream = Buffer.isBuffer(file.content) ? Readable.from([file.content]) : file.content;
        const { head, ended, rest } = await splitHead(stream, sniffBytes);
        const mime = await sniffMimeType(head, ended);
        const problem = validateUpload({ mime, size: 0 }, { accept: rule.accept, reject: alwaysRejected });
        if (problem) throw unsupportedType(problem, { [field]: problem });

        const image = mime.startsWith('image/');
        const typeLimit = image ? uploadLimits.imageBytes : uploadLimits.nonImageBytes;
        const room = quotaBytes - used - batchBytes();
        const overQuota = room < typeLimit;
        const tooBig = () => {
          const message = overQuota ? quotaMessage(quotaBytes) : image ? imageTooLargeMessage : messages.uploadTooLarge;
          return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { [field]: message });
        };
        let size = 0;
        const body = limited(head, rest, Math.min(typeLimit, room), tooBig, (n) => {
          size = n;
        });

        const key = `${fieldsFolder}/${new Date().getUTCFullYear()}/${randomUUID()}${extensionFor[mime] ?? ''}`;
        if (image) {
          // Held whole (at most imageBytes) to read the size it declares before anything is stored.
          const content = Buffer.concat((await body.toArray()) as Buffer[]);
          const dimensions = imageSize(mime, content);
          if (!dimensions) throw unsupportedType(messages.uploadWrongType, { [field]: messages.uploadWrongType });
          if (Math.max(dimensions.width, dimensions.height) > uploadLimits.imageSide) {
            throw new AppError(413, 'PAYLOAD_TOO_LARGE', imageTooLargeMessage, { [field]: imageTooLargeMessage });
          }
          await store.put(key, content);
        } else {
          await store.put(key, body);
        }
        stored.push({ key, mime, size, originalName: cleanName(file.filename) });
      },

      /** Records the stored files (at least one) and answers their keys. */
      async commit(): Promise<string[]> {
        if (stored.length === 0) throw badRequest('Please attach at least one file', { files: messages.required });
        await repo.insertMany(
          stored.map((f) => ({
            key: f.key,
            ownerId: viewer.id,
            folder: fieldsFolder,
            originalName: f.originalName,
            mime: f.mime,
            size: f.size,
            access,
            readerId: access === 'user' ? viewer.id : null,
            roomId,
          })),
        );
        return stored.map((f) => f.key);
      },

      async abort() {
        await Promise.allSettled(stored.map((f) => store.delete(f.key)));
        stored.length = 0;
      },
    };
  }

  return {
    startUpload,

    /** Checks and stores `incoming` in one go (tests and server-side callers); all are kept or none. */
    async upload(viewer: Viewer, fields: UploadFields, incoming: IncomingFile[]): Promise<string[]> {
      const batch = await startUpload(viewer, fields);
      try {
        for (const file of incoming) await batch.add(file);
        return await batch.commit();
      } catch (error) {
        await batch.abort();
        throw error;
      }
    },

    async openForDownload(viewer: Viewer | null, key: string) {
      const file = await repo.findByKey(key);
      // Unknown and unreadable files look the same, so keys cannot be probed.
      if (!file || !(await canReadFile(viewer, file, rooms))) throw notFound('File not found');
      const stream = await store.get(file.key);
      if (!stream) throw notFound('File not found');
      return { file, stream };
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
export type UploadBatch = Awaited<ReturnType<FileService['startUpload']>>;
