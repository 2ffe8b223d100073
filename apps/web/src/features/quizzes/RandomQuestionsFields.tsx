import type { QuizInput } from '@chalkline/contracts';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type Control, useController, useFieldArray, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../ui/form/FormSelectField';
import { FormTextField } from '../../ui/form/FormTextField';
import { bankKey, fetchBankCategories } from './bank/questionBank.api';
import type { QuizFormValues } from './quizFormSchema';

type Ctl = Control<QuizFormValues, unknown, QuizInput>;

/** A switch bound to one of the quiz form's true/false fields. */
function SwitchField({
  control,
  name,
  label,
}: {
  control: Ctl;
  name: 'shuffleQuestions' | 'shuffleOptions' | 'proctored';
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/**
 * The quiz form's bank part (ADR 0078): slots drawing K random questions of a category of the quiz's program, and
 * the switches that shuffle the questions and the options for each student.
 */
export function RandomQuestionsFields({ control }: { control: Ctl }) {
  const slots = useFieldArray({ control, name: 'randomQuestions', keyName: 'fieldId' });
  const program = useWatch({ control, name: 'programKey' });
  const categories = useQuery({
    queryKey: [...bankKey, 'categories', program],
    queryFn: () => fetchBankCategories(program),
    enabled: Boolean(program),
  });
  const options = (categories.data ?? []).map((c) => ({
    value: c.key,
    label: `${c.name} (${c.questionsCount} ${c.questionsCount === 1 ? 'question' : 'questions'})`,
  }));
  return (
    <Stack spacing={2}>
      {slots.fields.map((field, index) => (
        <Paper
          key={field.fieldId}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-label={`Random questions ${index + 1}`}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Random questions from the bank
            </Typography>
            <IconButton aria-label={`Remove random questions ${index + 1}`} onClick={() => slots.remove(index)}>
              <DeleteOutlineRounded />
            </IconButton>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              control={control}
              name={`randomQuestions.${index}.categoryKey`}
              label="Category"
              required
              options={options}
              helperText={program ? undefined : 'Choose the program first'}
              sx={{ flex: 2 }}
            />
            <FormTextField
              control={control}
              name={`randomQuestions.${index}.count`}
              label="How many"
              type="number"
              required
              sx={{ flex: 1 }}
            />
            <FormTextField
              control={control}
              name={`randomQuestions.${index}.points`}
              label="Points each"
              type="number"
              required
              sx={{ flex: 1 }}
            />
          </Stack>
        </Paper>
      ))}
      <div>
        <Button startIcon={<CasinoRounded />} onClick={() => slots.append({ categoryKey: '', count: 1, points: 1 })}>
          Add random questions from the bank
        </Button>
      </div>
      <FormGroup>
        <SwitchField control={control} name="shuffleQuestions" label="Shuffle the questions for each student" />
        <SwitchField control={control} name="shuffleOptions" label="Shuffle each question's options for each student" />
        <SwitchField
          control={control}
          name="proctored"
          label="Proctored: record the student's camera and screen every 5 seconds and note when they leave the quiz"
        />
      </FormGroup>
    </Stack>
  );
}
