/** Polls over HTTP (ADR 0073): a classroom's hosts prepare, list, delete and export them. */
import type { LaunchConfig, PollDraftInput } from '@chalkline/contracts';
import { api, apiBase, buildQuery } from '../../../lib/api';

/** Which classroom: the meeting id and the ids from the launch config that name a program's or a demo's. */
export interface PollsClassroom {
  meetingId: string;
  config: Partial<LaunchConfig>;
}

const queryOf = ({ meetingId, config }: PollsClassroom) => ({
  meetingId,
  ...(config.programId ? { programId: config.programId } : {}),
  ...(config.demoSession ? { demoSession: config.demoSession } : {}),
});

export async function listPolls(classroom: PollsClassroom) {
  return (await api.get('/meet/polls', { query: queryOf(classroom) })).data.polls;
}

export async function preparePoll(classroom: PollsClassroom, poll: PollDraftInput) {
  return (await api.post('/meet/polls', { meetingId: classroom.meetingId, config: classroom.config, poll })).data.poll;
}

export function deletePoll(pollId: string) {
  return api.delete('/meet/polls/:pollId', { params: { pollId } });
}

/** The CSV of the classroom's answers, downloaded from a link (the session cookie goes with it). */
export const pollsCsvUrl = (classroom: PollsClassroom) =>
  `${apiBase}/meet/polls/export.csv${buildQuery(queryOf(classroom))}`;
