import type { PersonSummary } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { Modal } from '../../ui/Modal';
import { personName } from '../schedules/schedules.api';
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

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

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
    <Page title="Students">
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
    </Page>
  );
}

/** /accounts/students: a tutor's own students (no emails, platform spec 6). */
export function TutorStudentsPage() {
  return (
    <Page title="Students">
      <DataGrid
        queryKey={['students', 'mine']}
        columns={studentColumns(false)}
        fetcher={(p, l) => fetchStudents(p, l)}
        getRowId={(r) => r.key}
        ariaLabel="My students"
        emptyMessage="No students are linked to you yet."
      />
    </Page>
  );
}

/** /admin/tutors: every tutor. */
export function AdminTutorsPage() {
  const columns: DataGridColumn<PersonSummary>[] = [
    { key: 'name', header: 'Tutor', render: (row) => personName(row) },
    { key: 'email', header: 'Email' },
  ];
  return (
    <Page title="Tutors">
      <DataGrid
        queryKey={['tutors', 'admin']}
        columns={columns}
        fetcher={(p, l) => fetchTutors(p, l)}
        getRowId={(r) => r.key}
        ariaLabel="Tutors"
      />
    </Page>
  );
}
