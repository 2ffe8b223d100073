import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { accountsPaths } from '../../lib/paths';
import { PageLoader } from '../../ui/PageLoader';
import { GradedLine } from './QuizAssignmentCard';
import { attemptParam } from './quizLinks';
import { assignmentsKey, fetchAssignment } from './quizzes.api';

/**
 * `/tutors/quiz/completed?assignment={key}`: where a submitted attempt lands. The objective questions are graded
 * already, so the score shows at once; subjective answers wait for the tutor.
 */
export function QuizCompletedPage() {
  const [params] = useSearchParams();
  const key = params.get('assignment');
  const detail = useQuery({
    queryKey: [...assignmentsKey, 'one', key],
    queryFn: () => fetchAssignment(key!),
    enabled: Boolean(key),
  });
  if (!key) return <Alert severity="info">No quiz was named.</Alert>;
  if (detail.isError)
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="error">{detail.error.message}</Alert>
      </Box>
    );
  if (!detail.data) return <PageLoader />;
  const { assignment: a, items } = detail.data;
  const waiting = items.filter((i) => i.grading.points === null).length;
  const review = `${accountsPaths.quiz}?${new URLSearchParams({ [attemptParam]: a.key, student: a.student.key })}`;
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CheckCircleRounded color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {a.completed ? 'Quiz submitted' : 'Quiz not submitted yet'}
          </Typography>
          <Typography color="text.secondary">
            {a.quiz.title} · {a.quiz.program.title}
          </Typography>
          {a.completed && <GradedLine points={a.quizAttempt.grading.points} total={a.quizAttempt.grading.total} />}
          {waiting > 0 && (
            <Typography>
              {waiting} answer{waiting === 1 ? '' : 's'} will be graded by your tutor; your points go up as they are.
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" href={review}>
              View Performance
            </Button>
            <Button href={accountsPaths.quiz}>All my quizzes</Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
