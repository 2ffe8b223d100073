import { isAdminRole } from '@chalkline/contracts';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRow } from './file.repository.js';
import type { FolderRule } from './folder-rules.js';
import type { RoomAccess } from './room-access.js';

/** Admins moderate every upload; otherwise the file's access decides. */
export async function canReadFile(viewer: Viewer | null, file: FileRow, rooms: RoomAccess): Promise<boolean> {
  if (file.access === 'public') return true;
  if (!viewer) return false;
  if (viewer.id === file.ownerId || isAdminRole(viewer.role)) return true;
  if (file.access === 'user') return viewer.id === file.readerId;
  return file.roomId ? rooms.isMember(viewer, file.roomId) : false;
}

export const canUploadToFolder = (viewer: Viewer, rule: FolderRule) => !rule.roles || rule.roles.includes(viewer.role);
