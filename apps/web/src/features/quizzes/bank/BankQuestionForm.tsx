import type { BankQuestion, QuizInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { FormActions } from '../../../ui/form/FormActions';
import { useToast } from '../../../ui/toast';
import { fileKeyOf } from '../../programs/programs.api';
import { QuestionEditor } from '../QuestionEditor';
import { type QuizFormValues, quizFormSchema } from '../quizFormSchema';
import { addBankQuestions, bankKey, saveBankQuestion } from './questionBank.api';

/** The quiz form's question list, holding the one question edited here, so the quiz's question editor serves. */
const oneQuestion = quizFormSchema.pick({ questions: true });

const blank = (): NonNullable<QuizFormValues['questions']>[number] => ({
  type: 'OBJECTIVE',
  answerMode: 'OPTION',
  question: '',
  image: null,
  options: ['', ''],
  answers: [],
  points: 1,
});

/** Write a new question into a category of the bank, or edit one. */
export function BankQuestionForm({
  categoryKey,
  question,
  onDone,
}: {
  categoryKey: string;
  question?: BankQuestion;
  onDone: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<QuizFormValues, unknown, QuizInput>({
    // Only the questions are checked: the rest of the quiz form is not part of a bank question.
    resolver: zodResolver(oneQuestion) as unknown as Resolver<QuizFormValues, unknown, QuizInput>,
    defaultValues: {
      questions: [
        question
          ? {
              type: question.type,
              answerMode: question.answerMode,
              question: question.question,
              image: question.image ? fileKeyOf(question.image) : null,
              options: question.options,
              answers: question.answers,
              points: question.points,
            }
          : blank(),
      ],
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const [written] = values.questions;
    if (!written) return;
    try {
      const answer = question
        ? await saveBankQuestion(question.key, { categoryKey, question: written })
        : await addBankQuestions(categoryKey, [written]);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: bankKey });
      onDone();
    } catch (error) {
      // The server names the edited question `question.*` and an added one `questions.0.*`: both land on the editor.
      applyServerErrors(error, (name, error_) =>
        form.setError(String(name).replace(/^question\./, 'questions.0.') as never, error_),
      );
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={question ? 'Edit question' : 'New question'}
    >
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <QuestionEditor control={form.control} index={0} canRemove={false} onRemove={() => undefined} />
      <FormActions pending={form.formState.isSubmitting} onCancel={onDone}>
        {question ? 'Save question' : 'Add question'}
      </FormActions>
    </Stack>
  );
}
