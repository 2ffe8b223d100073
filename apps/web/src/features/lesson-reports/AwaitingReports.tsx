/**
 * "Write the lesson report" (ADR 0080): a tutor's lessons that ended without a sent report, on the dashboard and
 * My Schedules. The report opens in a dialog named by the address (`?report=` the lesson's key), which the
 * classroom's end screen and the reminder notice link to.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { formatLongDateTime } from '../../lib/format';
import { LessonReportDialog } from './LessonReportForm';
import { fetchAwaitingReports, lessonReportKeys } from './lessonReports.api';
import { useReportParam } from './reportParam';

/** The report dialog of the lesson the address names, if any. */
export function ReportDialogFromAddress() {
  const [open, setOpen] = useReportParam();
  return open ? <LessonReportDialog scheduleKey={open} onClose={() => setOpen(null)} /> : null;
}

/** The lessons waiting for the viewer's report, each with "Write the lesson report"; nothing when none wait. */
export function AwaitingReports() {
  const [, setOpen] = useReportParam();
  const query = useQuery({ queryKey: lessonReportKeys.awaiting, queryFn: fetchAwaitingReports });
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data?.length) return null;
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {query.data.length === 1
        ? 'A lesson is waiting for its report.'
        : `${query.data.length} lessons are waiting for their reports.`}
      <List dense aria-label="Lessons waiting for a report">
        {query.data.map((lesson) => (
          <ListItem key={lesson.scheduleKey} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${lesson.program.title} with ${lesson.student.firstName} ${lesson.student.lastName}`}
              secondary={`${formatLongDateTime(lesson.time)}${lesson.status === 'draft' ? ' · draft saved' : ''}`}
            />
            <Button size="small" variant="contained" onClick={() => setOpen(lesson.scheduleKey)}>
              Write the lesson report
            </Button>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
