import type { AdminGuardian } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { formatLongDate } from '../../../lib/format';
import { DataGrid, type DataGridColumn, usePageParams } from '../../../ui/data-grid';
import { ListPage } from '../../../ui/ListPage';
import { usePeopleSearch } from '../../../ui/PeopleSearch';
import { familiesKey } from '../../families/families.api';
import { GuardianDialog } from './GuardianDialog';

/** GET /admin/guardians: one page of guardian accounts with their children, optionally searched. */
export const fetchGuardianAccounts = async (page: number, limit: number, search?: string) =>
  (await api.get('/admin/guardians', { query: { page, limit, search: search || undefined } })).data;

const childrenOf = (g: AdminGuardian) =>
  g.children.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      None yet
    </Typography>
  ) : (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {g.children.map((c) => (
        <Chip key={c.key} size="small" label={`${c.firstName} ${c.lastName}`} />
      ))}
    </Box>
  );

/**
 * /admin/guardians (ADR 0085): guardian accounts, server-paged and searched by name or email like the tutors and
 * students lists, each with their children; a row opens the guardian to link or unlink children and read each
 * child's consent.
 */
export function GuardiansPage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { setPage } = usePageParams();
  const { search, field } = usePeopleSearch('Search guardians', () => setPage(1));
  const [openRow, setOpenRow] = useState<AdminGuardian | null>(null);
  const open = (g: AdminGuardian) => setOpenRow(g);
  const close = () => setOpenRow(null);

  const manage = (g: AdminGuardian) => (
    <Button size="small" variant="outlined" onClick={() => open(g)} aria-label={`Open ${g.firstName} ${g.lastName}`}>
      Open
    </Button>
  );
  const columns: DataGridColumn<AdminGuardian>[] = narrow
    ? [
        {
          key: 'guardian',
          header: 'Guardian',
          render: (g) => (
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Typography
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >{`${g.firstName} ${g.lastName}`}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {g.email}
              </Typography>
              {childrenOf(g)}
              <Box>{manage(g)}</Box>
            </Box>
          ),
        },
      ]
    : [
        {
          key: 'name',
          header: 'Guardian',
          render: (g) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {`${g.firstName} ${g.lastName}`}
              {g.suspended && <Chip size="small" color="warning" label="Suspended" />}
            </Box>
          ),
        },
        { key: 'email', header: 'Email', render: (g) => <Box sx={{ overflowWrap: 'anywhere' }}>{g.email}</Box> },
        { key: 'children', header: 'Children', render: childrenOf },
        { key: 'createdAt', header: 'Joined', render: (g) => formatLongDate(g.createdAt) },
        { key: 'actions', header: 'Actions', align: 'right', render: manage },
      ];

  return (
    <ListPage title="Guardians">
      {field}
      <DataGrid
        queryKey={[...familiesKey, 'guardian-accounts', search]}
        columns={columns}
        fetcher={(page, limit) => fetchGuardianAccounts(page, limit, search)}
        getRowId={(g) => g.key}
        ariaLabel="Guardians"
        emptyMessage={search ? `No guardian matches “${search}”.` : 'No guardians yet.'}
      />
      <OpenGuardian row={openRow} onClose={close} fullScreen={narrow} />
    </ListPage>
  );
}

/** The open guardian, read again after each link or unlink (the families queries are invalidated). */
function OpenGuardian({
  row,
  onClose,
  fullScreen,
}: {
  row: AdminGuardian | null;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const fresh = useQuery({
    queryKey: [...familiesKey, 'guardian-accounts', 'one', row?.email],
    queryFn: () => fetchGuardianAccounts(1, 10, row!.email),
    enabled: row !== null,
  });
  const current = fresh.data?.items.find((g) => g.key === row?.key) ?? row;
  return <GuardianDialog guardian={current} onClose={onClose} fullScreen={fullScreen} />;
}
