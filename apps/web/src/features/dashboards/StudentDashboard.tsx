import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink } from 'react-router';
import { accountsPaths, tutorsPaths } from '../../lib/paths';
import { CardGrid, Empty, Section } from '../../ui/PageSection';
import type { SessionUser } from '../auth/useSession';
import { ProgramCard } from '../programs/ProgramCard';
import { fetchEnrolments } from '../programs/programs.api';
import { type StudentDashboard as Data, fetchDashboard } from './dashboards.api';
import { UpcomingClassCard } from './UpcomingClassCard';
import { WelcomeBanner } from './WelcomeBanner';

/**
 * The student's dashboard (/accounts): welcome line with rotating messages, the next class with its Join link
 * and the programs. A student with no enrolment at all is sent to onboarding (tutors site /onboarding).
 */
export function StudentDashboard({ user }: { user: SessionUser }) {
  const dashboard = useQuery({ queryKey: ['dashboard', 'student'], queryFn: () => fetchDashboard<Data>() });
  const enrolments = useQuery({ queryKey: ['enrolments', 'mine'], queryFn: () => fetchEnrolments() });

  if (enrolments.data && enrolments.data.length === 0) return <Navigate to={tutorsPaths.onboarding} replace />;

  return (
    <>
      <WelcomeBanner firstName={user.firstName} lastName={user.lastName} overline="STUDENT DASHBOARD" motivate />
      {dashboard.isError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {dashboard.error.message}
        </Alert>
      )}
      <Section
        title="Upcoming class"
        action={
          <Button component={RouterLink} to={accountsPaths.schedules} size="small">
            All schedules
          </Button>
        }
      >
        {dashboard.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : dashboard.data?.upcoming ? (
          <UpcomingClassCard schedule={dashboard.data.upcoming} />
        ) : (
          <Empty>No class is scheduled yet. Your tutor will set one up soon!</Empty>
        )}
      </Section>
      <Section
        title="My programs"
        action={
          <Button component={RouterLink} to={accountsPaths.programs} size="small">
            Browse programs
          </Button>
        }
      >
        {dashboard.isPending ? (
          <Skeleton variant="rounded" height={200} />
        ) : dashboard.data?.programs.length ? (
          <CardGrid>
            {dashboard.data.programs.map((program) => (
              <ProgramCard key={program.key} program={program} personal />
            ))}
          </CardGrid>
        ) : (
          <Empty>You are not in any active program.</Empty>
        )}
      </Section>
    </>
  );
}
