import { optionLetter } from '@chalkline/contracts';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../ui/PageLoader';
import { RichTextView } from '../../ui/rich-text/RichTextView';
import { fileUrl } from '../programs/programs.api';
import { answerChoices } from './QuestionEditor';
import { fetchQuiz, quizzesKey } from './quizzes.api';

/** The quiz page without an assignment, for its author and admins: the questions as students see them. */
export function QuizPreview({ slug }: { slug: string }) {
  const quiz = useQuery({ queryKey: [...quizzesKey, 'preview', slug], queryFn: () => fetchQuiz(slug) });
  if (quiz.isError)
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="info">{quiz.error.message}</Alert>
      </Box>
    );
  if (!quiz.data) return <PageLoader />;
  const q = quiz.data;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {q.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {q.program.title} · {q.duration} minutes · {q.questionsCount} questions · {q.totalPoints} points · Preview
      </Typography>
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {q.questions.map((question, index) => (
          <Paper key={question.key} component="li" variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                Question {index + 1}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={`${answerChoices.find((c) => c.value === question.answerMode)?.label} · ${question.points} points`}
              />
            </Stack>
            <RichTextView html={question.question} sx={{ my: 1 }} />
            {question.image && (
              <Box
                component="img"
                src={fileUrl(question.image)}
                alt={`Image of question ${index + 1}`}
                sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1, display: 'block', mb: 1 }}
              />
            )}
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
      {q.randomQuestions.map((slot, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are identified by position (one category may come twice)
        <Alert key={i} severity="info" icon={false} sx={{ mt: 2 }}>
          Plus {slot.count} random {slot.count === 1 ? 'question' : 'questions'} from “{slot.categoryName}”,{' '}
          {slot.points} {slot.points === 1 ? 'point' : 'points'} each, drawn for each student when they start.
        </Alert>
      ))}
      {(q.shuffleQuestions || q.shuffleOptions) && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Each student gets {q.shuffleQuestions ? 'the questions' : ''}
          {q.shuffleQuestions && q.shuffleOptions ? ' and ' : ''}
          {q.shuffleOptions ? 'the options' : ''} in an order of their own.
        </Typography>
      )}
    </Box>
  );
}
