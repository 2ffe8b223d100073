import { hasStudentSite } from '../../lib/permissions';
import { useSession } from '../auth/useSession';
import { StudentProgramsPage } from './StudentProgramsPage';
import { TutorProgramsPage } from './TutorProgramsPage';

/**
 * /accounts/programs: a student's enrolments and programs to enrol in; for anyone else (tutors) the programs
 * they teach, with no enrolment actions.
 */
export function ProgramsPage() {
  const user = useSession();
  if (!user) return null;
  return hasStudentSite(user) ? <StudentProgramsPage /> : <TutorProgramsPage />;
}
