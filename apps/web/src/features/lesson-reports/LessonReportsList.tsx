/**
 * A student's sent lesson reports (ADR 0080): on their profile and their performance page, and on their guardian's
 * site (`asGuardian`, read through the guardian's routes to the child, ADR 0079), each opened in a dialog.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatLongDateTime } from '../../lib/format';
import { Modal } from '../../ui/Modal';
import { childReportFileUrl, fetchChildReport, fetchChildReports } from '../families/families.api';
import { LessonReportDetails } from './LessonReportDetails';
import { fetchReport, fetchStudentReports, lessonReportKeys } from './lessonReports.api';
import { useReportParam } from './reportParam';

function ReportDialog({
  reportKey,
  childKey,
  onClose,
}: {
  reportKey: string;
  /** The guardian's child, read through the guardian's routes. */
  childKey?: string;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: [...lessonReportKeys.one(reportKey), childKey ?? 'own'],
    queryFn: () => (childKey ? fetchChildReport(childKey, reportKey) : fetchReport(reportKey)),
  });
  const fileHref = childKey ? (file: string) => childReportFileUrl(childKey, reportKey, file) : undefined;
  return (
    <Modal open title="Lesson report" onClose={onClose} maxWidth="md">
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.isPending && <Skeleton variant="rounded" height={240} />}
      {query.data && <LessonReportDetails report={query.data} fileHref={fileHref} />}
    </Modal>
  );
}

export function LessonReportsList({
  studentKey,
  headingLevel = 2,
  asGuardian = false,
}: {
  studentKey: string;
  headingLevel?: 2 | 3;
  asGuardian?: boolean;
}) {
  const [open, setOpen] = useReportParam();
  const query = useQuery({
    queryKey: [...lessonReportKeys.ofStudent(studentKey), asGuardian ? 'guardian' : 'own'],
    queryFn: () => (asGuardian ? fetchChildReports(studentKey) : fetchStudentReports(studentKey)),
  });
  return (
    <Paper component="section" variant="outlined" aria-label="Lesson reports" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component={`h${headingLevel}`}>
        Lesson reports
      </Typography>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.isPending && <Skeleton variant="rounded" height={64} />}
      {query.data?.length === 0 && <Typography color="text.secondary">No lesson reports yet.</Typography>}
      <List aria-label="Lesson reports">
        {query.data?.map((r) => (
          <ListItem
            key={r.key}
            divider
            secondaryAction={
              <Button
                size="small"
                onClick={() => setOpen(r.key)}
                aria-label={`Read the report of ${r.program.title}, ${formatLongDateTime(r.time)}`}
              >
                Read
              </Button>
            }
          >
            <ListItemText
              primary={`${r.program.title}, ${formatLongDateTime(r.time)}`}
              secondary={[
                r.tutor ? `${r.tutor.firstName} ${r.tutor.lastName}` : null,
                r.rating !== null ? `Progress ${r.rating} of 5` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
      {open && (
        <ReportDialog reportKey={open} childKey={asGuardian ? studentKey : undefined} onClose={() => setOpen(null)} />
      )}
    </Paper>
  );
}
