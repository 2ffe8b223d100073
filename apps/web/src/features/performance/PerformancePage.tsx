import { ListPage } from '../../ui/ListPage';
import { useSession } from '../auth/useSession';
import { StudentPerformance } from './StudentPerformance';

/** /accounts/performance: the student's own Grading & Performance. */
export function PerformancePage() {
  const user = useSession();
  return (
    <ListPage title="Grading & Performance">
      {user && <StudentPerformance studentKey={user.key} headingLevel={2} />}
    </ListPage>
  );
}
