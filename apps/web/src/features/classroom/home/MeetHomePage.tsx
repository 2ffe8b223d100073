import type { ScheduleSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { accountsPaths, adminPaths, meetPaths } from '../../../lib/paths';
import { personName } from '../../../lib/people';
import { hasAdminSite } from '../../../lib/permissions';
import { loginPathWithNext } from '../../auth/nextPath';
import { useSessionState } from '../../auth/useSession';
import { JoinLink } from '../../schedules/scheduleColumns';
import { fetchSchedules, isJoinable, timeRange } from '../../schedules/schedules.api';
import { PreparePollsButton } from '../polls/PreparePollsButton';
import { parseClassroomLink } from './classroomLink';

/** How many upcoming lessons the home lists. */
const shownLessons = 5;
/** A lesson that began up to this long ago may still be running, so the list starts there. */
const lookBackMs = 3 * 60 * 60 * 1000;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The paste field: a classroom link, a demo link or a bare meeting id opens that classroom. */
function JoinByLink() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseClassroomLink(value);
    if ('error' in parsed) setError(parsed.error);
    else navigate(parsed.path);
  };
  return (
    <Panel title="Join with a link">
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          label="Classroom link or id"
          placeholder="https://…/meet/abc-defg-hij"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Paste the link you were sent, or type the classroom id.'}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start', mt: 1 }}>
          Join
        </Button>
      </Box>
    </Panel>
  );
}

/** The signed-in student's or tutor's next lessons, each with its Join button. */
function NextLessons() {
  const lessons = useQuery({
    queryKey: ['schedules', 'own', 'next'],
    queryFn: () => fetchSchedules('own', 1, 10, new Date(Date.now() - lookBackMs).toISOString()),
  });
  const upcoming = (lessons.data?.items ?? []).filter((lesson) => isJoinable(lesson)).slice(0, shownLessons);
  return (
    <Panel title="Your next lessons">
      {lessons.isPending && <Skeleton variant="rounded" height={96} />}
      {lessons.isError && <Alert severity="error">We couldn’t load your lessons. Please try again.</Alert>}
      {lessons.isSuccess && upcoming.length === 0 && (
        <Typography color="text.secondary">No lessons coming up. They appear here once they are scheduled.</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {upcoming.map((lesson) => (
          <LessonRow key={lesson.key} lesson={lesson} />
        ))}
      </Box>
      <Button component={RouterLink} to={accountsPaths.schedules} sx={{ mt: 1.5 }}>
        All my schedules
      </Button>
    </Panel>
  );
}

function LessonRow({ lesson }: { lesson: ScheduleSummary }) {
  const tutors = lesson.tutors.map(personName).join(', ');
  const { user } = useSessionState();
  // The lesson's own tutors host its classroom: they may prepare its polls before it starts (ADR 0073).
  const teaches = Boolean(user && lesson.tutors.some((tutor) => tutor.key === user.key));
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{lesson.program.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {timeRange(lesson.time, lesson.endTime)}
          {tutors ? ` · with ${tutors}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {teaches && <PreparePollsButton classroomLink={lesson.classroomLink} title={lesson.program.title} />}
        <JoinLink schedule={lesson} />
      </Box>
    </Box>
  );
}

/** Admins have no lessons of their own: they go to the live classes and the schedules. */
function AdminLinks() {
  return (
    <Panel title="Lessons">
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        See who is in which classroom now, or every scheduled lesson.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={adminPaths.meetings}>
          Live classes
        </Button>
        <Button variant="outlined" component={RouterLink} to={adminPaths.schedules}>
          Schedules
        </Button>
      </Box>
    </Panel>
  );
}

function HowToJoin() {
  return (
    <Panel title="How to join a class">
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        <li>
          <Typography>
            Students and tutors: sign in, then press <b>Join</b> beside your lesson.
          </Typography>
        </li>
        <li>
          <Typography>Booked a demo lesson? Open the demo link the school sent you, or paste it above.</Typography>
        </li>
      </Box>
      <Button variant="contained" component={RouterLink} to={loginPathWithNext(meetPaths.home)} sx={{ mt: 2 }}>
        Sign in
      </Button>
    </Panel>
  );
}

function DemoEntry() {
  return (
    <Panel title="Demo lesson">
      <Typography color="text.secondary">
        A demo lesson opens from its own link, which looks like <code>…/meet/demo?session=…</code>. The school sends it
        by email with the booking; paste it above if it does not open by itself.
      </Typography>
    </Panel>
  );
}

/** /meet: the meeting site's home — the next lessons (signed in), a paste-a-link field, the demo entry. */
export function MeetHomePage() {
  const { user, status } = useSessionState();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Live Classes
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user ? `Welcome, ${user.firstName}. Join your lesson below.` : 'Join a live lesson with your tutor.'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {status === 'loading' && <Skeleton variant="rounded" height={120} />}
        {user && (hasAdminSite(user) ? <AdminLinks /> : <NextLessons />)}
        <JoinByLink />
        {status === 'anonymous' && <HowToJoin />}
        <DemoEntry />
      </Box>
    </Container>
  );
}
