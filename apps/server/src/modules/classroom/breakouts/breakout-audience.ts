/**
 * Who hears what while breakout rooms are open (B7, B8): an audience of the classroom (everyone, admins, hosts)
 * narrowed to the sockets of the members a rule keeps. Without rooms it is the audience itself, so a classroom
 * without breakouts pays nothing.
 */
import { mayReceiveMedia } from '@chalkline/contracts';
import type { ClassroomDeps } from '../classroom-context.js';
import type { Audience } from '../room/room-events.js';
import type { Member } from '../room/room-state.js';
import type { BreakoutState } from './breakout-rules.js';

/** Whether a member's sockets are in a channel audience (the channels admission puts them in). */
function inChannel(to: 'room' | 'admins' | 'hosts' | 'non-admins', m: Member) {
  if (to === 'room') return true;
  if (to === 'admins') return m.participant.isAdmin;
  if (to === 'non-admins') return !m.participant.isAdmin;
  return m.isHost;
}

/** `audience` limited to the members `keep` accepts, as a list of their sockets on every node. */
export async function narrowAudience(
  deps: Pick<ClassroomDeps, 'state'>,
  roomKey: string,
  audience: Audience,
  breakouts: BreakoutState | null | undefined,
  keep: (m: Member) => boolean,
): Promise<Audience> {
  if (!breakouts || audience.to === 'socket' || audience.to === 'sockets') return audience;
  const to = audience.to;
  const members = await deps.state.members(roomKey);
  const allowed = new Set(members.filter((m) => inChannel(to, m) && keep(m)).map((m) => m.participant.connection));
  const sockets = [...(await deps.state.sockets(roomKey))];
  const socketIds = sockets
    .filter(([id, s]) => allowed.has(s.connection) && id !== audience.exceptSocketId)
    .map(([id]) => id);
  return { to: 'sockets', socketIds };
}

/** The open breakout rooms of a classroom (null: none). */
export const breakoutsOf = async (deps: Pick<ClassroomDeps, 'state'>, roomKey: string) =>
  (await deps.state.meta(roomKey))?.breakouts ?? null;

/**
 * `audience` limited to those who receive `owner`'s media (B8): what is said about a producer (announced, paused,
 * speaking, closed) reaches only the rooms that hear it. `breakouts` is read when not given.
 */
export async function mediaAudience(
  deps: Pick<ClassroomDeps, 'state'>,
  roomKey: string,
  audience: Audience,
  owner: string,
  breakouts?: BreakoutState | null,
): Promise<Audience> {
  const rooms = breakouts === undefined ? await breakoutsOf(deps, roomKey) : breakouts;
  return narrowAudience(deps, roomKey, audience, rooms, (m) => mayReceiveMedia(rooms, m.participant.connection, owner));
}
