import { type Poll, type PollDraftInput, type PollTally, pollTexts } from '@chalkline/contracts';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useToast } from '../../../ui/toast';
import { PollForm } from './PollForm';
import { PollResults } from './PollResults';
import type { PollsClient, PollsState } from './PollsClient';
import { deletePoll, listPolls, type PollsClassroom, pollsCsvUrl, preparePoll } from './polls.api';

const noop = () => () => {};
const empty: PollsState = { current: null, polls: {}, tallies: {}, myChoices: null, announced: 0 };
const statusLabels = { draft: 'Prepared', open: 'Open', closed: 'Closed' } as const;

/**
 * A host's polls (ADR 0073): write one and ask it now or keep it for later, open a prepared one, watch answers
 * arrive (with names in a named poll), show or hide the results to the class, close it, and download the answers
 * as CSV. Without a live classroom (`live` null) it prepares polls before the lesson.
 */
export function PollsPanel({ classroom, live }: { classroom: PollsClassroom; live: PollsClient | null }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const queryKey = ['polls', classroom.meetingId, classroom.config.programId ?? '', classroom.config.demoSession ?? ''];
  const listed = useQuery({ queryKey, queryFn: () => listPolls(classroom) });
  const state = useSyncExternalStore(live?.store.subscribe ?? noop, () => live?.store.get() ?? empty);
  const [busy, setBusy] = useState(false);

  const polls: { poll: Poll; tally: PollTally | undefined }[] = (listed.data ?? []).map(({ poll, tally }) => ({
    poll: state.polls[poll.id] ?? poll,
    tally: state.tallies[poll.id] ?? tally,
  }));
  const openOne = polls.find((p) => p.poll.status === 'open');
  const refetch = () => queryClient.invalidateQueries({ queryKey });

  const run = async (action: () => Promise<{ ok: true } | { ok: false; error: string }>) => {
    setBusy(true);
    const answer = await action();
    setBusy(false);
    if (!answer.ok) toast.error(answer.error);
    return answer.ok;
  };

  const handleCreate = async (draft: Required<PollDraftInput>, askNow: boolean) => {
    setBusy(true);
    try {
      const poll = await preparePoll(classroom, draft);
      await refetch();
      if (askNow && live) {
        const opened = await live.open(poll.id);
        if (!opened.ok) toast.error(opened.error);
      } else toast.success(pollTexts.saved);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = (pollId: string) =>
    run(async () => {
      try {
        await deletePoll(pollId);
        await refetch();
        return { ok: true };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <PollForm onSubmit={handleCreate} busy={busy} canAskNow={Boolean(live) && !openOne} />
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Polls
        </Typography>
        <Button size="small" startIcon={<DownloadRounded />} href={pollsCsvUrl(classroom)} download="polls.csv">
          Export CSV
        </Button>
      </Box>
      {listed.isSuccess && polls.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No polls yet. Write one above to ask it now or keep it for the lesson.
        </Typography>
      )}
      <Box component="ol" aria-label="Polls" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {polls.map(({ poll, tally }) => (
          <Box
            component="li"
            key={poll.id}
            aria-label={poll.question}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: '14px', display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{poll.question}</Typography>
              <Chip
                size="small"
                label={statusLabels[poll.status]}
                color={poll.status === 'open' ? 'success' : 'default'}
              />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {pollTexts.kindLabels[poll.kind]} · {poll.anonymous ? 'Anonymous' : 'Named'}
              {poll.resultsShown ? ' · Results shown to the class' : ''}
            </Typography>
            {poll.status !== 'draft' && <PollResults options={poll.options} tally={tally} />}
            {poll.status !== 'draft' && !poll.anonymous && tally?.voters && tally.voters.length > 0 && (
              <Box component="ul" aria-label="Who answered" sx={{ m: 0, pl: 2.5 }}>
                {tally.voters.map((voter, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two students may share a name.
                  <Typography component="li" variant="body2" key={i}>
                    {voter.name}: {voter.choices.map((c) => poll.options[c]).join(', ')}
                  </Typography>
                ))}
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {poll.status === 'draft' && live && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy || Boolean(openOne)}
                  onClick={() => run(() => live.open(poll.id))}
                >
                  Open
                </Button>
              )}
              {poll.status === 'draft' && (
                <Button size="small" color="error" disabled={busy} onClick={() => handleDelete(poll.id)}>
                  Delete
                </Button>
              )}
              {poll.status !== 'draft' && live && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => run(() => live.showResults(poll.id, !poll.resultsShown))}
                >
                  {poll.resultsShown ? 'Hide results' : 'Show results'}
                </Button>
              )}
              {poll.status === 'open' && live && (
                <Button
                  size="small"
                  variant="contained"
                  color="warning"
                  disabled={busy}
                  onClick={() => run(() => live.close(poll.id))}
                >
                  Close poll
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
