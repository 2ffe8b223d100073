/**
 * The rules of polls (P1–P8, ADR 0073). Everything lives in the database, so every node sees the same poll: the
 * live side answers the events to deliver (room-events.ts) and the socket layer delivers them through the room's
 * adapter; the HTTP side lets a classroom's hosts prepare polls before the lesson, read them and export them.
 */
import { createHmac } from 'node:crypto';
import {
  type LaunchConfig,
  type Poll,
  type PollDraft,
  type PollState,
  type PollTally,
  pollOptionsOf,
  pollTexts,
  roomKeys,
} from '@chalkline/contracts';
import { AppError, badRequest, forbidden, notFound } from '../../../errors/app-error.js';
import type { ClassroomService } from '../classroom.service.js';
import { emitTo, type RoomEvent } from '../room/room-events.js';
import type { Member, RoomStore } from '../room/room-state.js';
import { mayAnswerPolls, seesTally, seesVoters } from './polls.policy.js';
import type { PollRow, PollsRepository } from './polls.repository.js';
import { pollsCsv } from './polls-csv.js';

export interface PollsDeps {
  polls: PollsRepository;
  state: Pick<RoomStore, 'meta'>;
  classrooms: Pick<ClassroomService, 'admissionFor'>;
  /** Keys the hash that stands for a person in an anonymous poll. */
  secret: Buffer;
  now: () => Date;
}

export const toPoll = (row: PollRow): Poll => ({
  id: row.id,
  kind: row.kind,
  question: row.question,
  options: row.options,
  anonymous: row.anonymous,
  status: row.status,
  resultsShown: row.resultsShown,
  sessionId: row.sessionId,
  createdAt: row.createdAt.toISOString(),
  openedAt: row.openedAt?.toISOString() ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** The answers `choices` names, checked against the poll: one for single, true/false and rating; any for multiple. */
export function checkChoices(poll: Pick<PollRow, 'kind' | 'options'>, choices: readonly number[]): number[] {
  const unique = [...new Set(choices)].sort((a, b) => a - b);
  if (unique.some((i) => i >= poll.options.length)) throw badRequest(pollTexts.notAChoice);
  if (poll.kind === 'multiple') {
    if (unique.length === 0) throw badRequest(pollTexts.atLeastOne);
  } else if (unique.length !== 1) throw badRequest(pollTexts.oneChoice);
  return unique;
}

export function createPollsService(deps: PollsDeps) {
  const { polls } = deps;

  /** The classroom a host names, or 403 when the viewer does not host it (its tutors and admins, R4). */
  async function hostedRoom(viewerId: string, meetingId: string, config: Partial<LaunchConfig>) {
    const { meeting, admission } = await deps.classrooms.admissionFor(viewerId, meetingId, config);
    if (admission.decision !== 'host') throw forbidden(pollTexts.onlyHosts);
    return meeting.roomKey;
  }

  /** The poll, when it belongs to this classroom. */
  async function pollIn(roomKey: string, pollId: string) {
    const row = await polls.find(pollId);
    if (!row || row.roomKey !== roomKey) throw notFound(pollTexts.notFound);
    return row;
  }

  /** Stands for a person in one poll: their key in a named poll, a keyed hash in an anonymous one (P6). */
  const voterOf = (poll: PollRow, member: Member) =>
    poll.anonymous
      ? createHmac('sha256', deps.secret).update(`poll:${poll.id}:${member.identity.key}`).digest('base64url')
      : member.identity.key;

  /** The counts, with who answered what when `withVoters`. */
  async function tallyOf(poll: PollRow, withVoters: boolean): Promise<PollTally> {
    const answers = await polls.answers(poll.id);
    const counts = poll.options.map(() => 0);
    for (const answer of answers) for (const i of answer.choices) if (i < counts.length) counts[i]! += 1;
    const tally: PollTally = { pollId: poll.id, counts, answered: answers.length };
    if (withVoters && !poll.anonymous)
      tally.voters = answers.map((a) => ({ name: a.voterName ?? '', choices: a.choices }));
    return tally;
  }

  /** The counts for everyone (while shown), then for the hosts (with voters of a named poll). */
  async function tallyEvents(roomKey: string, poll: PollRow): Promise<RoomEvent[]> {
    const events: RoomEvent[] = [];
    if (poll.resultsShown) events.push(emitTo({ to: 'room', roomKey }, 'poll_tally', await tallyOf(poll, false)));
    events.push(emitTo({ to: 'hosts', roomKey }, 'poll_tally', await tallyOf(poll, true)));
    return events;
  }

  /** A poll's new state for everyone, the counts attached when shown, then the hosts' full counts. */
  async function changedEvents(roomKey: string, poll: PollRow): Promise<RoomEvent[]> {
    const tally = poll.resultsShown ? await tallyOf(poll, false) : null;
    return [
      emitTo({ to: 'room', roomKey }, 'poll_changed', { poll: toPoll(poll), tally }),
      emitTo({ to: 'hosts', roomKey }, 'poll_tally', await tallyOf(poll, true)),
    ];
  }

  return {
    // ---- HTTP: prepared before the lesson, read and exported after it ----

    async list(viewerId: string, meetingId: string, config: Partial<LaunchConfig>, sessionId?: string) {
      const roomKey = await hostedRoom(viewerId, meetingId, config);
      const rows = await polls.listByRoom(roomKey, sessionId);
      return Promise.all(rows.map(async (row) => ({ poll: toPoll(row), tally: await tallyOf(row, true) })));
    },

    async prepare(viewerId: string, meetingId: string, config: Partial<LaunchConfig>, input: PollDraft) {
      const roomKey = await hostedRoom(viewerId, meetingId, config);
      const row = await polls.create({
        roomKey,
        kind: input.kind,
        question: input.question,
        options: pollOptionsOf(input.kind, input.options),
        anonymous: input.anonymous,
        createdBy: viewerId,
      });
      return toPoll(row);
    },

    /** Deletes a prepared poll; one already asked stays with its lesson (409). */
    async remove(viewerId: string, pollId: string) {
      const row = await polls.find(pollId);
      if (!row) throw notFound(pollTexts.notFound);
      const { meetingId, ...config } = roomKeys.meetingOf(row.roomKey);
      await hostedRoom(viewerId, meetingId, config);
      if (!(await polls.deleteDraft(pollId))) throw new AppError(409, 'CONFLICT', pollTexts.alreadyAsked);
    },

    /** The classroom's answers as CSV, of one lesson or all; anonymous polls name nobody (P6). */
    async exportCsv(viewerId: string, meetingId: string, config: Partial<LaunchConfig>, sessionId?: string) {
      const roomKey = await hostedRoom(viewerId, meetingId, config);
      const rows = (await polls.listByRoom(roomKey, sessionId)).filter((row) => row.status !== 'draft');
      return pollsCsv(await Promise.all(rows.map(async (poll) => ({ poll, answers: await polls.answers(poll.id) }))));
    },

    /** A lesson's polls with their counts (no voters of anonymous polls): for the lesson's report. */
    async resultsOfLesson(roomKey: string, sessionId: string) {
      const rows = (await polls.listByRoom(roomKey, sessionId)).filter((row) => row.status !== 'draft');
      return Promise.all(rows.map(async (row) => ({ poll: toPoll(row), tally: await tallyOf(row, true) })));
    },

    // ---- Live, in the classroom (hosts only for open, close and results: the dispatcher checked) ----

    /** P2: opens a prepared poll in this lesson, one at a time per classroom. */
    async open(roomKey: string, pollId: string) {
      await pollIn(roomKey, pollId);
      const sessionId = (await deps.state.meta(roomKey))?.sessionId ?? null;
      const row = await polls.open(pollId, sessionId, deps.now());
      if (row === 'busy') throw new AppError(409, 'CONFLICT', pollTexts.alreadyOpen);
      if (!row) throw new AppError(409, 'CONFLICT', pollTexts.alreadyAsked);
      const poll = toPoll(row);
      return { poll, events: [emitTo({ to: 'room', roomKey }, 'poll_opened', { poll })] };
    },

    /** P3: closes the open poll; no answer is taken after this. */
    async close(roomKey: string, pollId: string) {
      await pollIn(roomKey, pollId);
      const row = await polls.close(pollId, deps.now());
      if (!row) throw new AppError(409, 'CONFLICT', pollTexts.notOpen);
      return { poll: toPoll(row), events: await changedEvents(roomKey, row) };
    },

    /** P5: shows the counts to the class, or hides them again. */
    async showResults(roomKey: string, pollId: string, shown: boolean) {
      const found = await pollIn(roomKey, pollId);
      if (found.status === 'draft') throw new AppError(409, 'CONFLICT', pollTexts.notOpen);
      const row = (await polls.setResultsShown(pollId, shown)) ?? found;
      return { poll: toPoll(row), events: await changedEvents(roomKey, row) };
    },

    /** P4: a student's answer, replacing their earlier one while the poll is open. */
    async answer(roomKey: string, member: Member, pollId: string, choices: readonly number[]) {
      if (!mayAnswerPolls(member)) throw forbidden(pollTexts.hostsDoNotAnswer);
      const poll = await pollIn(roomKey, pollId);
      const checked = checkChoices(poll, choices);
      const { firstName, lastName } = member.participant;
      const stored = await polls.answer({
        pollId,
        voter: voterOf(poll, member),
        voterName: poll.anonymous ? null : `${firstName} ${lastName}`.trim(),
        choices: checked,
        at: poll.anonymous ? null : deps.now(),
      });
      if (!stored) throw new AppError(409, 'CONFLICT', pollTexts.closed);
      return { choices: checked, events: await tallyEvents(roomKey, poll) };
    },

    /** P7: what a member who (re)joins sees: the poll in front of the class, their answer, and counts they may see. */
    async state(roomKey: string, member: Member): Promise<PollState> {
      const sessionId = (await deps.state.meta(roomKey))?.sessionId ?? null;
      const row = await polls.current(roomKey, sessionId);
      if (!row) return { poll: null, myChoices: null, tally: null };
      return {
        poll: toPoll(row),
        myChoices: mayAnswerPolls(member) ? await polls.answerOf(row.id, voterOf(row, member)) : null,
        tally: seesTally(member, row) ? await tallyOf(row, seesVoters(member, row)) : null,
      };
    },
  };
}
export type PollsService = ReturnType<typeof createPollsService>;
