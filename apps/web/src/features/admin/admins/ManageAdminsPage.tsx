import type { AuthUser, MemberRole } from '@chalkline/contracts';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userCan } from '../../../lib/permissions';
import { DataGrid, type DataGridColumn } from '../../../ui/data-grid';
import { Modal } from '../../../ui/Modal';
import { roleBadge, sidebarName, UserAvatar } from '../../accounts/UserAvatar';
import { useSession } from '../../auth/useSession';
import { adminsKey, fetchAdmins } from './adminsApi';
import { CreateAdminForm } from './CreateAdminForm';

/** Master admins stand out in the list. */
const chipColor: Record<MemberRole, 'warning' | 'default'> = {
  MASTER: 'warning',
  MANAGER: 'default',
  TUTOR: 'default',
  STUDENT: 'default',
};

const columns: readonly DataGridColumn<AuthUser>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (admin) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <UserAvatar user={admin} size={32} />
        <span>{sidebarName(admin)}</span>
      </Box>
    ),
  },
  { key: 'email', header: 'Email' },
  {
    key: 'role',
    header: 'Role',
    render: (admin) => <Chip size="small" label={roleBadge(admin.memberRole)} color={chipColor[admin.memberRole]} />,
  },
];

/** Manage Admins: every admin, paged here in the browser; a master admin may create more (platform spec 6). */
export function ManageAdminsPage() {
  const user = useSession();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const mayCreate = userCan(user, 'admins.create');

  const fetchPage = async (page: number, limit: number) => {
    const all = await queryClient.fetchQuery({ queryKey: adminsKey, queryFn: fetchAdmins, staleTime: 10_000 });
    return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
  };

  const handleCreated = () => {
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: adminsKey });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          Manage Admins
        </Typography>
        {mayCreate && (
          <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => setCreating(true)}>
            Create admin
          </Button>
        )}
      </Box>
      <DataGrid
        queryKey={[...adminsKey, 'page']}
        columns={columns}
        fetcher={fetchPage}
        getRowId={(admin) => admin.key}
        ariaLabel="Admins"
        emptyMessage="No admins yet."
      />
      {mayCreate && (
        <Modal open={creating} onClose={() => setCreating(false)} title="Create admin" maxWidth="md">
          {(close) => <CreateAdminForm onCreated={handleCreated} onCancel={close} />}
        </Modal>
      )}
    </Box>
  );
}
