import { pollTexts } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useClassroom } from '../connection/ClassroomContext';
import { PollResults } from './PollResults';
import { usePolls, usePollsClient } from './PollsContext';

/**
 * A student's card for the poll in front of the class (ADR 0073): one radio group (single choice, true/false,
 * rating) or a checkbox group (multiple choice) with labels, sent with a button and changeable until the poll
 * closes; the counts when the host shows them. A polite live region announces each new poll.
 */
export function PollCard() {
  const client = usePollsClient();
  const poll = usePolls((s) => s.current);
  const mine = usePolls((s) => s.myChoices);
  const tally = usePolls((s) => (s.current ? s.tallies[s.current.id] : undefined));
  const announced = usePolls((s) => s.announced);
  const isHost = useClassroom((s) => s.you?.isHost ?? false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();

  // A new poll starts empty; a re-join shows the answer the server kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new poll resets the choice even with no answer yet.
  useEffect(() => {
    setChosen(mine ?? []);
    setError('');
  }, [poll?.id, mine]);

  const liveText = announced > 0 && poll?.status === 'open' ? `${pollTexts.newPollAnnounced}: ${poll.question}` : '';
  const region = (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {liveText}
    </Box>
  );
  const open = poll?.status === 'open';
  // A closed poll stays on screen only while the host shows its results.
  if (!poll || isHost || (!open && !poll.resultsShown)) return region;
  const multiple = poll.kind === 'multiple';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setError(multiple ? pollTexts.atLeastOne : pollTexts.oneChoice);
    setSending(true);
    const answer = await client.answer(poll.id, chosen);
    setSending(false);
    setError(answer.ok ? '' : answer.error);
  };
  const toggle = (i: number, on: boolean) =>
    setChosen((c) => (on ? [...c, i].sort((a, b) => a - b) : c.filter((x) => x !== i)));

  return (
    <>
      {region}
      <Paper
        component="section"
        aria-labelledby={`${id}-q`}
        elevation={8}
        sx={{
          p: 2,
          borderRadius: '18px',
          width: { xs: '100%', md: 360 },
          maxWidth: 360,
          boxSizing: 'border-box',
          maxHeight: '70vh',
          overflow: 'auto',
        }}
      >
        <Typography variant="overline" color="text.secondary">
          {open ? 'Poll' : pollTexts.closed}
        </Typography>
        {open ? (
          <Box component="form" onSubmit={handleSubmit} sx={{ display: 'grid', gap: 1 }}>
            <FormControl error={Boolean(error)} component="fieldset">
              <FormLabel
                id={`${id}-q`}
                component="legend"
                sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {poll.question}
              </FormLabel>
              {multiple ? (
                <FormGroup>
                  {poll.options.map((option, i) => (
                    <FormControlLabel
                      // biome-ignore lint/suspicious/noArrayIndexKey: a poll's answers keep their order, and two may read alike.
                      key={`${i}-${option}`}
                      control={<Checkbox checked={chosen.includes(i)} onChange={(e) => toggle(i, e.target.checked)} />}
                      label={option}
                    />
                  ))}
                </FormGroup>
              ) : (
                <RadioGroup
                  aria-labelledby={`${id}-q`}
                  value={chosen[0] === undefined ? '' : String(chosen[0])}
                  onChange={(e) => setChosen([Number(e.target.value)])}
                  row={poll.kind === 'rating'}
                >
                  {poll.options.map((option, i) => (
                    <FormControlLabel
                      // biome-ignore lint/suspicious/noArrayIndexKey: a poll's answers keep their order, and two may read alike.
                      key={`${i}-${option}`}
                      value={String(i)}
                      control={<Radio />}
                      label={option}
                    />
                  ))}
                </RadioGroup>
              )}
              <FormHelperText>
                {error || (poll.anonymous ? pollTexts.anonymousNote : pollTexts.namedNote)}
              </FormHelperText>
            </FormControl>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={sending}>
                {mine ? 'Change answer' : 'Send answer'}
              </Button>
              {mine && (
                <Typography variant="body2" color="text.secondary">
                  Answer sent
                </Typography>
              )}
            </Box>
          </Box>
        ) : (
          <Typography id={`${id}-q`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {poll.question}
          </Typography>
        )}
        {poll.resultsShown && (
          <Box sx={{ mt: 2 }}>
            <PollResults options={poll.options} tally={tally} />
          </Box>
        )}
      </Paper>
    </>
  );
}
