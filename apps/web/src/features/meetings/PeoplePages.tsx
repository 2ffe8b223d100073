import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { personName } from '../../lib/people';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { GuardianCodeDialogButton } from '../families/PairingCodeButton';
import { StudentPerformanceButton } from '../performance/StudentPerformanceButton';
import { fetchStudents, type StudentRow } from './meetings.api';

const studentColumns = (showEmail: boolean, action?: (row: StudentRow) => ReactNode): DataGridColumn<StudentRow>[] => [
  { key: 'name', header: 'Student', render: (row) => personName(row) },
  ...(showEmail ? [{ key: 'email', header: 'Email' }] : []),
  {
    key: 'programs',
    header: 'Programs with a tutor',
    render: (row) => (
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        {row.programs.map((program) => (
          <Chip key={program.key} size="small" label={program.title} />
        ))}
      </Stack>
    ),
  },
  ...(action ? [{ key: 'actions', header: 'Actions', align: 'right' as const, render: action }] : []),
];

/** /accounts/students: a tutor's own students (no emails, platform spec 6). */
export function TutorStudentsPage() {
  return (
    <ListPage title="Students">
      <DataGrid
        queryKey={['students', 'mine']}
        columns={studentColumns(false, (row) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <StudentPerformanceButton student={row} />
            <GuardianCodeDialogButton student={row} />
          </Stack>
        ))}
        fetcher={(p, l) => fetchStudents(p, l)}
        getRowId={(r) => r.key}
        ariaLabel="My students"
        emptyMessage="No students are linked to you yet."
      />
    </ListPage>
  );
}
