import { type QuizAssignmentCard as Card, gradeColour, type QuizAssignmentStatus } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '../../lib/format';
import { personName } from '../../lib/people';
import { fileUrl } from '../programs/programs.api';
import { quizPageHref } from './quizLinks';

export const statusLabels: Record<QuizAssignmentStatus, string> = {
  NOT_ATTEMPTED: 'Not Attempted',
  ATTEMPTED: 'Attempted',
  COMPLETED: 'Completed',
};
const statusColours = { NOT_ATTEMPTED: 'default', ATTEMPTED: 'error', COMPLETED: 'success' } as const;

/** Whether the due date has passed on an assignment not yet completed (spec 4: shown red). */
export const isOverdue = (a: Pick<Card, 'dueDate' | 'completed'>, now = new Date()) =>
  !a.completed && new Date(a.dueDate).getTime() < now.getTime();

/** The status sentence of the card (spec 2.7). */
export function statusSentence(a: Card, isStudent: boolean): string {
  const who = isStudent ? 'You have' : `${a.student.firstName} has`;
  if (a.status === 'COMPLETED')
    return `${isStudent ? 'You' : a.student.firstName} completed this quiz on ${formatLongDate(a.completedAt!)}.`;
  if (a.status === 'ATTEMPTED') return `${who} started this quiz but not submitted it yet.`;
  return `${who} not attempted this quiz yet.`;
}

/** The button of spec 4 for this viewer. */
export function cardAction(
  a: Card,
  isStudent: boolean,
): 'Take Quiz' | 'Continue Quiz' | 'View Performance' | 'View Details' {
  if (!isStudent) return 'View Details';
  if (a.status === 'COMPLETED') return 'View Performance';
  return a.status === 'ATTEMPTED' ? 'Continue Quiz' : 'Take Quiz';
}

/** The graded line "6 of 12 points" in the grade colour of spec 4, only once completed. */
export function GradedLine({ points, total }: { points: number; total: number }) {
  return (
    <Typography sx={{ fontWeight: 700, color: `${gradeColour(points, total)}.main` }}>
      Graded: {points} of {total} points
    </Typography>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, width: 104 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The quiz-assignment card of platform spec 2.7 with the statuses and buttons of spec 4. */
export function QuizAssignmentCard({
  assignment: a,
  viewerKey,
  isStudent,
  onDetails,
}: {
  assignment: Card;
  viewerKey: string | undefined;
  isStudent: boolean;
  onDetails: (a: Card) => void;
}) {
  const action = cardAction(a, isStudent);
  const opensQuiz = action === 'Take Quiz' || action === 'Continue Quiz';
  const overdue = isOverdue(a);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={a.quiz.title}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Avatar variant="rounded" src={a.quiz.program.thumbnail ? fileUrl(a.quiz.program.thumbnail) : undefined} alt="">
          {a.quiz.title.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {isStudent ? (
              a.quiz.title
            ) : (
              <Link href={quizPageHref(a.quiz.slug)} target="_blank" rel="noopener">
                {a.quiz.title}
              </Link>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {a.quiz.program.title} · {a.quiz.duration} minutes
          </Typography>
        </Box>
        <Chip
          size="small"
          label={statusLabels[a.status]}
          color={statusColours[a.status]}
          variant={a.status === 'NOT_ATTEMPTED' ? 'outlined' : 'filled'}
        />
      </Stack>
      <Stack spacing={0.5}>
        <Line label="Student">
          {personName(a.student)} · {a.student.email}
        </Line>
        <Line label="Assigned by">
          {a.assignedBy ? (a.assignedBy.key === viewerKey ? 'You' : personName(a.assignedBy)) : '—'}
        </Line>
        <Line label="Assigned">{formatLongDate(a.createdAt)}</Line>
        <Line label="Due">
          <Box
            component="span"
            sx={{ color: overdue ? 'error.main' : undefined, fontWeight: overdue ? 700 : undefined }}
          >
            {formatLongDate(a.dueDate)}
            {overdue ? ' · overdue' : ''}
          </Box>
        </Line>
      </Stack>
      <Typography
        variant="body2"
        sx={{ color: a.status === 'ATTEMPTED' ? 'error.main' : a.status === 'COMPLETED' ? 'success.main' : undefined }}
      >
        {statusSentence(a, isStudent)}
      </Typography>
      {a.completed && <GradedLine points={a.quizAttempt.grading.points} total={a.quizAttempt.grading.total} />}
      {a.completed && a.ungraded > 0 && (
        <Typography variant="body2" color="text.secondary">
          {a.ungraded} answer{a.ungraded === 1 ? '' : 's'} waiting for a grade
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        {opensQuiz ? (
          <Button variant="contained" href={quizPageHref(a.quiz.slug, a.key)} target="_blank" rel="noopener">
            {action}
          </Button>
        ) : (
          <Button variant={isStudent ? 'contained' : 'outlined'} disabled={!a.completed} onClick={() => onDetails(a)}>
            {action}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
