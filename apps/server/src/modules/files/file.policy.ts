/** Who may upload to a folder and who may read a stored file (docs/decisions/0003-file-access.md). */
import { can } from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRow } from './file.repository.js';
import type { FolderRule } from './folder-rules.js';
import type { RoomAccess } from './room-access.js';

/** Admins moderate every upload; otherwise the file's access decides. */
export async function canReadFile(viewer: Viewer | null, file: FileRow, rooms: RoomAccess): Promise<boolean> {
  if (file.access === 'public') return true;
  if (!viewer) return false;
  if (viewer.id === file.ownerId || can(viewer, 'files.readAny')) return true;
  if (file.access === 'user') return viewer.id === file.readerId;
  return file.roomId ? rooms.isMember(viewer, file.roomId) : false;
}

const denied = { 'files.upload': 'You may not upload to this folder' } as const;

/** Throws 403 unless the viewer may upload to the folder: some folders are for admins or staff only. */
export function authorize(viewer: Viewer, action: keyof typeof denied, folder: FolderRule) {
  if (folder.onlyThrough) throw forbidden(folder.onlyThrough);
  if (folder.uploader) demand(viewer, folder.uploader, denied[action]);
}

/** Throws 403 unless the viewer belongs to the room an upload is shared with. */
export async function authorizeRoomUpload(viewer: Viewer, roomId: string, rooms: RoomAccess) {
  if (!(await rooms.isMember(viewer, roomId))) throw forbidden('You are not a member of this room');
}
