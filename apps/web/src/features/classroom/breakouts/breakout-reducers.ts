/**
 * What breakout rooms do to this tab's classroom state (ADR 0087, B1–B11): pure, applied by the room events. A
 * student's chat follows their room (its history loads anew), the tiles follow who they receive, and the live region
 * says where they are now.
 */
import { type BreakoutsView, breakoutTexts, mainRoom, placeOf } from '@chalkline/contracts';
import { fullName } from '../admission/lobbyRules';
import { type ClassroomState, chatRoomOf } from '../connection/classroom-state';

/** A host's message to every room, shown over the stage until dismissed; `id` tells two equal messages apart. */
export interface BreakoutMessage {
  id: number;
  text: string;
  from: string;
}

/** A room's name: "Main room", or the breakout room's own. */
export const roomNameOf = (breakouts: BreakoutsView | null, room: number): string =>
  breakouts?.rooms.find((r) => r.room === room)?.name ?? breakoutTexts.mainRoom;

/** The chat's history starts again from its newest page (a new room's chat, or the main one's again). */
const freshChat = (state: ClassroomState): ClassroomState => ({
  ...state,
  messages: { list: [], page: 0, loading: false, finished: false },
  typing: [],
  unread: 0,
});

/** Applies a change of this tab's chat room: a different room's chat starts empty and loads its own history. */
function withChatOf(before: ClassroomState, after: ClassroomState) {
  return chatRoomOf(before) === chatRoomOf(after) ? after : freshChat(after);
}

/** `breakouts_changed`: the rooms, and for a student who moved, where they are now in words. */
export function applyBreakouts(state: ClassroomState, breakouts: BreakoutsView | null): ClassroomState {
  const you = state.you?.connection;
  const next: ClassroomState = { ...state, breakouts, hostChatRoom: breakouts ? state.hostChatRoom : mainRoom };
  let notice = state.breakoutNotice;
  if (!breakouts && state.breakouts) notice = breakoutTexts.closed;
  else if (breakouts && you && !state.you?.isHost) {
    const was = placeOf(state.breakouts, you);
    const now = placeOf(breakouts, you);
    if (was !== now)
      notice = now === mainRoom ? breakoutTexts.backInMain : breakoutTexts.movedTo(roomNameOf(breakouts, now));
  }
  return withChatOf(state, { ...next, breakoutNotice: notice });
}

/** A host picks which room's chat to read and write in while rooms are open. */
export const pickHostChatRoom = (state: ClassroomState, room: number): ClassroomState =>
  withChatOf(state, { ...state, hostChatRoom: room });

/** `breakout_warning`: a minute left (or less), said once. */
export const applyBreakoutWarning = (state: ClassroomState): ClassroomState => ({
  ...state,
  breakoutNotice: breakoutTexts.warning,
});

let messageIds = 0;

/** `breakout_broadcast`: a host's message to every room, shown over the stage and said by the live region. */
export function applyBreakoutMessage(
  state: ClassroomState,
  payload: { text: string; from: { firstName: string; lastName: string } },
): ClassroomState {
  const from = fullName(payload.from);
  return {
    ...state,
    breakoutMessage: { id: ++messageIds, text: payload.text, from },
    breakoutNotice: `${breakoutTexts.broadcastFrom(from)}: ${payload.text}`,
  };
}

/** While rooms are open, a message or typing in another room's chat (a host hears every room) is not this chat's. */
export const isOtherRoomsChat = (state: ClassroomState, roomId: string): boolean =>
  state.breakouts !== null && roomId !== chatRoomOf(state);
