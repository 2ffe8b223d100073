import { type AnswerMode, optionLetter, type QuizInput } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { RichTextEditor } from '../../ui/rich-text';
import { useToast } from '../../ui/toast';
import { fileUrl } from '../programs/programs.api';
import type { QuizFormValues } from './quizFormSchema';
import { uploadQuizImage } from './quizzes.api';

type Ctl = Control<QuizFormValues, unknown, QuizInput>;

/** The choice of "how is it answered": objective questions by option, subjective ones by text, image or document. */
export const answerChoices: { value: AnswerMode; label: string; type: 'OBJECTIVE' | 'SUBJECTIVE' }[] = [
  { value: 'OPTION', label: 'Objective · choose an option', type: 'OBJECTIVE' },
  { value: 'TEXT', label: 'Subjective · written answer', type: 'SUBJECTIVE' },
  { value: 'IMAGE', label: 'Subjective · image answer', type: 'SUBJECTIVE' },
  { value: 'DOCUMENT', label: 'Subjective · document answer', type: 'SUBJECTIVE' },
];

/** One question of the quiz editor: text, optional image, how it is answered, options and points. */
export function QuestionEditor({
  control,
  index,
  onRemove,
  canRemove,
}: {
  control: Ctl;
  index: number;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const toast = useToast();
  const base = `questions.${index}` as const;
  const mode = useController({ control, name: `${base}.answerMode` });
  const type = useController({ control, name: `${base}.type` });
  const text = useController({ control, name: `${base}.question` });
  const image = useController({ control, name: `${base}.image` });
  const options = useController({ control, name: `${base}.options` });
  const answers = useController({ control, name: `${base}.answers` });
  const optionList = (useWatch({ control, name: `${base}.options` }) ?? []) as string[];
  const correct = (useWatch({ control, name: `${base}.answers` }) ?? []) as number[];
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const setMode = (value: AnswerMode) => {
    mode.field.onChange(value);
    type.field.onChange(value === 'OPTION' ? 'OBJECTIVE' : 'SUBJECTIVE');
    if (value === 'OPTION' && optionList.length < 2) options.field.onChange(['', '']);
    // Options belong to objective questions only; a subjective one sends none.
    if (value !== 'OPTION') {
      options.field.onChange([]);
      answers.field.onChange([]);
    }
  };
  const setOption = (i: number, value: string) =>
    options.field.onChange(optionList.map((o, j) => (j === i ? value : o)));
  const removeOption = (i: number) => {
    options.field.onChange(optionList.filter((_, j) => j !== i));
    answers.field.onChange(correct.filter((a) => a !== i).map((a) => (a > i ? a - 1 : a)));
  };
  const toggleCorrect = (i: number) =>
    answers.field.onChange(correct.includes(i) ? correct.filter((a) => a !== i) : [...correct, i].sort());
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      image.field.onChange(await uploadQuizImage(file));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The image could not be uploaded');
    } finally {
      setUploading(false);
    }
  };

  const fieldError = (e: unknown) => (e as { message?: string } | undefined)?.message;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`question-${index + 1}`}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Question {index + 1}
          </Typography>
          {canRemove && (
            <Tooltip title="Remove question">
              <IconButton aria-label={`Remove question ${index + 1}`} onClick={onRemove}>
                <DeleteOutlineRounded />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Answered by"
            value={mode.field.value ?? 'OPTION'}
            onChange={(e) => setMode(e.target.value as AnswerMode)}
            sx={{ flex: 2 }}
          >
            {answerChoices.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <FormTextField control={control} name={`${base}.points`} label="Points" type="number" sx={{ flex: 1 }} />
        </Stack>
        <RichTextEditor
          value={text.field.value ?? ''}
          onChange={text.field.onChange}
          ariaLabel={`Text of question ${index + 1}`}
          placeholder="Write the question"
          minHeight={120}
          error={fieldError(text.fieldState.error)}
        />
        <Box>
          {image.field.value ? (
            <Box sx={{ position: 'relative', display: 'inline-block' }}>
              <Box
                component="img"
                src={fileUrl(image.field.value)}
                alt={`Image of question ${index + 1}`}
                sx={{ maxHeight: 160, maxWidth: '100%', borderRadius: 1, display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label="Remove this image?"
                onClick={() => image.field.onChange(null)}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </Box>
          ) : (
            <Button startIcon={<ImageRounded />} onClick={() => picker.current?.click()} disabled={uploading}>
              {uploading ? 'Uploading…' : 'Add an image'}
            </Button>
          )}
          <input
            ref={picker}
            type="file"
            hidden
            accept="image/jpeg,image/png,image/gif"
            onChange={(e) => {
              void pickImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Box>
        {mode.field.value === 'OPTION' && (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              Options — tick the correct one(s)
            </Typography>
            {optionList.map((option, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Checkbox
                  checked={correct.includes(i)}
                  onChange={() => toggleCorrect(i)}
                  slotProps={{ input: { 'aria-label': `Option ${optionLetter(i)} is correct` } }}
                />
                <TextField
                  size="small"
                  fullWidth
                  label={`Option ${optionLetter(i)}`}
                  value={option}
                  onChange={(e) => setOption(i, e.target.value)}
                />
                <IconButton aria-label={`Remove option ${optionLetter(i)}`} onClick={() => removeOption(i)}>
                  <CloseRounded />
                </IconButton>
              </Stack>
            ))}
            {(options.fieldState.error || answers.fieldState.error) && (
              <FormHelperText error>
                {fieldError(options.fieldState.error) ??
                  fieldError((options.fieldState.error as unknown as unknown[] | undefined)?.find(Boolean)) ??
                  fieldError(answers.fieldState.error)}
              </FormHelperText>
            )}
            <Box>
              <Button
                startIcon={<AddRounded />}
                onClick={() => options.field.onChange([...optionList, ''])}
                disabled={optionList.length >= 10}
              >
                Add option
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
