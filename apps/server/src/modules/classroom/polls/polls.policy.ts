/**
 * Who may do what with a classroom's polls (P1–P8, ADR 0073). The dispatcher already lets only hosts open, close
 * and show results (`classroom.host`); these say what else follows from being a host or not.
 */
import type { Member } from '../room/room-state.js';

/** Students (and guests) answer; hosts ask, so their answers would only skew the counts (P4). */
export const mayAnswerPolls = (member: Pick<Member, 'isHost'>) => !member.isHost;

/** Hosts see the counts as answers arrive; everyone else only while the host shows them (P5). */
export const seesTally = (member: Pick<Member, 'isHost'>, poll: { resultsShown: boolean }) =>
  member.isHost || poll.resultsShown;

/** Who answered what: a named poll's hosts only; an anonymous poll's nobody, ever (P6). */
export const seesVoters = (member: Pick<Member, 'isHost'>, poll: { anonymous: boolean }) =>
  member.isHost && !poll.anonymous;
