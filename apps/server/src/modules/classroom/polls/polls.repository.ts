/** Everything polls read and write in the database: a classroom's polls and their answers (ADR 0073). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { meetingSessions, pollAnswers, polls } from '../../../db/schema/index.js';

export type PollRow = typeof polls.$inferSelect;
export type PollAnswerRow = typeof pollAnswers.$inferSelect;

/** A poll's row with the lesson it was asked in, for the CSV. */
export type PollWithLesson = PollRow & { lessonStartedAt: Date | null };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export function createPollsRepository(db: Db) {
  return {
    async create(
      values: Pick<typeof polls.$inferInsert, 'roomKey' | 'kind' | 'question' | 'options' | 'anonymous' | 'createdBy'>,
    ) {
      const [row] = await db.insert(polls).values(values).returning();
      return row!;
    },
    async find(id: string): Promise<PollRow | null> {
      const [row] = await db.select().from(polls).where(eq(polls.id, id));
      return row ?? null;
    },
    /** A classroom's polls, oldest first, optionally of one lesson, with when that lesson started. */
    listByRoom(roomKey: string, sessionId?: string): Promise<PollWithLesson[]> {
      return db
        .select({ poll: polls, lessonStartedAt: meetingSessions.startedAt })
        .from(polls)
        .leftJoin(meetingSessions, eq(meetingSessions.id, polls.sessionId))
        .where(and(eq(polls.roomKey, roomKey), sessionId ? eq(polls.sessionId, sessionId) : undefined))
        .orderBy(asc(polls.createdAt), asc(polls.id))
        .then((rows) => rows.map((r) => ({ ...r.poll, lessonStartedAt: r.lessonStartedAt })));
    },
    /** The poll in front of a classroom: the open one, else the latest closed one of the lesson still showing results. */
    async current(roomKey: string, sessionId: string | null): Promise<PollRow | null> {
      const [open] = await db
        .select()
        .from(polls)
        .where(and(eq(polls.roomKey, roomKey), eq(polls.status, 'open')));
      if (open || !sessionId) return open ?? null;
      const [shown] = await db
        .select()
        .from(polls)
        .where(and(eq(polls.roomKey, roomKey), eq(polls.sessionId, sessionId), eq(polls.resultsShown, true)))
        .orderBy(desc(polls.closedAt))
        .limit(1);
      return shown ?? null;
    },
    /** Deletes a prepared poll; answers whether one was deleted. */
    async deleteDraft(id: string) {
      const rows = await db
        .delete(polls)
        .where(and(eq(polls.id, id), eq(polls.status, 'draft')))
        .returning({ id: polls.id });
      return rows.length > 0;
    },
    /**
     * Opens a prepared poll in a lesson: null when it is not a draft, 'busy' when another poll of the classroom is
     * open (the partial unique index decides, whichever node asks).
     */
    async open(id: string, sessionId: string | null, at: Date): Promise<PollRow | null | 'busy'> {
      try {
        const [row] = await db
          .update(polls)
          .set({ status: 'open', sessionId, openedAt: at })
          .where(and(eq(polls.id, id), eq(polls.status, 'draft')))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'busy';
        throw error;
      }
    },
    /** Closes an open poll; null when it was not open. */
    async close(id: string, at: Date): Promise<PollRow | null> {
      const [row] = await db
        .update(polls)
        .set({ status: 'closed', closedAt: at })
        .where(and(eq(polls.id, id), eq(polls.status, 'open')))
        .returning();
      return row ?? null;
    },
    async setResultsShown(id: string, shown: boolean): Promise<PollRow | null> {
      const [row] = await db.update(polls).set({ resultsShown: shown }).where(eq(polls.id, id)).returning();
      return row ?? null;
    },
    /**
     * Stores or replaces one person's answer while the poll is open: the poll's row is locked for share, so a close
     * racing it waits, and an answer is never taken after its poll closed. Answers false when the poll is not open.
     */
    answer(values: { pollId: string; voter: string; voterName: string | null; choices: number[]; at: Date | null }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: polls.status })
          .from(polls)
          .where(eq(polls.id, values.pollId))
          .for('share');
        if (row?.status !== 'open') return false;
        const { at, ...answer } = values;
        await tx
          .insert(pollAnswers)
          .values({ ...answer, answeredAt: at })
          .onConflictDoUpdate({
            target: [pollAnswers.pollId, pollAnswers.voter],
            set: { choices: answer.choices, voterName: answer.voterName, answeredAt: at },
          });
        return true;
      });
    },
    async answerOf(pollId: string, voter: string): Promise<number[] | null> {
      const [row] = await db
        .select({ choices: pollAnswers.choices })
        .from(pollAnswers)
        .where(and(eq(pollAnswers.pollId, pollId), eq(pollAnswers.voter, voter)));
      return row?.choices ?? null;
    },
    /** A poll's answers: named ones in the order given, anonymous ones in no order that tells anything. */
    answers(pollId: string): Promise<Pick<PollAnswerRow, 'voterName' | 'choices' | 'answeredAt'>[]> {
      return db
        .select({ voterName: pollAnswers.voterName, choices: pollAnswers.choices, answeredAt: pollAnswers.answeredAt })
        .from(pollAnswers)
        .where(eq(pollAnswers.pollId, pollId))
        .orderBy(asc(pollAnswers.answeredAt), sql`${pollAnswers.choices}::text`, asc(pollAnswers.voter));
    },
  };
}
export type PollsRepository = ReturnType<typeof createPollsRepository>;
