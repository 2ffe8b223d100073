/** Stores uploads after checking each by content, and opens them for readers the policy allows. */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type FileAccess, messages, type UploadFields, UploadFolder, validateUpload } from '@chalkline/contracts';
import { AppError, badRequest, notFound, unsupportedType } from '../../errors/app-error.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorize, authorizeRoomUpload, canReadFile } from './file.policy.js';
import type { FileRepository } from './file.repository.js';
import { alwaysRejected, folderRules } from './folder-rules.js';
import type { RoomAccess } from './room-access.js';
import { sniffMimeType } from './sniff.js';

export interface IncomingFile {
  filename: string;
  content: Buffer;
}

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

export function createFileService(deps: { repo: FileRepository; store: FileStore; rooms: RoomAccess }) {
  const { repo, store, rooms } = deps;

  async function decideAccess(
    viewer: Viewer,
    fields: UploadFields,
  ): Promise<{ access: FileAccess; roomId: string | null }> {
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
      return { access, roomId: fields.room };
    }
    return { access, roomId: null };
  }

  return {
    /** All files are checked before any is kept; a failure part-way removes what was stored. */
    async upload(viewer: Viewer, fields: UploadFields, incoming: IncomingFile[]): Promise<string[]> {
      if (incoming.length === 0) throw badRequest('Please attach at least one file', { files: messages.required });
      const { access, roomId } = await decideAccess(viewer, fields);
      const rule = folderRules[fields.folder as UploadFolder];
      const checked = await Promise.all(
        incoming.map(async (file, index) => {
          const mime = await sniffMimeType(file.content);
          const problem =
            validateUpload({ mime, size: file.content.length }, { accept: rule.accept, reject: alwaysRejected }) ??
            null;
          if (problem) {
            const field = `files.${index}`;
            throw problem === messages.uploadTooLarge
              ? new AppError(413, 'PAYLOAD_TOO_LARGE', problem, { [field]: problem })
              : unsupportedType(problem, { [field]: problem });
          }
          const key = `${fields.folder}/${new Date().getUTCFullYear()}/${randomUUID()}${extensionFor[mime] ?? ''}`;
          return { key, mime, file };
        }),
      );
      const stored: string[] = [];
      try {
        for (const { key, file } of checked) {
          await store.put(key, file.content);
          stored.push(key);
        }
        await repo.insertMany(
          checked.map(({ key, mime, file }) => ({
            key,
            ownerId: viewer.id,
            folder: fields.folder,
            originalName: cleanName(file.filename),
            mime,
            size: file.content.length,
            access,
            readerId: access === 'user' ? viewer.id : null,
            roomId,
          })),
        );
      } catch (error) {
        await Promise.allSettled(stored.map((key) => store.delete(key)));
        throw error;
      }
      return checked.map((c) => c.key);
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
