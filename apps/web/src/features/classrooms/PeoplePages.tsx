import type { PersonSummary } from '@chalkline/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { personName } from '../../lib/people';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { fetchStudents, fetchTutors, type StudentRow } from './classrooms.api';
import { LinkTutorForm } from './LinkTutorForm';
import { ManageStudentPrograms } from './ManageStudentPrograms';

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

/**
 * /admin/students: every student, with a way to link a tutor for one of their programs, and to switch
 * enrolments on or off and remove tutors.
 */
export function AdminStudentsPage() {
  const [linking, setLinking] = useState<StudentRow | null>(null);
  const [managing, setManaging] = useState<StudentRow | null>(null);
  const columns = studentColumns(true, (row) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => setManaging(row)} aria-label={`Manage ${personName(row)}’s programs`}>
        Programs
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setLinking(row)}
        aria-label={`Link a tutor to ${personName(row)}`}
      >
        Link tutor
      </Button>
    </Stack>
  ));
  return (
    <ListPage title="Students">
      <DataGrid
        queryKey={['students', 'admin']}
        columns={columns}
        fetcher={(p, l) => fetchStudents(p, l)}
        getRowId={(r) => r.key}
        ariaLabel="Students"
      />
      <Modal
        open={linking !== null}
        onClose={() => setLinking(null)}
        title={linking ? `Link a tutor to ${personName(linking)}` : ''}
      >
        {(close) => linking && <LinkTutorForm student={linking} onDone={close} />}
      </Modal>
      <Modal
        open={managing !== null}
        onClose={() => setManaging(null)}
        title={managing ? `${personName(managing)}’s programs` : ''}
      >
        {managing && <ManageStudentPrograms student={managing} />}
      </Modal>
    </ListPage>
  );
}

/** /accounts/students: a tutor's own students (no emails, platform spec 6). */
export function TutorStudentsPage() {
  return (
    <ListPage title="Students">
      <DataGrid
        queryKey={['students', 'mine']}
        columns={studentColumns(false)}
        fetcher={(p, l) => fetchStudents(p, l)}
        getRowId={(r) => r.key}
        ariaLabel="My students"
        emptyMessage="No students are linked to you yet."
      />
    </ListPage>
  );
}

/** /admin/tutors: every tutor. */
export function AdminTutorsPage() {
  const columns: DataGridColumn<PersonSummary>[] = [
    { key: 'name', header: 'Tutor', render: (row) => personName(row) },
    { key: 'email', header: 'Email' },
  ];
  return (
    <ListPage title="Tutors">
      <DataGrid
        queryKey={['tutors', 'admin']}
        columns={columns}
        fetcher={(p, l) => fetchTutors(p, l)}
        getRowId={(r) => r.key}
        ariaLabel="Tutors"
      />
    </ListPage>
  );
}
