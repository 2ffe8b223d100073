import { homePathFor, platform, ratingInput } from '@chalkline/contracts';
import StarRounded from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { accountsPaths, mainPaths } from '../../../lib/paths';
import { hasAdminSite, userCan } from '../../../lib/permissions';
import { useSessionState } from '../../auth/useSession';
import { rateLesson } from '../classroom.api';
import { RatingCard } from './RatingCard';

const moods: Record<number, string> = { 1: 'Not great', 2: 'Okay', 3: 'Good', 4: 'Great', 5: 'Amazing!' };
const moodOf = (value: number | null) => (value ? moods[Math.ceil(value)] : 'Tap a star to rate');

/** `/meet/:meetingId/rating?session=` (+ `&meeting=`): rate the lesson in half stars, with an optional comment. */
export function RatingPage() {
  const { meetingId = '' } = useParams();
  const [search] = useSearchParams();
  const session = useSessionState();
  const lesson = search.get('session');
  const meeting = search.get('meeting') ?? meetingId;
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: rateLesson });
  const home = session.user ? homePathFor(session.user.memberRole) : mainPaths.home;
  // The lesson's tutor is asked for its report (ADR 0080); the server decides whether they may write it.
  const schedule = search.get('schedule');
  const reportPrompt =
    schedule &&
    session.user &&
    !hasAdminSite(session.user) &&
    userCan(session.user, 'lessonReports.write', ['teaches']) ? (
      <Alert
        severity="info"
        sx={{ width: '100%', textAlign: 'left' }}
        action={
          <Button
            component={RouterLink}
            to={`${accountsPaths.schedules}?${new URLSearchParams({ report: schedule })}`}
            variant="contained"
            size="small"
          >
            Write the lesson report
          </Button>
        }
      >
        The lesson has ended. Tell your student how it went.
      </Alert>
    ) : null;
  const backHome = (
    <Button component={RouterLink} to={home} variant="contained" size="large">
      Back to home
    </Button>
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingInput.safeParse({
      session: lesson,
      meeting,
      rating: rating ?? undefined,
      comment: comment || undefined,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please choose a rating');
    setProblem(null);
    mutation.mutate(parsed.data, { onError: (error) => setProblem(error.message) });
  };

  if (!lesson)
    return <RatingCard title="Rate your class" message="This lesson could not be found." action={backHome} />;
  if (mutation.isSuccess)
    return (
      <RatingCard
        emoji="🎉"
        title="Rate your class"
        subtitle="Thank you!"
        message={mutation.data.message || 'Thank you for rating this lesson!'}
        action={
          <>
            {reportPrompt}
            {backHome}
          </>
        }
      />
    );
  if (session.status === 'anonymous')
    return (
      <RatingCard
        emoji="👋"
        title="Rate your class"
        subtitle="Thanks for joining!"
        message="We hope you enjoyed the class."
        action={backHome}
      />
    );

  return (
    <RatingCard emoji="⭐" title="Rate your class" subtitle="How was your class today?">
      {reportPrompt}
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'grid', gap: 2.5, justifyItems: 'center', width: '100%' }}
      >
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
          <Rating
            name="rating"
            value={rating}
            precision={platform.ratingPrecision}
            size="large"
            onChange={(_event, value) => {
              setRating(value);
              setProblem(null);
            }}
            emptyIcon={<StarRounded fontSize="inherit" />}
            icon={<StarRounded fontSize="inherit" />}
            sx={{ fontSize: 52, color: 'warning.main', '& .MuiRating-iconEmpty': { color: 'rgba(23, 32, 58, 0.16)' } }}
          />
          <Typography sx={{ fontWeight: 700, color: 'text.secondary' }} aria-live="polite">
            {rating ? `${rating} of 5 · ${moodOf(rating)}` : moodOf(null)}
          </Typography>
        </Box>
        <TextField
          label="Anything you’d like to tell us? (optional)"
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {problem && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
          Send rating
        </Button>
        <Button component={RouterLink} to={home} color="inherit">
          Skip
        </Button>
      </Box>
    </RatingCard>
  );
}
