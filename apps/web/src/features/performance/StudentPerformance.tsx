import PrintRounded from '@mui/icons-material/PrintRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { byLayout, hasAdminSite, layoutOfUser, userCan } from '../../lib/permissions';
import { useSession } from '../auth/useSession';
import { MetricsDialog } from './MetricsDialog';
import { PerformanceReport } from './PerformanceReport';
import { PrintReportDialog } from './PrintReportDialog';
import { allMetrics, fetchMetrics, type MetricsFilter, performanceKey } from './performance.api';

/**
 * One student's performance with its Metrics dialog and printable report: the student's Grading & Performance
 * page and the performance section of a student's profile (platform spec 2.5).
 */
export function StudentPerformance({ studentKey, headingLevel }: { studentKey: string; headingLevel?: 2 | 3 }) {
  const user = useSession();
  const [filter, setFilter] = useState<MetricsFilter>({ from: '', to: '', toggles: allMetrics });
  const [choosing, setChoosing] = useState(false);
  const layout = user ? layoutOfUser(user) : undefined;
  const asGuardian = user ? byLayout(user, { admin: false, student: false, tutor: false, guardian: true }) : false;
  const [printing, setPrinting] = useState(false);
  const report = useQuery({
    queryKey: performanceKey(studentKey, filter),
    queryFn: () => fetchMetrics(studentKey, filter, asGuardian),
    placeholderData: keepPreviousData,
  });

  if (report.isPending) return <Skeleton variant="rounded" height={320} />;
  if (report.isError) return <Alert severity="error">{report.error.message}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<TuneRounded />} onClick={() => setChoosing(true)}>
          Metrics
        </Button>
        <Button variant="outlined" startIcon={<PrintRounded />} onClick={() => setPrinting(true)}>
          Print report
        </Button>
      </Box>
      <Box sx={{ minHeight: 4 }}>{report.isFetching && <LinearProgress aria-label="Updating the report" />}</Box>
      <PerformanceReport
        metrics={report.data}
        layout={layout}
        headingLevel={headingLevel}
        mayOpen={{
          attempts: !asGuardian && (!user || !hasAdminSite(user) || userCan(user, 'quizAssignments.access')),
          assignments: !asGuardian && (!user || !hasAdminSite(user) || userCan(user, 'assignments.access')),
        }}
      />
      {choosing && (
        <MetricsDialog
          open
          onClose={() => setChoosing(false)}
          filter={filter}
          weights={report.data.weights}
          onChange={setFilter}
        />
      )}
      <PrintReportDialog open={printing} onClose={() => setPrinting(false)} metrics={report.data} />
    </Box>
  );
}
