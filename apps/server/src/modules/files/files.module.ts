/** The files module: uploads and downloads over the configured store, with room membership for room files. */
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { createFileRepository } from './file.repository.js';
import { createFileService } from './file.service.js';
import { fileRoutes } from './files.routes.js';
import { createRoomAccess } from './room-access.js';

export function createFilesModule(deps: { db: Db; store: FileStore; quotaBytes?: number }) {
  const repo = createFileRepository(deps.db);
  // Other modules register who belongs to their rooms (`meet:…`); files only asks.
  const rooms = createRoomAccess();
  const service = createFileService({ repo, store: deps.store, rooms, quotaBytes: deps.quotaBytes });
  return { service, repo, rooms, routes: fileRoutes(service) };
}
