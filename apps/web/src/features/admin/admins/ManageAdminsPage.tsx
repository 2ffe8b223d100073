import {
  type AdminSummary,
  adminPermissionGroups,
  holdsChosenGroups,
  type MemberRole,
  ordinaryPermissions,
} from '@chalkline/contracts';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userCan } from '../../../lib/permissions';
import { Modal } from '../../../ui/Modal';
import { roleBadge, sidebarName, UserAvatar } from '../../accounts/UserAvatar';
import { type SessionUser, sessionKey, useSession } from '../../auth/useSession';
import { AdminActions } from './AdminActions';
import { adminsKey, fetchAdmins } from './adminsApi';
import { CreateAdminForm } from './CreateAdminForm';
import { EditAdminDialog } from './EditAdminDialog';

/** Master admins stand out in the list. */
const chipColor: Record<MemberRole, 'warning' | 'default'> = {
  MASTER: 'warning',
  MANAGER: 'default',
  TUTOR: 'default',
  STUDENT: 'default',
  GUARDIAN: 'default',
};

const groupLabels = Object.fromEntries(Object.entries(adminPermissionGroups).map(([key, g]) => [key, g.label]));

/**
 * "All groups" for a master; for a manager "All ordinary groups" when they hold every ordinary permission, else
 * the labels of the groups whose page they may open (the first three and how many more).
 */
export function groupsSummary(admin: AdminSummary): string {
  if (!holdsChosenGroups(admin.memberRole)) return 'All groups';
  const held = new Set(admin.permissions);
  const pages = admin.permissions.filter((p) => p.endsWith('.access')).map((p) => groupLabels[p.split('.')[0]!]);
  if (!pages.length) return 'No groups yet';
  if (ordinaryPermissions.every((p) => held.has(p))) {
    const extra = pages.length - ordinaryPermissions.filter((p) => p.endsWith('.access')).length;
    return extra > 0 ? `All ordinary groups and ${extra} restricted` : 'All ordinary groups';
  }
  return pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ');
}

function StatusChips({ admin }: { admin: AdminSummary }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" label={roleBadge(admin.memberRole)} color={chipColor[admin.memberRole]} />
      {admin.suspended && <Chip size="small" label="Suspended" color="error" variant="outlined" />}
    </Box>
  );
}

interface ListProps {
  admins: readonly AdminSummary[];
  user: SessionUser;
  onEdit: (admin: AdminSummary) => void;
  onChanged: () => void;
}

function AdminTable({ admins, user, onEdit, onChanged }: ListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Admins">
        <TableHead>
          <TableRow>
            {['Name', 'Email', 'Role', 'Groups', 'Actions'].map((header) => (
              <TableCell key={header} sx={{ fontWeight: 700, bgcolor: 'background.default' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((admin) => (
            <TableRow key={admin.key} sx={admin.suspended ? { opacity: 0.7 } : undefined}>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <UserAvatar user={admin} size={32} />
                  <span>{sidebarName(admin)}</span>
                </Box>
              </TableCell>
              <TableCell>{admin.email}</TableCell>
              <TableCell>
                <StatusChips admin={admin} />
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <Typography variant="body2">{groupsSummary(admin)}</Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminActions admin={admin} user={user} onEdit={onEdit} onChanged={onChanged} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AdminCards({ admins, user, onEdit, onChanged }: ListProps) {
  return (
    <Box component="ul" aria-label="Admins" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {admins.map((admin) => (
        <Card key={admin.key} component="li" variant="outlined" sx={admin.suspended ? { opacity: 0.8 } : undefined}>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
              <UserAvatar user={admin} size={40} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{sidebarName(admin)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {admin.email}
                </Typography>
              </Box>
            </Box>
            <StatusChips admin={admin} />
            <Typography variant="body2">{groupsSummary(admin)}</Typography>
            <AdminActions admin={admin} user={user} onEdit={onEdit} onChanged={onChanged} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * Manage Admins (platform spec 2.1 `/admins`, 6, 6.1; ADR 0026): every admin with their role, groups and state;
 * creating one, editing a manager's groups, suspending, restoring and deleting, each for those allowed. A table on
 * wide screens, cards below 1200 px (so below 768 px too).
 */
export function ManageAdminsPage() {
  const user = useSession();
  const queryClient = useQueryClient();
  const theme = useTheme();
  // Below 1200 px the sidebar leaves too little room for five columns: cards then (and always below 768 px).
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminSummary | null>(null);
  const admins = useQuery({ queryKey: adminsKey, queryFn: fetchAdmins });
  const mayCreate = userCan(user, 'admins.create');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminsKey });
    // A change to someone else never changes what the viewer may do, but a refreshed session costs little.
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  };

  if (!user) return null;
  const List = narrow ? AdminCards : AdminTable;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, display: 'grid', gap: 3 }}>
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
      {admins.isPending && <Skeleton variant="rounded" height={240} />}
      {admins.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => admins.refetch()}>
              Retry
            </Button>
          }
        >
          {admins.error.message}
        </Alert>
      )}
      {admins.data && <List admins={admins.data} user={user} onEdit={setEditing} onChanged={refresh} />}
      {mayCreate && (
        <Modal open={creating} onClose={() => setCreating(false)} title="Create admin" maxWidth="md">
          {(close) => (
            <CreateAdminForm
              user={user}
              onCreated={() => {
                setCreating(false);
                refresh();
              }}
              onCancel={close}
            />
          )}
        </Modal>
      )}
      {editing && (
        <EditAdminDialog
          admin={editing}
          user={user}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Box>
  );
}
