import Box from '@mui/material/Box';
import { ListPage } from '../../ui/ListPage';
import { useSession } from '../auth/useSession';
import { LessonReportsList } from '../lesson-reports/LessonReportsList';
import { StudentPerformance } from './StudentPerformance';

/** /accounts/performance: the student's own Grading & Performance. */
export function PerformancePage() {
  const user = useSession();
  return (
    <ListPage title="Grading & Performance">
      {user && <StudentPerformance studentKey={user.key} headingLevel={2} />}
      {user && (
        <Box sx={{ mt: 3 }}>
          <LessonReportsList studentKey={user.key} />
        </Box>
      )}
    </ListPage>
  );
}
