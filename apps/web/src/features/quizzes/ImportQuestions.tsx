import {
  type ImportedQuestion,
  type QuizImportFormat,
  type QuizImportResponse,
  quizImportFormatLabels,
  quizImportFormats,
  quizImportLimits,
} from '@chalkline/contracts';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { Modal } from '../../ui/Modal';
import { importQuestions } from './quizzes.api';

const kindOf = (q: ImportedQuestion['question']) =>
  q.answerMode === 'OPTION'
    ? `${q.options.length} options`
    : q.answerMode === 'DOCUMENT'
      ? 'File answer'
      : 'Written answer';

/** The format a file's name suggests: `.xml` is Moodle XML, anything else GIFT. */
const formatOfName = (name: string): QuizImportFormat => (/\.xml$/i.test(name) ? 'MOODLE_XML' : 'GIFT');

/**
 * Import questions (ADR 0071): the tutor picks a Moodle XML or GIFT file, sees which questions come in (with what
 * changed on the way) and which were left out and why, and adds them to the quiz being written.
 */
export function ImportQuestions({ onAdd }: { onAdd: (questions: ImportedQuestion['question'][]) => void }) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<QuizImportFormat>('MOODLE_XML');
  const [fileName, setFileName] = useState('');
  const [reading, setReading] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<QuizImportResponse['data'] | null>(null);
  const formatLabel = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const reset = () => {
    setFileName('');
    setError('');
    setResult(null);
  };
  const read = async (file: File, as: QuizImportFormat) => {
    setError('');
    setResult(null);
    if (file.size > quizImportLimits.characters * 4) {
      setError('The file is larger than 800 KB: split it and import each part');
      return;
    }
    setReading(true);
    try {
      setResult(await importQuestions(as, await file.text()));
    } catch (e) {
      setError(
        e instanceof ApiError ? (e.fields?.content ?? e.fields?.format ?? e.message) : 'The file could not be read',
      );
    } finally {
      setReading(false);
    }
  };
  const [file, setFile] = useState<File | null>(null);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const as = formatOfName(chosen.name);
    setFile(chosen);
    setFileName(chosen.name);
    setFormat(as);
    void read(chosen, as);
  };
  const count = result?.imported.length ?? 0;

  return (
    <>
      <Button startIcon={<UploadFileRounded />} onClick={() => setOpen(true)}>
        Import questions
      </Button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        title="Import questions"
        maxWidth="sm"
        actions={(close) => (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              disabled={count === 0}
              onClick={() => {
                onAdd(result?.imported.map((q) => q.question) ?? []);
                close();
              }}
            >
              {count === 1 ? 'Add 1 question' : `Add ${count} questions`}
            </Button>
          </>
        )}
      >
        <Stack spacing={2}>
          <Typography variant="body2">
            Bring in questions from Moodle or any tool that writes Moodle XML or GIFT: multiple choice, true/false,
            short answer and essay questions. They are added to this quiz when you save it.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {/* A real button opening a hidden file input: a `<label role="button">` is not an allowed role (axe). */}
            <Button variant="outlined" startIcon={<UploadFileRounded />} onClick={() => fileInput.current?.click()}>
              Choose a file
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="Question file"
              accept={quizImportFormats.map((f) => quizImportFormatLabels[f].accept).join(',')}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {reading ? `Reading ${fileName}…` : fileName || 'No file chosen'}
            </Typography>
          </Stack>
          <div>
            <FormLabel id={formatLabel}>Format</FormLabel>
            <RadioGroup
              row
              aria-labelledby={formatLabel}
              value={format}
              onChange={(event) => {
                const as = event.target.value as QuizImportFormat;
                setFormat(as);
                if (file) void read(file, as);
              }}
            >
              {quizImportFormats.map((f) => (
                <FormControlLabel key={f} value={f} control={<Radio />} label={quizImportFormatLabels[f].label} />
              ))}
            </RadioGroup>
          </div>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {result && (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {count === 1 ? '1 question to add' : `${count} questions to add`}
              </Typography>
              {count > 0 && (
                <List dense aria-label="Questions to add" sx={{ py: 0 }}>
                  {result.imported.map((q, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a file's list never reorders, and titles repeat
                    <ListItem key={`${i}-${q.title}`} disableGutters>
                      <ListItemText
                        primary={`${q.title} · ${kindOf(q.question)} · ${q.question.points} ${q.question.points === 1 ? 'point' : 'points'}`}
                        secondary={q.notes.length ? q.notes.join('. ') : undefined}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              {result.skipped.length > 0 && (
                <>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {result.skipped.length === 1
                      ? '1 question left out'
                      : `${result.skipped.length} questions left out`}
                  </Typography>
                  <List dense aria-label="Questions left out" sx={{ py: 0 }}>
                    {result.skipped.map((q, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a file's list never reorders, and titles repeat
                      <ListItem key={`${i}-${q.title}`} disableGutters>
                        <ListItemText primary={`${q.title} · ${q.kind}`} secondary={q.reason} />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
