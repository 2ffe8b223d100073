/**
 * Who may talk to whom (issue 18, ADR 0038), in the permission vocabulary of contracts: `chat.direct`,
 * `chat.group` and `chat.readReported`. Decisions are data (`TalkDecision`) the service switches on.
 */
import {
  type Actor,
  can,
  canAsAdmin,
  chatTexts,
  isAdminRole,
  type MemberRole,
  type Relation,
} from '@chalkline/contracts';

export type TalkDecision = { ok: true } | { ok: false; reason: string };
const yes: TalkDecision = { ok: true };
const no = (reason: string): TalkDecision => ({ ok: false, reason });

/** What the caller found out about two people, looked up only when it matters. */
export interface DirectFacts {
  /** The one teaches the other (a tutor–student link). */
  linked: () => Promise<boolean>;
  /** Both are students actively enrolled in one program. */
  classmates: () => Promise<boolean>;
  /** The school's policy `studentDirectMessages`. */
  studentDirectMessages: () => Promise<boolean>;
  /** The one is a guardian of a student the other (a tutor) teaches (ADR 0079). */
  familyTutor: () => Promise<boolean>;
  /** Whether either of two students blocked the other (ADR 0064). */
  blocked: () => Promise<'none' | 'byActor' | 'byOther'>;
}

/**
 * A direct conversation between `actor` and `other`: admins with anyone (both ways); a tutor and the students they
 * teach; two students only when the school allows it, and then only classmates who have not blocked each other;
 * nobody with themselves.
 */
export async function decideDirect(
  actor: Actor & { id: string },
  other: { id: string; role: MemberRole },
  facts: DirectFacts,
): Promise<TalkDecision> {
  if (actor.id === other.id) return no(chatTexts.notAllowed);
  if (canAsAdmin(actor, 'chat.direct') || isAdminRole(other.role)) return yes;
  const bothStudents = actor.role === 'STUDENT' && other.role === 'STUDENT';
  if (bothStudents) {
    if (!(await facts.studentDirectMessages())) return no(chatTexts.studentDirectOff);
    if (!(await facts.classmates())) return no(chatTexts.notAllowed);
    // A block stops the conversation both ways; the one blocked is not told they were.
    const blocked = await facts.blocked();
    return blocked === 'none' ? yes : no(blocked === 'byActor' ? chatTexts.blockedByMe : chatTexts.notAllowed);
  }
  // A tutor and a student, either way round; two tutors have no rule that lets them.
  const tutorAndStudent =
    (actor.role === 'TUTOR' && other.role === 'STUDENT') || (actor.role === 'STUDENT' && other.role === 'TUTOR');
  if (tutorAndStudent && can(actor, 'chat.direct', ['linked']) && (await facts.linked())) return yes;
  // A guardian and their children's tutors (ADR 0079); a guardian and any student never.
  if (guardianAndTutor(actor, other) && can(actor, 'chat.direct', ['linked']) && (await facts.familyTutor()))
    return yes;
  return no(chatTexts.notAllowed);
}

/** A program's group: its active students, its tutors, and admins (who join to take part). */
export function decideGroup(
  actor: Actor,
  relation: { enrolled: boolean; teaches: boolean; joined: boolean },
): TalkDecision {
  // An admin takes part once they joined the group (they may join any).
  if (canAsAdmin(actor, 'chat.group')) return relation.joined ? yes : no(chatTexts.notInGroup);
  const relations: Relation[] = [];
  if (relation.enrolled) relations.push('linked');
  if (relation.teaches) relations.push('teaches');
  return can(actor, 'chat.group', relations) ? yes : no(chatTexts.notInGroup);
}

/** Whether the person is an admin of the chat: may see every group and join it. */
export const mayJoinAnyGroup = (actor: Actor) => canAsAdmin(actor, 'chat.group');

/** Whose Chat page is on the admin site (`/admin/chat`): admins, who see every group there. */
export const chatsOnAdminSite = (actor: Actor) => canAsAdmin(actor, 'chat.group');

/** Admins who look after reported messages read them and their conversations. */
export const mayReadReported = (actor: Actor) => can(actor, 'chat.readReported');

/** The tutor and the student of a pair, whichever way round; null unless it is a tutor and a student. */
export function tutorAndStudent(
  a: { id: string; role: MemberRole },
  b: { id: string; role: MemberRole },
): { tutorId: string; studentId: string } | null {
  if (a.role === 'TUTOR' && b.role === 'STUDENT') return { tutorId: a.id, studentId: b.id };
  if (a.role === 'STUDENT' && b.role === 'TUTOR') return { tutorId: b.id, studentId: a.id };
  return null;
}

/** The guardian and the tutor of a pair, either way round, or null (ADR 0079). */
export function guardianAndTutor(
  a: { id: string; role: MemberRole },
  b: { id: string; role: MemberRole },
): { guardianId: string; tutorId: string } | null {
  if (a.role === 'GUARDIAN' && b.role === 'TUTOR') return { guardianId: a.id, tutorId: b.id };
  if (a.role === 'TUTOR' && b.role === 'GUARDIAN') return { guardianId: b.id, tutorId: a.id };
  return null;
}

/**
 * Whom a person's contact list gathers besides their conversations: a tutor the students they teach; a student
 * their tutors, and their classmates while the school lets students message each other.
 */
export function contactSources(actor: Actor): {
  taught: boolean;
  tutors: boolean;
  classmates: boolean;
  family: 'guardian' | 'tutor' | null;
} {
  return {
    taught: actor.role === 'TUTOR',
    tutors: actor.role === 'STUDENT',
    classmates: actor.role === 'STUDENT',
    // A guardian finds their children's tutors, a tutor their students' guardians (ADR 0079).
    family: actor.role === 'GUARDIAN' ? 'guardian' : actor.role === 'TUTOR' ? 'tutor' : null,
  };
}
