import { canAsAdmin, type QuizDetail, type QuizInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../lib/form';
import { actorOf } from '../../lib/permissions';
import { FormActions } from '../../ui/form/FormActions';
import { FormSelectField } from '../../ui/form/FormSelectField';
import { FormTextField } from '../../ui/form/FormTextField';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { fetchPrograms, fileKeyOf } from '../programs/programs.api';
import { ImportQuestions } from './ImportQuestions';
import { QuestionEditor } from './QuestionEditor';
import { type QuizFormValues, quizFormSchema } from './quizFormSchema';
import { quizzesKey, saveQuiz } from './quizzes.api';
import { RandomQuestionsFields } from './RandomQuestionsFields';

const blankQuestion = (): NonNullable<QuizFormValues['questions']>[number] => ({
  type: 'OBJECTIVE',
  answerMode: 'OPTION',
  question: '',
  image: null,
  options: ['', ''],
  answers: [],
  points: 1,
});

/**
 * Create or edit a quiz: title, slug, program, duration and its questions (platform spec 3), random questions from
 * the bank and the per-student shuffles (ADR 0078).
 */
export function QuizForm({ quiz, onDone }: { quiz?: QuizDetail; onDone: () => void }) {
  const user = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  // Admins holding Quiz file a quiz under any program; a tutor under the programs they teach.
  const everyProgram = user ? canAsAdmin(actorOf(user), 'quizzes.read') : false;
  const programs = useQuery({
    queryKey: ['programs', 'quiz-form', everyProgram],
    queryFn: () => fetchPrograms(1, 100, { mine: !everyProgram }),
  });
  const form = useForm<QuizFormValues, unknown, QuizInput>({
    resolver: zodResolver(quizFormSchema),
    defaultValues: quiz
      ? {
          title: quiz.title,
          slug: quiz.slug,
          programKey: quiz.program.key,
          duration: quiz.duration,
          questions: quiz.questions.map((q) => ({
            key: q.key,
            type: q.type,
            answerMode: q.answerMode,
            question: q.question,
            image: q.image ? fileKeyOf(q.image) : null,
            options: q.options,
            answers: q.answers,
            points: q.points,
          })),
          randomQuestions: quiz.randomQuestions.map(({ categoryKey, count, points }) => ({
            categoryKey,
            count,
            points,
          })),
          shuffleQuestions: quiz.shuffleQuestions,
          shuffleOptions: quiz.shuffleOptions,
          proctored: quiz.proctored,
        }
      : {
          title: '',
          slug: '',
          programKey: '',
          duration: 30,
          questions: [blankQuestion()],
          randomQuestions: [],
          shuffleQuestions: false,
          shuffleOptions: false,
          proctored: false,
        },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'fieldId' });
  const slotCount = (useWatch({ control: form.control, name: 'randomQuestions' }) ?? []).length;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await saveQuiz(values, quiz?.key);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: quizzesKey });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  const listError = form.formState.errors.questions?.root?.message ?? form.formState.errors.questions?.message;
  const programOptions = (programs.data?.items ?? []).map((p) => ({ value: p.key, label: p.title }));
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit} aria-label={quiz ? 'Edit quiz' : 'New quiz'}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      {quiz && quiz.assignmentsCount > 0 && (
        <Alert severity="info">
          Attempts already started keep the questions as they were answered; changes apply to attempts started from now
          on.
        </Alert>
      )}
      <FormTextField control={form.control} name="title" label="Title" required autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={form.control}
          name="programKey"
          label="Program"
          required
          options={programOptions}
          sx={{ flex: 2 }}
        />
        <FormTextField
          control={form.control}
          name="duration"
          label="Duration (minutes)"
          type="number"
          required
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormTextField
        control={form.control}
        name="slug"
        label="Slug"
        helperText="The quiz's address; left empty, it is made from the title"
      />
      {questions.fields.map((field, index) => (
        <QuestionEditor
          key={field.fieldId}
          control={form.control}
          index={index}
          // A quiz may be all random questions from the bank: the last typed one may go when a slot is there.
          canRemove={questions.fields.length > 1 || slotCount > 0}
          onRemove={() => questions.remove(index)}
        />
      ))}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<AddRounded />} onClick={() => questions.append(blankQuestion())}>
          Add question
        </Button>
        <ImportQuestions
          onAdd={(imported) => {
            // A new quiz's one untouched question gives way to the imported ones.
            const [only] = form.getValues('questions') ?? [];
            const untouched = questions.fields.length === 1 && !only?.question && !only?.key;
            if (untouched) questions.replace(imported);
            else questions.append(imported);
          }}
        />
      </Stack>
      <RandomQuestionsFields control={form.control} />
      <FormActions pending={form.formState.isSubmitting} onCancel={onDone}>
        {quiz ? 'Save quiz' : 'Create quiz'}
      </FormActions>
    </Stack>
  );
}
