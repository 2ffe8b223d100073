import type { ProgramSummary } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../lib/people';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { ConfirmDelete } from './ConfirmDelete';
import { classesHeldText } from './ProgramCard';
import { ProgramForm } from './ProgramForm';
import { deleteProgram, fetchPrograms, fileUrl, programPath } from './programs.api';

/** /admin/programs: every program (server-paged), created and edited in a modal, deleted after confirming. */
export function AllProgramsPage() {
  const [editing, setEditing] = useState<ProgramSummary | 'new' | null>(null);
  const columns: DataGridColumn<ProgramSummary>[] = [
    {
      key: 'title',
      header: 'Program',
      render: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={row.thumbnail ? fileUrl(row.thumbnail) : undefined} alt="">
            {row.title.charAt(0)}
          </Avatar>
          <Link component={RouterLink} to={programPath(row)} sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
        </Stack>
      ),
    },
    { key: 'category', header: 'Category', render: (row) => row.category.title },
    { key: 'tutors', header: 'Tutors', render: (row) => row.tutors.map(personName).join(', ') || '—' },
    { key: 'held', header: 'Classes', render: (row) => classesHeldText(row.classesHeld.length) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton aria-label={`Edit ${row.title}`} onClick={() => setEditing(row)}>
            <EditRounded />
          </IconButton>
          <ConfirmDelete label={row.title} remove={() => deleteProgram(row.key)} invalidate={['programs']} />
        </Box>
      ),
    },
  ];

  return (
    <ListPage
      title="All Programs"
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          New program
        </Button>
      }
    >
      <DataGrid
        queryKey={['programs', 'admin']}
        columns={columns}
        fetcher={(page, limit) => fetchPrograms(page, limit)}
        getRowId={(row) => row.key}
        ariaLabel="Programs"
        emptyMessage="No programs yet."
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New program' : 'Edit program'}
      >
        {(close) => editing && <ProgramForm program={editing === 'new' ? undefined : editing} onDone={close} />}
      </Modal>
    </ListPage>
  );
}
