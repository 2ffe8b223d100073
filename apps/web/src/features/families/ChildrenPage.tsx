import type { ChildSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../ui/ListPage';
import { LessonReportsList } from '../lesson-reports/LessonReportsList';
import { StudentPerformance } from '../performance/StudentPerformance';
import { ChildBilling, ChildLessons, ChildRecordings, ChildResults } from './ChildSections';
import { ConsentForm } from './ConsentForm';
import { childKey, familiesKey, fetchChildren, fetchConsent, saveConsent } from './families.api';
import { PairChildForm } from './PairChildForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5, minWidth: 0, alignContent: 'start' }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ChildConsent({ childKey: key }: { childKey: string }) {
  const consent = useQuery({ queryKey: childKey(key, 'consent'), queryFn: () => fetchConsent(key) });
  if (consent.isPending) return <Skeleton variant="rounded" height={120} />;
  if (consent.isError) return <Alert severity="error">{consent.error.message}</Alert>;
  return <ConsentForm consent={consent.data} onSave={(input) => saveConsent(key, input)} />;
}

/**
 * One child: their next lessons, results, lesson reports, recordings, performance report, invoices and the guardian's
 * consent.
 */
function ChildView({ child }: { child: ChildSummary }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Section title="Next lessons">
        <ChildLessons childKey={child.key} />
      </Section>
      <Section title="Invoices and subscriptions">
        <ChildBilling childKey={child.key} />
      </Section>
      <Section title="Quiz and assignment results">
        <ChildResults childKey={child.key} />
      </Section>
      <Section title="Consent">
        <ChildConsent childKey={child.key} />
      </Section>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <LessonReportsList studentKey={child.key} asGuardian />
      </Box>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <Section title="Recordings">
          <ChildRecordings childKey={child.key} />
        </Section>
      </Box>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <Section title="Performance report">
          <StudentPerformance studentKey={child.key} headingLevel={3} />
        </Section>
      </Box>
    </Box>
  );
}

/** /accounts/children: a guardian's children (ADR 0079), one at a time by `?child=`, and adding one by code. */
export function ChildrenPage() {
  const children = useQuery({ queryKey: [...familiesKey, 'children'], queryFn: fetchChildren });
  const [params, setParams] = useSearchParams();
  const choose = (key: string) => setParams({ child: key }, { replace: true });

  let content: ReactNode;
  if (children.isPending) content = <Skeleton variant="rounded" height={240} />;
  else if (children.isError) content = <Alert severity="error">{children.error.message}</Alert>;
  else if (children.data.length === 0)
    content = (
      <Alert severity="info">
        No child is linked to your account yet. Ask your child’s tutor or the school for a pairing code, then enter it
        below to see their lessons, results and invoices.
      </Alert>
    );
  else {
    const chosen = children.data.find((c) => c.key === params.get('child')) ?? children.data[0]!;
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Tabs
          value={chosen.key}
          onChange={(_, key: string) => choose(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Your children"
        >
          {children.data.map((c) => (
            <Tab key={c.key} value={c.key} label={`${c.firstName} ${c.lastName}`} />
          ))}
        </Tabs>
        <ChildView key={chosen.key} child={chosen} />
      </Box>
    );
  }
  return (
    <ListPage title="My children">
      <Box sx={{ display: 'grid', gap: 3 }}>
        {content}
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <PairChildForm onPaired={choose} />
        </Paper>
      </Box>
    </ListPage>
  );
}
