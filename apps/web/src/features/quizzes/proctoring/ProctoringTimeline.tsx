import {
  type ProctoringFrameRef,
  proctoringEventLabels,
  type ProctoringTimeline as Timeline,
} from '@chalkline/contracts';
import FlagRounded from '@mui/icons-material/FlagRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import { fetchProctoringTimeline } from './proctoring.api';
import { flagSummary, flagsOf, isFlagged, nearestFrame, offsetWords, positionOf, sinceStart } from './timeline';

/** The review's proctoring section: loads the attempt's timeline (ADR 0082). */
export function ProctoringReview({ assignment }: { assignment: string }) {
  const timeline = useQuery({
    queryKey: ['quizzes', 'proctoring', assignment],
    queryFn: () => fetchProctoringTimeline(assignment),
  });
  if (timeline.isError) return <Alert severity="error">{timeline.error.message}</Alert>;
  if (!timeline.data) return null;
  return <ProctoringTimeline timeline={timeline.data} />;
}

function Frame({ label, frame, eventAt }: { label: string; frame: ProctoringFrameRef | null; eventAt: string }) {
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
      {frame ? (
        <Box
          component="img"
          src={frame.url}
          alt={`${label} ${offsetWords(frame.at, eventAt)}`}
          sx={{ width: '100%', maxHeight: 260, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ p: 3, bgcolor: 'grey.100', borderRadius: 1, textAlign: 'center' }}>No frame</Box>
      )}
      <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
        {label}
        {frame ? `, ${offsetWords(frame.at, eventAt)}` : ''}
      </Typography>
    </Box>
  );
}

/**
 * The attempt as a timeline: a bar with every flag, Previous and Next flag buttons (or the arrow keys, or J and K, on
 * the bar), and at the chosen moment the nearest camera frame and screen frame side by side; every event in a list
 * below. Built so a tutor gets through an attempt in a minute.
 */
export function ProctoringTimeline({ timeline }: { timeline: Timeline }) {
  const { events } = timeline;
  const flags = flagsOf(events);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen !== null ? events[chosen] : (flags[index] ?? events[0]);
  const end = events.at(-1)?.at ?? timeline.startedAt ?? '';
  const go = (step: number) => {
    if (!flags.length) return;
    setChosen(null);
    setIndex((i) => (i + step + flags.length) % flags.length);
  };
  const onKey = (event: KeyboardEvent) => {
    if (['ArrowRight', 'j', 'J'].includes(event.key)) go(1);
    else if (['ArrowLeft', 'k', 'K'].includes(event.key)) go(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="proctoring-title"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
      className="no-print"
    >
      <Typography id="proctoring-title" variant="h6" component="h2">
        Proctoring
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {flagSummary(events)} · {timeline.selfies.length} camera and {timeline.screens.length} screen frames
        {timeline.deleteAfter ? ` · deleted after ${formatLongDate(timeline.deleteAfter)}` : ''}
      </Typography>
      <Box
        role="group"
        aria-label="Flags along the attempt. Arrow keys or J and K move between flags."
        tabIndex={0}
        onKeyDown={onKey}
        sx={{
          position: 'relative',
          height: 36,
          bgcolor: 'grey.200',
          borderRadius: 1,
          my: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        {flags.map((flag, i) => (
          <Box
            key={flag.seq}
            component="button"
            type="button"
            tabIndex={-1}
            aria-label={`${proctoringEventLabels[flag.kind]} at ${sinceStart(timeline.startedAt, flag.at)}`}
            onClick={() => {
              setChosen(null);
              setIndex(i);
            }}
            sx={{
              position: 'absolute',
              left: `calc(${positionOf(timeline, flag.at, end)}% - 6px)`,
              top: 4,
              width: 12,
              height: 28,
              p: 0,
              border: 0,
              borderRadius: 0.5,
              cursor: 'pointer',
              bgcolor: current === flag ? 'error.dark' : 'warning.dark',
            }}
          />
        ))}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" disabled={!flags.length} onClick={() => go(-1)}>
          Previous flag
        </Button>
        <Button size="small" variant="outlined" disabled={!flags.length} onClick={() => go(1)}>
          Next flag
        </Button>
        {flags.length > 0 && chosen === null && (
          <Typography variant="body2">
            Flag {index + 1} of {flags.length}
          </Typography>
        )}
      </Stack>
      {current && (
        <Box aria-live="polite">
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {isFlagged(current) && (
              <FlagRounded fontSize="small" sx={{ verticalAlign: 'text-bottom', color: 'warning.dark', mr: 0.5 }} />
            )}
            {sinceStart(timeline.startedAt, current.at)} · {proctoringEventLabels[current.kind]}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Frame label="Camera" frame={nearestFrame(timeline.selfies, current.at)} eventAt={current.at} />
            <Frame label="Screen" frame={nearestFrame(timeline.screens, current.at)} eventAt={current.at} />
          </Stack>
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Every event
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {events.map((e, i) => (
          <li key={e.seq}>
            <Button
              size="small"
              onClick={() => setChosen(i)}
              aria-current={current === e ? 'true' : undefined}
              sx={{
                justifyContent: 'flex-start',
                textTransform: 'none',
                color: isFlagged(e) ? 'warning.dark' : 'text.primary',
              }}
            >
              {sinceStart(timeline.startedAt, e.at)} · {proctoringEventLabels[e.kind]}
              {isFlagged(e) ? ' (flagged)' : ''}
            </Button>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
