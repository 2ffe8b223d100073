/**
 * Room membership for file access. Rooms belong to later capabilities (chat rooms, classrooms); each
 * registers a resolver for its room-id prefix (`chat:…`, `meet:…`). An unknown room has no members.
 */
import type { Viewer } from '../accounts/viewer.js';

export type RoomResolver = (viewer: Viewer, roomId: string) => Promise<boolean>;

export function createRoomAccess() {
  const resolvers = new Map<string, RoomResolver>();
  return {
    register(prefix: string, resolver: RoomResolver) {
      resolvers.set(prefix, resolver);
    },
    async isMember(viewer: Viewer, roomId: string): Promise<boolean> {
      const prefix = roomId.split(':', 1)[0] ?? '';
      const resolver = resolvers.get(prefix);
      return resolver ? resolver(viewer, roomId) : false;
    },
  };
}
export type RoomAccess = ReturnType<typeof createRoomAccess>;
