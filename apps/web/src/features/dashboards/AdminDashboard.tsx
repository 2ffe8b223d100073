import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CardGrid, Section } from '../../ui/PageSection';
import type { SessionUser } from '../auth/useSession';
import { fetchStatistics, type Statistics } from './dashboards.api';
import { TrendsSection } from './TrendsSection';
import { WelcomeBanner } from './WelcomeBanner';

const groups: { title: string; cards: [string, (s: Statistics) => number][] }[] = [
  {
    title: 'Accounts',
    cards: [
      ['Students', (s) => s.accounts.students],
      ['Tutors', (s) => s.accounts.tutors],
      ['Admins', (s) => s.accounts.managers + s.accounts.masters],
    ],
  },
  {
    title: 'Teaching',
    cards: [
      ['Programs', (s) => s.programs],
      ['Categories', (s) => s.categories],
      ['Active enrolments', (s) => s.activeEnrolments],
    ],
  },
  {
    title: 'Schedules',
    cards: [
      ['Upcoming lessons', (s) => s.schedules.upcoming],
      ["Today's lessons", (s) => s.schedules.today],
      ['Overdue lessons', (s) => s.schedules.overdue],
    ],
  },
];

/** The admin dashboard (/admin): account, teaching and schedule statistics (`/admin/statistics`). */
export function AdminDashboard({ user }: { user: SessionUser }) {
  const stats = useQuery({ queryKey: ['admin', 'statistics'], queryFn: fetchStatistics });
  return (
    <>
      <WelcomeBanner
        firstName={user.firstName}
        lastName={user.lastName}
        overline="ADMIN DASHBOARD"
        subtitle="An overview of accounts, programs and lessons."
      />
      {stats.isError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {stats.error.message}
        </Alert>
      )}
      {groups.map((group) => (
        <Section key={group.title} title={group.title}>
          <CardGrid>
            {group.cards.map(([label, read]) => (
              <Paper key={label} variant="outlined" sx={{ p: 2.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                {stats.data ? (
                  <Typography
                    variant="h4"
                    component="p"
                    sx={{ fontWeight: 700 }}
                    aria-label={`${label}: ${read(stats.data)}`}
                  >
                    {read(stats.data)}
                  </Typography>
                ) : (
                  <Skeleton width={60} height={48} />
                )}
              </Paper>
            ))}
          </CardGrid>
        </Section>
      ))}
      <TrendsSection />
    </>
  );
}
