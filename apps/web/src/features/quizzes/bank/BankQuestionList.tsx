import { type BankCategory, type BankQuestion, optionLetter } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton';
import { Modal } from '../../../ui/Modal';
import { PageLoader } from '../../../ui/PageLoader';
import { RichTextView } from '../../../ui/rich-text/RichTextView';
import { useToast } from '../../../ui/toast';
import { ImportQuestions } from '../ImportQuestions';
import { answerChoices } from '../QuestionEditor';
import { BankQuestionForm } from './BankQuestionForm';
import { addBankQuestions, bankKey, deleteBankQuestion, fetchBankQuestions } from './questionBank.api';

/** The questions of one category: each as students see it with its correct options marked; add, import, edit, delete. */
export function BankQuestionList({ category }: { category: BankCategory }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<BankQuestion | 'new' | null>(null);
  const questions = useQuery({
    queryKey: [...bankKey, 'questions', category.key],
    queryFn: () => fetchBankQuestions(category.key),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: bankKey });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {category.name}
          <Typography component="span" color="text.secondary">
            {' '}
            · {category.program.title}
          </Typography>
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            Add question
          </Button>
          <ImportQuestions
            onAdd={async (imported) => {
              try {
                toast.success((await addBankQuestions(category.key, imported)).message);
                await refresh();
              } catch (error) {
                toast.error(error instanceof Error ? error.message : 'The questions could not be added');
              }
            }}
          />
        </Stack>
      </Stack>
      {questions.isPending ? (
        <PageLoader />
      ) : questions.isError ? (
        <Alert severity="error">{questions.error.message}</Alert>
      ) : questions.data.length === 0 ? (
        <Typography color="text.secondary">No questions in this category yet.</Typography>
      ) : (
        <Stack
          spacing={1.5}
          component="ol"
          aria-label={`Questions of ${category.name}`}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {questions.data.map((question, index) => (
            <Paper key={question.key} component="li" variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  Question {index + 1}
                </Typography>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={`${answerChoices.find((c) => c.value === question.answerMode)?.label} · ${question.points} points`}
                  />
                  {question.mayEdit && (
                    <>
                      <IconButton aria-label={`Edit question ${index + 1}`} onClick={() => setEditing(question)}>
                        <EditRounded />
                      </IconButton>
                      <ConfirmDeleteButton
                        label={`question ${index + 1}`}
                        title="Delete question"
                        message="Delete this question from the bank? Attempts already drawn keep their copy."
                        remove={() => deleteBankQuestion(question.key)}
                        onDeleted={async (answer) => {
                          toast.success(answer.message);
                          await refresh();
                        }}
                      />
                    </>
                  )}
                </Stack>
              </Stack>
              <RichTextView html={question.question} sx={{ my: 1 }} />
              {question.options.map((option, i) => (
                <Typography
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position
                  key={i}
                  sx={{ color: question.answers.includes(i) ? 'success.main' : undefined }}
                >
                  <strong>{optionLetter(i)}.</strong> {option}{' '}
                  {question.answers.includes(i) && (
                    <CheckCircleRounded fontSize="small" aria-label="Correct option" sx={{ verticalAlign: 'middle' }} />
                  )}
                </Typography>
              ))}
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `New question in ${category.name}` : 'Edit question'}
        maxWidth="md"
      >
        {(close) =>
          editing && (
            <BankQuestionForm
              categoryKey={category.key}
              question={editing === 'new' ? undefined : editing}
              onDone={close}
            />
          )
        }
      </Modal>
    </Stack>
  );
}
