import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { personName } from '../../../lib/people';
import { userCan } from '../../../lib/permissions';
import { DataGrid, type DataGridColumn, usePageParams } from '../../../ui/data-grid';
import { ListPage } from '../../../ui/ListPage';
import { Modal } from '../../../ui/Modal';
import { usePeopleSearch } from '../../../ui/PeopleSearch';
import { useSession } from '../../auth/useSession';
import { PersonActions } from './PersonActions';
import { PersonForm } from './PersonForm';
import { fetchManagedPeople, type ManagedPerson, type PeopleGroup } from './people.api';
import { valuesFromPerson } from './personValues';
import { editParam, StudentProfileDialog, studentParam } from './StudentProfileDialog';

const words = {
  tutors: { title: 'Tutors', noun: 'tutor', add: 'Add tutor' },
  students: { title: 'Students', noun: 'student', add: 'Add student' },
} as const;

function StatusChip({ person }: { person: ManagedPerson }) {
  return person.suspended ? <Chip size="small" color="warning" label="Suspended" /> : null;
}

/**
 * An admin's tutors or students (platform spec 6.1): a server-paged list searched by name or email, with
 * create, edit, suspend or restore and delete; a student's row opens their profile with the admin-only fields
 * (`?student=` in the address). Under 600 px each row is a small card.
 */
export function ManagePeoplePage({ group }: { group: PeopleGroup }) {
  const user = useSession();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const { setPage } = usePageParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedPerson | null>(null);
  const { title, noun, add } = words[group];
  const isStudents = group === 'students';
  const { search, field } = usePeopleSearch(`Search ${title.toLowerCase()}`, () => setPage(1));

  const openProfile = (key: string, edit = false) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set(studentParam, key);
      if (edit) params.set(editParam, '1');
      else params.delete(editParam);
      return params;
    });
  const closeProfile = () =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete(studentParam);
      params.delete(editParam);
      return params;
    });
  const saved = async () => {
    setCreating(false);
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: [group] });
  };

  const actions = (row: ManagedPerson) => (
    <PersonActions
      group={group}
      person={row}
      onEdit={() => (isStudents ? openProfile(row.key, true) : setEditing(row))}
      onOpenProfile={isStudents ? () => openProfile(row.key) : undefined}
    />
  );
  const columns: DataGridColumn<ManagedPerson>[] = narrow
    ? [
        {
          key: 'person',
          header: title.slice(0, -1),
          render: (row) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{personName(row)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.phone ?? ''}
                </Typography>
                <StatusChip person={row} />
              </Box>
              {actions(row)}
            </Box>
          ),
        },
      ]
    : [
        {
          key: 'name',
          header: title.slice(0, -1),
          render: (row) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {isStudents ? (
                <Button size="small" onClick={() => openProfile(row.key)} sx={{ p: 0, minWidth: 0, textAlign: 'left' }}>
                  {personName(row)}
                </Button>
              ) : (
                personName(row)
              )}
              <StatusChip person={row} />
            </Box>
          ),
        },
        { key: 'email', header: 'Email', render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.email}</Box> },
        { key: 'phone', header: 'Phone' },
        { key: 'createdAt', header: 'Joined', render: (row) => formatLongDate(row.createdAt) },
        { key: 'actions', header: 'Actions', align: 'right', render: actions },
      ];

  return (
    <ListPage
      title={title}
      action={
        userCan(user, `${group}.create`) && (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
            {add}
          </Button>
        )
      }
    >
      {field}
      <DataGrid
        queryKey={[group, 'manage', search]}
        columns={columns}
        fetcher={(page, limit) => fetchManagedPeople(group, page, limit, search)}
        getRowId={(row) => row.key}
        ariaLabel={title}
        emptyMessage={search ? `No ${noun} matches “${search}”.` : `No ${title.toLowerCase()} yet.`}
      />
      <Modal
        open={creating || editing !== null}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        title={editing ? `Edit ${personName(editing)}` : add}
        maxWidth="md"
        fullScreen={narrow}
      >
        {(close) => (
          <PersonForm
            group={group}
            editing={editing ? { key: editing.key, values: valuesFromPerson(editing) } : undefined}
            onSaved={saved}
            onCancel={close}
          />
        )}
      </Modal>
      {isStudents && (
        <StudentProfileDialog
          key={`${searchParams.get(studentParam)}:${searchParams.get(editParam)}`}
          studentKey={searchParams.get(studentParam)}
          startEditing={searchParams.get(editParam) === '1'}
          onClose={closeProfile}
          fullScreen={narrow}
        />
      )}
    </ListPage>
  );
}

/** /admin/tutors. */
export const AdminTutorsPage = () => <ManagePeoplePage group="tutors" />;
/** /admin/students. */
export const AdminStudentsPage = () => <ManagePeoplePage group="students" />;
