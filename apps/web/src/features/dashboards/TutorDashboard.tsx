import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { accountsPaths } from '../../lib/paths';
import { personName } from '../../lib/people';
import { CardGrid, Empty, Section } from '../../ui/PageSection';
import type { SessionUser } from '../auth/useSession';
import { AwaitingReports, ReportDialogFromAddress } from '../lesson-reports/AwaitingReports';
import { ProgramCard } from '../programs/ProgramCard';
import { type TutorDashboard as Data, fetchDashboard } from './dashboards.api';
import { UpcomingClassCard } from './UpcomingClassCard';
import { WelcomeBanner } from './WelcomeBanner';

/** The tutor's dashboard (/admin for tutors): upcoming classes with Join links, their students and programs. */
export function TutorDashboard({ user }: { user: SessionUser }) {
  const dashboard = useQuery({ queryKey: ['dashboard', 'tutor'], queryFn: () => fetchDashboard<Data>() });
  const data = dashboard.data;

  return (
    <>
      <WelcomeBanner
        firstName={user.firstName}
        lastName={user.lastName}
        overline="TUTOR DASHBOARD"
        subtitle="Here are your next classes, your students and your programs."
      />
      {dashboard.isError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {dashboard.error.message}
        </Alert>
      )}
      <AwaitingReports />
      <ReportDialogFromAddress />
      <Section
        title="Upcoming classes"
        action={
          <Button component={RouterLink} to={accountsPaths.schedules} size="small">
            My schedules
          </Button>
        }
      >
        {dashboard.isPending && <Skeleton variant="rounded" height={96} />}
        {data && data.upcoming.length === 0 && <Empty>No upcoming classes.</Empty>}
        <Stack spacing={1.5}>
          {data?.upcoming.map((schedule) => (
            <UpcomingClassCard key={schedule.key} schedule={schedule} showStudent />
          ))}
        </Stack>
      </Section>
      <Section
        title={`My students${data ? ` (${data.studentsTotal})` : ''}`}
        action={
          <Button component={RouterLink} to={accountsPaths.students} size="small">
            All students
          </Button>
        }
      >
        {data && data.students.length === 0 && <Empty>No students are linked to you yet.</Empty>}
        <CardGrid>
          {data?.students.slice(0, 6).map((student) => (
            <Paper key={student.key} variant="outlined" sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{personName(student)}</Typography>
              <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
                {student.programs.map((program) => (
                  <Chip key={program.key} size="small" label={program.title} />
                ))}
              </Stack>
            </Paper>
          ))}
        </CardGrid>
      </Section>
      <Section title="My programs">
        {data && data.programs.length === 0 && <Empty>No programs are assigned to you yet.</Empty>}
        <CardGrid>
          {data?.programs.map((program) => (
            <ProgramCard key={program.key} program={program} personal />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
