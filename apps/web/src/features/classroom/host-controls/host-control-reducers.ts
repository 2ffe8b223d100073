/** What a host's controls do to everyone's classroom state (ADR 0081): pure, applied by the room events. */
import { hostControlTexts } from '@chalkline/contracts';
import { fullName } from '../admission/lobbyRules';
import type { ClassroomState } from '../connection/classroom-state';

/** `hands_lowered`: every hand down, one's own included; the live region says so to those whose hand was up. */
export function lowerAllHands(state: ClassroomState): ClassroomState {
  const mine = state.config.isHandRaised;
  return {
    ...state,
    participants: state.participants.map((p) => (p.isHandRaised ? { ...p, isHandRaised: false } : p)),
    config: { ...state.config, isHandRaised: false },
    hostNotice: mine ? hostControlTexts.handsLowered : state.hostNotice,
  };
}

/** `message_removed`: the message leaves everyone's chat at once. */
export function dropMessage(state: ClassroomState, messageId: string): ClassroomState {
  const list = state.messages.list.filter((m) => m.key !== messageId);
  if (list.length === state.messages.list.length) return state;
  return { ...state, messages: { ...state.messages, list }, hostNotice: hostControlTexts.messageRemoved };
}

/** `spotlight_changed`: the tile everyone's layout pins, and who it is in words. */
export function applySpotlight(state: ClassroomState, connection: string | null): ClassroomState {
  const person = connection ? state.participants.find((p) => p.connection === connection) : undefined;
  return {
    ...state,
    spotlight: connection,
    hostNotice: person ? hostControlTexts.spotlightOn(fullName(person)) : hostControlTexts.spotlightOff,
  };
}

/** The keys the layout pins: the spotlighted person first (while present), then one's own pins. */
export function pinnedWithSpotlight(pinned: readonly string[], spotlight: string | null, present: readonly string[]) {
  if (!spotlight || !present.includes(spotlight)) return [...pinned];
  return [spotlight, ...pinned.filter((key) => key !== spotlight)];
}
