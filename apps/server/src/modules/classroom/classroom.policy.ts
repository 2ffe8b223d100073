/**
 * Who may do what inside a classroom once admitted: who sees incognito admins, who decides requests and
 * settings, who may go incognito, and who may produce or stop which media (R8, R12, R28, R29); and who reads a
 * classroom's chat files and history afterwards (R21, R22).
 * Admission itself (who enters, knocks or is refused) is admission.policy.ts.
 */
import {
  type Actor,
  type ClassroomLocks,
  can,
  type LockName,
  type MediaSource,
  meetRoomId,
  roomKeys,
} from '@chalkline/contracts';
import type { RoomResolver } from '../files/room-access.js';
import type { ClassroomIdentity } from './admission/identity.js';
import { type BreakoutState, chatRoomNumber, mayUseChat } from './breakouts/breakout-rules.js';
import type { Member } from './room/room-state.js';

/**
 * Admins who may see every classroom (`classroom.seeEveryone`: masters, and managers with classroom access) host
 * any classroom, see everyone in it, incognito admins included, and may go incognito.
 */
export const isAdminIdentity = (who: ClassroomIdentity) =>
  who.kind === 'user' && can({ role: who.role, permissions: who.permissions }, 'classroom.seeEveryone');

/** Whether a signed-in person reads the chat messages meant for admins only (an incognito admin's, R12). */
export const seesAdminsOnlyChat = (viewer: Actor) => can(viewer, 'classroom.seeEveryone');

/** Whether a member sees incognito participants and everything they do (R12). */
export const seesIncognito = (member: Member) => isAdminIdentity(member.identity);

/** Incognito is for admins who ask for it, never in a demo classroom (R12). */
export const mayGoIncognito = (flags: { isAdmin: boolean }, roomKey: string, asked: boolean) =>
  flags.isAdmin && asked && roomKeys.demoSessionOf(roomKey) === null;

/** Deciding requests (R8) and stopping another's media (R29): the rules the web shows its controls by. */
export { mayDecideRequests, mayStopMedia } from '@chalkline/contracts';

export interface MediaSettings {
  /** Only hosts may share a screen in this classroom (R28); off by default. */
  screenShareHostsOnly: boolean;
}

/** Whether a member may publish media from this source (R28). */
export function mayProduce(member: Member, source: 'webcam' | 'screen', settings: MediaSettings) {
  if (source === 'screen' && settings.screenShareHostsOnly) return member.isHost;
  return true;
}

/** The producers a stop of `source` closes (R29): a producer's `appData` as the client declared it. */
export function matchesSource(appData: { source: 'webcam' | 'screen'; kind: string }, source: MediaSource) {
  if (source === 'screen') return appData.source === 'screen';
  return appData.source === 'webcam' && appData.kind === (source === 'camera' ? 'video' : 'audio');
}

/** Whether a classroom lock stops this member (L2–L6, ADR 0075): locks are for students, never hosts. */
export const isLockedFor = (member: Member, locks: ClassroomLocks | null | undefined, lock: LockName) =>
  !member.isHost && Boolean(locks?.[lock]);

/** The lock a produced source falls under (L2): a screen share, else the webcam's camera or microphone. */
export function lockOfSource(appData: {
  source: 'webcam' | 'screen';
  kind: string;
}): 'microphone' | 'camera' | 'screen' {
  if (appData.source === 'screen') return 'screen';
  return appData.kind === 'audio' ? 'microphone' : 'camera';
}

/**
 * Whether a member may receive a camera while students see only their hosts' cameras (L6): hosts see everyone,
 * everyone sees the hosts and themselves; microphones and screen shares stay for everyone.
 */
export function maySeeCamera(
  viewer: Member,
  owner: Member | undefined,
  appData: { source: 'webcam' | 'screen'; kind: string },
  locks: ClassroomLocks | null | undefined,
) {
  if (!isLockedFor(viewer, locks, 'seeStudents') || lockOfSource(appData) !== 'camera') return true;
  return owner ? owner.isHost || owner.participant.connection === viewer.participant.connection : false;
}

/**
 * The `meet:<roomKey>` room rule for file access: members of a classroom (now, or in any earlier lesson) may
 * read its chat files and history (R21, R22). A breakout room's chat (B7) is read only while its rooms are open, by
 * someone in that room or a host. The classroom module registers it with file access for the `meet` prefix.
 */
export function createClassroomRoomResolver(deps: {
  roomStore: {
    members(roomKey: string): Promise<readonly Member[]>;
    meta(roomKey: string): Promise<{ breakouts?: BreakoutState | null } | null>;
  };
  classroomRepo: { attendedRoom(roomKey: string, userId: string): Promise<boolean> };
}): RoomResolver {
  return async (viewer, roomId) => {
    const breakout = meetRoomId.breakoutOf(roomId);
    if (breakout) {
      const b = (await deps.roomStore.meta(breakout.roomKey))?.breakouts;
      if (!b || chatRoomNumber(b, breakout.roomKey, roomId) !== breakout.room) return false;
      const mine = (await deps.roomStore.members(breakout.roomKey)).filter((m) => m.identity.key === viewer.id);
      return mine.some((m) => mayUseChat(b, m, breakout.room));
    }
    const roomKey = meetRoomId.parse(roomId);
    if (!roomKey) return false;
    if ((await deps.roomStore.members(roomKey)).some((m) => m.identity.key === viewer.id)) return true;
    return deps.classroomRepo.attendedRoom(roomKey, viewer.id);
  };
}
