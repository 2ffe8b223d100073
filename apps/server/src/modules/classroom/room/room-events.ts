/**
 * What classroom services hand back to the socket layer instead of emitting: events addressed to an audience of
 * a classroom, and changes to which channels a socket is in. Only `*.socket.ts` files deliver them
 * (deliver.socket.ts), so the rules of who hears what live here as data and can be read in one place.
 */
import type { MeetServerToClient, Participant } from '@chalkline/contracts';
import { seesIncognito } from '../classroom.policy.js';
import { type Member, visibleParticipants } from './room-state.js';

/** Socket.IO rooms per classroom: everyone admitted, admitted admins, and hosts (who see requests). */
export const channels = {
  all: (roomKey: string) => `r:${roomKey}`,
  admins: (roomKey: string) => `a:${roomKey}`,
  hosts: (roomKey: string) => `h:${roomKey}`,
};

export type Audience =
  /** `non-admins`: everyone admitted but the admins (who get their own copy, e.g. with another total). */
  | { to: 'room' | 'admins' | 'hosts' | 'non-admins'; roomKey: string; exceptSocketId?: string }
  | { to: 'socket'; socketId: string }
  /** Named sockets on any node (a breakout room's people, B7–B8); an empty list reaches nobody. */
  | { to: 'sockets'; socketIds: string[] };

type ServerEvent = keyof MeetServerToClient;
export type PayloadOf<E extends ServerEvent> = Parameters<MeetServerToClient[E]>[0];

export type RoomEvent = {
  [E in ServerEvent]: { kind: 'emit'; audience: Audience; event: E; payload: PayloadOf<E> };
}[ServerEvent];
export type RoomAction =
  | RoomEvent
  | { kind: 'join'; socketId: string; channels: string[] }
  | { kind: 'leave'; socketIds: string[]; channels: string[] }
  /** Closes sockets (on whichever node holds them), e.g. a tab replaced by the same person's newer one. */
  | { kind: 'disconnect'; socketIds: string[] };

export const emitTo = <E extends ServerEvent>(audience: Audience, event: E, payload: PayloadOf<E>) =>
  ({ kind: 'emit', audience, event, payload }) as RoomEvent;

/**
 * Who hears what a member does (chat, typing, receipts, hands, media, cursors): everyone admitted, or only the
 * admins while the member is incognito (R12). The sender's own socket is left out when given.
 */
export function audienceOfMember(roomKey: string, member: Member, exceptSocketId?: string): Audience {
  return { to: member.participant.config.isIncognito ? 'admins' : 'room', roomKey, exceptSocketId };
}

/** Whether a member may hear an event about (or by) another: incognito admins are seen by admins only (R12). */
export const mayHearAbout = (listener: Member, subject: Member | undefined) =>
  !subject?.participant.config.isIncognito || seesIncognito(listener);

/**
 * An event about a participant for those allowed to see them: admins always, everyone else unless the
 * participant is incognito (R12). `total` is counted per audience.
 */
export function aboutParticipant<E extends ServerEvent>(
  room: { key: string; members: Member[] },
  participant: Participant,
  event: E,
  payload: (total: number) => PayloadOf<E>,
  exceptSocketId?: string,
): RoomEvent[] {
  const events = [
    emitTo(
      { to: 'admins', roomKey: room.key, exceptSocketId },
      event,
      payload(visibleParticipants(room.members, true).length),
    ),
  ];
  if (!participant.config.isIncognito)
    events.push(
      emitTo(
        { to: 'non-admins', roomKey: room.key, exceptSocketId },
        event,
        payload(visibleParticipants(room.members, false).length),
      ),
    );
  return events;
}
