import { type PollDraftInput, type PollKind, pollKinds, pollLimits, pollTexts } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

/** What the form checks before sending (the server checks the same with the contracts' schema). */
export function draftProblems(draft: Required<PollDraftInput>): { question?: string; options?: string } {
  const problems: { question?: string; options?: string } = {};
  if (!draft.question.trim()) problems.question = pollTexts.questionRequired;
  if ((draft.kind === 'single' || draft.kind === 'multiple') && draft.options.filter((o) => o.trim()).length < 2)
    problems.options = pollTexts.twoOptions;
  return problems;
}

/**
 * A host writes a poll: the question, its kind, the answers for single and multiple choice (true/false and the
 * 1–5 rating have theirs), and whether it is anonymous; then saves it for later or asks it now.
 */
export function PollForm({
  onSubmit,
  busy,
  canAskNow,
}: {
  onSubmit: (draft: Required<PollDraftInput>, askNow: boolean) => Promise<boolean>;
  busy: boolean;
  canAskNow: boolean;
}) {
  const [question, setQuestion] = useState('');
  const [kind, setKind] = useState<PollKind>('single');
  const [options, setOptions] = useState(['', '']);
  const [anonymous, setAnonymous] = useState(false);
  const [problems, setProblems] = useState<ReturnType<typeof draftProblems>>({});
  const ownOptions = kind === 'single' || kind === 'multiple';

  const submit = async (askNow: boolean) => {
    const draft = {
      kind,
      question: question.trim(),
      options: ownOptions ? options.map((o) => o.trim()).filter(Boolean) : [],
      anonymous,
    };
    const found = draftProblems(draft);
    setProblems(found);
    if (found.question || found.options) return;
    if (await onSubmit(draft, askNow)) {
      setQuestion('');
      setOptions(['', '']);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(canAskNow);
  };

  return (
    <Box component="form" aria-label="New poll" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label="Question"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        slotProps={{ htmlInput: { maxLength: pollLimits.questionMax } }}
        error={Boolean(problems.question)}
        helperText={problems.question}
        multiline
        required
        size="small"
      />
      <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as PollKind)} size="small">
        {pollKinds.map((k) => (
          <MenuItem key={k} value={k}>
            {pollTexts.kindLabels[k]}
          </MenuItem>
        ))}
      </TextField>
      {ownOptions && (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1 }}>
          <legend style={{ padding: 0, marginBottom: 8 }}>Answers</legend>
          {options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answers are edited in place, by position.
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                label={`Answer ${i + 1}`}
                value={option}
                onChange={(e) => setOptions((list) => list.map((o, j) => (j === i ? e.target.value : o)))}
                slotProps={{ htmlInput: { maxLength: pollLimits.optionMax } }}
                size="small"
                fullWidth
              />
              <IconButton
                aria-label={`Remove answer ${i + 1}`}
                disabled={options.length <= pollLimits.minOptions}
                onClick={() => setOptions((list) => list.filter((_, j) => j !== i))}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Box>
          ))}
          {problems.options && (
            <Box role="alert" sx={{ color: 'error.main', fontSize: 12 }}>
              {problems.options}
            </Box>
          )}
          <Box>
            <Button
              size="small"
              startIcon={<AddRounded />}
              disabled={options.length >= pollLimits.maxOptions}
              onClick={() => setOptions((list) => [...list, ''])}
            >
              Add answer
            </Button>
          </Box>
        </Box>
      )}
      <FormControlLabel
        control={<Switch checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />}
        label="Anonymous"
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canAskNow && (
          <Button type="submit" variant="contained" disabled={busy}>
            Ask now
          </Button>
        )}
        <Button variant={canAskNow ? 'outlined' : 'contained'} disabled={busy} onClick={() => void submit(false)}>
          Save for later
        </Button>
      </Box>
    </Box>
  );
}
