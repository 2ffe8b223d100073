/**
 * Who sees a person's presence (ADR 0063): exactly the people whose chat contact list shows that person today,
 * worked out the other way round. A contact list gathers conversation partners, the people one teaches or is
 * taught by, and (while the school allows it) classmates, then keeps those the rules let one talk to now
 * (`decideDirect`). Every source is symmetric and so is the rule, so the same sources read from the person's
 * side, filtered by the same rule, are the people who list them. Admins' searches are snapshots, not lists.
 */
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import { contactSources, decideDirect, guardianAndTutor, tutorAndStudent } from './platform-chat.policy.js';
import type { ChatRepository } from './platform-chat.repository.js';

export function createPresenceAudience(deps: {
  repo: Pick<
    ChatRepository,
    | 'person'
    | 'people'
    | 'conversationPartners'
    | 'linkedPeople'
    | 'classmatesOf'
    | 'linked'
    | 'classmates'
    | 'familyPeople'
    | 'familyLinked'
  >;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  /** Whether either of two students blocked the other (ADR 0064): a block hides presence both ways. */
  blockState: (actorId: string, otherId: string) => Promise<'none' | 'byActor' | 'byOther'>;
}) {
  const { repo, schoolSettings, blockState } = deps;

  /** The people (never the person themself) whose contact list shows `userId`. */
  return async function watchersOf(userId: string): Promise<string[]> {
    const person = await repo.person(userId);
    if (!person) return [];
    const self = { id: person.id, role: person.memberRole };
    const sources = contactSources(self);
    const linked = new Set<string>();
    const classmates = new Set<string>();
    // A tutor is listed by the students they teach; a student by their tutors, and by classmates when allowed.
    if (sources.taught) for (const id of await repo.linkedPeople(userId, 'tutor')) linked.add(id);
    if (sources.tutors) for (const id of await repo.linkedPeople(userId, 'student')) linked.add(id);
    // A guardian by their children's tutors, a tutor by their students' guardians (ADR 0079).
    if (sources.family) for (const id of await repo.familyPeople(userId, sources.family)) linked.add(id);
    const studentDirectMessages = async () => (await schoolSettings.read()).studentDirectMessages;
    if (sources.classmates && (await studentDirectMessages()))
      for (const id of await repo.classmatesOf(userId)) classmates.add(id);
    const candidates = new Set([...(await repo.conversationPartners(userId)), ...linked, ...classmates]);
    candidates.delete(userId);
    const watchers: string[] = [];
    for (const other of await repo.people([...candidates])) {
      const viewer = { id: other.id, role: other.memberRole, permissions: [] };
      const decision = await decideDirect(viewer, self, {
        linked: async () => {
          if (linked.has(other.id)) return true;
          const pair = tutorAndStudent(viewer, self);
          return pair ? repo.linked(pair.tutorId, pair.studentId) : false;
        },
        classmates: async () => classmates.has(other.id) || repo.classmates(other.id, userId),
        familyTutor: async () => {
          if (linked.has(other.id)) return true;
          const pair = guardianAndTutor(viewer, self);
          return pair ? repo.familyLinked(pair.guardianId, pair.tutorId) : false;
        },
        studentDirectMessages,
        blocked: () => blockState(other.id, userId),
      });
      if (decision.ok) watchers.push(other.id);
    }
    return watchers;
  };
}
export type WatchersOf = ReturnType<typeof createPresenceAudience>;
