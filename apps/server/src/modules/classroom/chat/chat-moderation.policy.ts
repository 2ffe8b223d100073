/**
 * Who moderates the chat and who may block whom (ADR 0064): the admins of School policies read reports
 * (`chat.readReported`) and, holding `schoolPolicies.moderateChat`, handle them, delete messages and mute people;
 * a student blocks another student. Decisions are data the service switches on.
 */
import { type Actor, can, isAdminRole, type MemberRole, mayBlockInChat } from '@chalkline/contracts';
import type { TalkDecision } from './platform-chat.policy.js';

export const moderationTexts = {
  notAModerator: 'Only the chat’s moderators may do this',
  blockStudentsOnly: 'Students can block other students only',
  blockSelf: 'You cannot block yourself',
  adminsNotMuted: 'Admins cannot be muted in the chat',
} as const;

/** Handles reports, deletes a message, mutes a person. */
export const mayModerateChat = (actor: Actor) => can(actor, 'schoolPolicies.moderateChat');

/** Whether the person blocks anyone at all (and so has a list of people they blocked): students. */
export const mayBlock = (actor: Actor) => can(actor, 'chat.block');

/** A student blocks another student; nobody else blocks, nobody blocks themselves. */
export function decideBlock(actor: Actor & { id: string }, other: { id: string; role: MemberRole }): TalkDecision {
  if (actor.id === other.id) return { ok: false, reason: moderationTexts.blockSelf };
  if (!mayBlockInChat(actor, other.role)) return { ok: false, reason: moderationTexts.blockStudentsOnly };
  return { ok: true };
}

/** Admins are never muted: they are the ones who moderate. */
export const mayBeMuted = (role: MemberRole) => !isAdminRole(role);
