import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../lib/people';
import { CopyButton } from '../../ui/CopyButton';
import { DataGrid } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { ClassroomSettingsDialog } from './ClassroomSettingsDialog';
import { LiveClassesNav } from './LiveClassesNav';
import { LiveBadge } from './LiveParticipants';
import {
  absoluteLink,
  fetchProgramClassrooms,
  fetchStudentClassrooms,
  type ProgramClassroom,
  type StudentClassroom,
} from './meetings.api';

function LinkCell({ link }: { link: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Link component={RouterLink} to={link} sx={{ wordBreak: 'break-all' }}>
        {link}
      </Link>
      <CopyButton text={absoluteLink(link)} variant="icon" label="Copy classroom link" />
    </Stack>
  );
}

/**
 * /admin/meetings/students: each student's own classroom link with a copy button, whether it is live and who is
 * in it, and its settings.
 */
export function StudentClassroomsPage() {
  return (
    <ListPage title="Students' Classrooms">
      <LiveClassesNav />
      <DataGrid<StudentClassroom>
        queryKey={['classrooms', 'students']}
        columns={[
          { key: 'student', header: 'Student', render: (row) => personName(row.student) },
          { key: 'email', header: 'Email', render: (row) => row.student.email ?? '' },
          { key: 'live', header: 'Now', render: (row) => <LiveBadge live={row.live} /> },
          { key: 'link', header: 'Classroom link', render: (row) => <LinkCell link={row.link} /> },
          {
            key: 'settings',
            header: 'Settings',
            render: (row) => (
              <ClassroomSettingsDialog classroom={row} title={personName(row.student)} settings={row.settings} />
            ),
          },
        ]}
        fetcher={(page, limit) => fetchStudentClassrooms(page, limit)}
        getRowId={(row) => row.student.key}
        ariaLabel="Students' classrooms"
      />
    </ListPage>
  );
}

/**
 * /admin/meetings/programs: each program's group classroom link (meeting id `program`) with a copy button, whether
 * it is live and who is in it, and its settings.
 */
export function ProgramClassroomsPage() {
  return (
    <ListPage title="Programs' Classrooms">
      <LiveClassesNav />
      <DataGrid<ProgramClassroom>
        queryKey={['classrooms', 'programs']}
        columns={[
          { key: 'program', header: 'Program', render: (row) => row.program.title },
          { key: 'live', header: 'Now', render: (row) => <LiveBadge live={row.live} /> },
          { key: 'link', header: 'Classroom link', render: (row) => <LinkCell link={row.link} /> },
          {
            key: 'settings',
            header: 'Settings',
            render: (row) => (
              <ClassroomSettingsDialog classroom={row} title={row.program.title} settings={row.settings} />
            ),
          },
        ]}
        fetcher={(page, limit) => fetchProgramClassrooms(page, limit)}
        getRowId={(row) => row.program.key}
        ariaLabel="Programs' classrooms"
      />
    </ListPage>
  );
}
