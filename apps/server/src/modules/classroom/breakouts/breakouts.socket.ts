/**
 * Breakout rooms in the classroom namespace (B1–B11, ADR 0087). Every event but `breakout_choose` is `classroom.host`
 * in `eventPermissions`, so the dispatcher lets only hosts through; each change runs under the room's lock
 * (breakout-changes.ts), is told to everyone with `breakouts_changed`, and moves media where it must.
 */
import { randomUUID } from 'node:crypto';
import { type BreakoutCockpit, breakoutTexts, mainRoom, meetRoomId, placeOf } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { onEvent } from '../../../realtime/handle.js';
import { seesIncognito } from '../classroom.policy.js';
import type { MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo, mayHearAbout } from '../room/room-events.js';
import type { Member } from '../room/room-state.js';
import { announceBreakouts, type BreakoutChange, type BreakoutDeps, changeBreakouts } from './breakout-changes.js';
import {
  assign,
  type BreakoutState,
  hasRoom,
  openBreakouts,
  setTimer,
  shuffle,
  viewFor,
  visit,
} from './breakout-rules.js';
import type { BreakoutTimers } from './breakout-timer.js';

const notOpen = () => new AppError(409, 'CONFLICT', breakoutTexts.notOpen);
const noSuchRoom = () => new AppError(400, 'VALIDATION_FAILED', breakoutTexts.noSuchRoom);

/** The open rooms, or the refusal when none are. */
const requireOpen = (b: BreakoutState | null) => {
  if (!b) throw notOpen();
  return b;
};

export function registerBreakouts(
  nsp: MeetNamespace,
  deps: BreakoutDeps & { timers: () => BreakoutTimers | null },
  socket: MeetSocket,
) {
  /** Changes the rooms, tells everyone, and answers the sender the rooms as they may see them. */
  const run = async ({ roomKey, member }: Admitted, change: BreakoutChange) => {
    const result = await changeBreakouts(deps, roomKey, change);
    if (result.changed) await announceBreakouts(nsp, deps, roomKey, result);
    const after = requireOpen(result.after);
    return { breakouts: viewFor(after, await deps.state.members(roomKey), seesIncognito(member)) };
  };

  // B1: a host opens 2–20 rooms; everyone starts in the main room.
  onEvent(
    socket,
    'breakout_open',
    (input, found: Admitted) =>
      run(found, (b) => {
        if (b) throw new AppError(409, 'CONFLICT', breakoutTexts.alreadyOpen);
        return openBreakouts(found.roomKey, randomUUID(), input);
      }),
    deps.log,
  );

  // B2: by hand, anyone admitted (a co-tutor may lead a room); null sends them back to the main room.
  onEvent(
    socket,
    'breakout_assign',
    ({ assignments }, found: Admitted) =>
      run(found, (b, members) => {
        const open = requireOpen(b);
        const here = new Set(members.map((m) => m.participant.connection));
        for (const { connection, room } of assignments) {
          if (!here.has(connection)) throw new AppError(404, 'NOT_FOUND', breakoutTexts.personNotFound);
          if (room && !hasRoom(open, room)) throw noSuchRoom();
        }
        return assign(open, assignments);
      }),
    deps.log,
  );

  // B3: every student still here, at random and evenly; hosts stay in the main room.
  onEvent(
    socket,
    'breakout_shuffle',
    (_, found: Admitted) =>
      run(found, (b, members) => {
        const students = members.filter((m) => !m.isHost && m.participant.status !== 'OFFLINE');
        return shuffle(
          requireOpen(b),
          students.map((m) => m.participant.connection),
        );
      }),
    deps.log,
  );

  // B4: the host lets students choose (or stops it); a student then moves themself.
  onEvent(
    socket,
    'breakout_let_choose',
    ({ allowed }, found: Admitted) => run(found, (b) => ({ ...requireOpen(b), allowChoose: allowed })),
    deps.log,
  );
  onEvent(
    socket,
    'breakout_choose',
    ({ room }, found: Admitted) =>
      run(found, (b) => {
        const open = requireOpen(b);
        if (found.member.isHost) throw new AppError(403, 'FORBIDDEN', breakoutTexts.hostsVisit);
        if (!open.allowChoose) throw new AppError(403, 'FORBIDDEN', breakoutTexts.choosingOff);
        if (room && !hasRoom(open, room)) throw noSuchRoom();
        return assign(open, [{ connection: found.member.participant.connection, room }]);
      }),
    deps.log,
  );

  // B5: the rooms close by themselves at the end, with a warning a minute before.
  onEvent(
    socket,
    'breakout_timer',
    async ({ seconds }, found: Admitted) => {
      const answer = await run(found, (b) => setTimer(requireOpen(b), seconds, deps.now().getTime()));
      deps.timers()?.arm(found.roomKey, (await deps.state.meta(found.roomKey))?.breakouts ?? null);
      return answer;
    },
    deps.log,
  );

  // B6: one message to every room (and the main one).
  onEvent(
    socket,
    'breakout_broadcast',
    async ({ text }, { roomKey, member }: Admitted) => {
      const open = requireOpen((await deps.state.meta(roomKey))?.breakouts ?? null);
      const { connection, firstName, lastName } = member.participant;
      await deliver(nsp, [
        emitTo({ to: 'room', roomKey }, 'breakout_broadcast', { text, from: { connection, firstName, lastName } }),
      ]);
      return { sent: open.rooms.length };
    },
    deps.log,
  );

  // B9: a host hears a room, or speaks into it too, without leaving the main one.
  onEvent(
    socket,
    'breakout_visit',
    ({ room, mode }, found: Admitted) =>
      run(found, (b) => {
        const open = requireOpen(b);
        if (room && !hasRoom(open, room)) throw noSuchRoom();
        return visit(open, found.member.participant.connection, room, mode);
      }),
    deps.log,
  );

  // B10: everyone back in the main room, with their media as it was.
  onEvent(
    socket,
    'breakout_close',
    async (_, { roomKey }: Admitted) => {
      const result = await changeBreakouts(deps, roomKey, (b) => (b ? null : undefined));
      if (!result.changed) return { closed: false };
      deps.timers()?.arm(roomKey, null);
      await announceBreakouts(nsp, deps, roomKey, result, 'host');
      return { closed: true };
    },
    deps.log,
  );

  // B11: every room at a glance.
  onEvent(
    socket,
    'breakout_cockpit',
    async (_, { roomKey, member }: Admitted) => cockpitOf(deps, roomKey, member),
    deps.log,
  );
}

/** The host's cockpit (B11): each room (the main one first) with who is in it, their hands, and its open board. */
export async function cockpitOf(deps: BreakoutDeps, roomKey: string, viewer: Member): Promise<BreakoutCockpit> {
  const meta = await deps.state.meta(roomKey);
  const b = meta?.breakouts ?? null;
  const members = (await deps.state.members(roomKey)).filter(
    (m) => m.participant.status !== 'OFFLINE' && mayHearAbout(viewer, m),
  );
  const peopleIn = (room: number) =>
    members
      .filter((m) => placeOf(b, m.participant.connection) === room)
      .map(({ participant: p }) => ({
        connection: p.connection,
        firstName: p.firstName,
        lastName: p.lastName,
        isHandRaised: p.isHandRaised,
        online: p.status === 'ONLINE',
      }));
  const main = {
    room: mainRoom,
    name: breakoutTexts.mainRoom,
    chatRoomId: meetRoomId.format(roomKey),
    people: peopleIn(mainRoom),
  };
  return {
    breakouts: b && viewFor(b, members, seesIncognito(viewer)),
    rooms: [
      { ...main, whiteboardId: meta?.whiteboardId ?? null },
      ...(b?.rooms ?? []).map((r) => ({ ...r, people: peopleIn(r.room), whiteboardId: b?.boards?.[r.room] ?? null })),
    ],
  };
}
