import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import { Pager } from './Pager';
import { usePageParams } from './usePageParams';

export interface DataGridColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]` as text. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

/** One page of a server-paged list. */
export interface PageResult<T> {
  items: T[];
  total: number;
}

export interface DataGridProps<T> {
  /** Query key prefix of this list; page and limit are appended. */
  queryKey: readonly unknown[];
  columns: readonly DataGridColumn<T>[];
  fetcher: (page: number, limit: number) => Promise<PageResult<T>>;
  getRowId: (row: T) => string;
  emptyMessage?: ReactNode;
  onRowClick?: (row: T) => void;
  ariaLabel?: string;
}

const cellText = (row: unknown, key: string): ReactNode => {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  return value === null || value === undefined ? '' : String(value);
};

/**
 * Under 600 px the table stacks: each row becomes a block and each cell a line with its column's name on the
 * left, so every cell, the actions included, is on screen without sideways scrolling (issue 14). The header
 * row stays for screen readers; the elements keep their table roles.
 */
const stackedOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': visuallyHidden,
    '& tbody, & tbody tr, & tbody td': { display: 'block', width: '100%' },
    '& tbody tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody td': {
      display: 'flex',
      // Right-aligned cells are row-reverse in MUI; the name stays on the left, the value on the right.
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
      flexWrap: 'wrap',
      columnGap: 2,
      rowGap: 0.5,
      border: 0,
      py: 0.75,
      textAlign: 'right',
      // A long word or a chip that does not wrap shrinks and breaks within the row rather than widening the
      // table past the phone's width (WCAG 1.4.10; a table that scrolls sideways is also a scroll region the
      // keyboard cannot reach).
      overflowWrap: 'anywhere',
      '& > *': { minWidth: 0, maxWidth: '100%' },
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 600,
      color: theme.palette.text.secondary,
      textAlign: 'left',
    },
  },
});

/**
 * A column's header cell content: a column left without a visible name (a row's buttons) is still named
 * "Actions" for screen readers, so no header cell is empty (axe's empty-table-header).
 */
const headerOf = (header: ReactNode): ReactNode =>
  header === '' ? (
    <Box component="span" sx={visuallyHidden}>
      Actions
    </Box>
  ) : (
    header
  );

/** A column's name as the stacked layout shows it beside each cell (text headers only). */
const labelOf = (header: ReactNode): string | undefined => (typeof header === 'string' ? header : undefined);

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong loading this list.';

/**
 * A server-paged table (platform spec 2.6, 2.7). Page (one-based) and limit live in the address;
 * `fetcher` is called through TanStack Query with them.
 */
export function DataGrid<T>({
  queryKey,
  columns,
  fetcher,
  getRowId,
  emptyMessage = 'Nothing to show yet.',
  onRowClick,
  ariaLabel,
}: DataGridProps<T>) {
  const { page, limit, setPage, setLimit } = usePageParams();
  const query = useQuery({
    queryKey: [...queryKey, { page, limit }],
    queryFn: () => fetcher(page, limit),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  let body: ReactNode;
  if (query.isPending) {
    body = Array.from({ length: Math.min(limit, 5) }, (_, rowIndex) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
      <TableRow key={rowIndex}>
        {columns.map((column) => (
          <TableCell key={column.key}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (query.isError && !query.data) {
    body = (
      <TableRow>
        <TableCell colSpan={columns.length}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                Retry
              </Button>
            }
          >
            {errorText(query.error)}
          </Alert>
        </TableCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyMessage}</Typography>
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => (
      <TableRow
        key={getRowId(row)}
        hover
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        sx={onRowClick ? { cursor: 'pointer' } : undefined}
      >
        {columns.map((column) => (
          <TableCell key={column.key} align={column.align} data-label={labelOf(column.header)}>
            {column.render ? column.render(row) : cellText(row, column.key)}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{query.isFetching && !query.isPending && <LinearProgress />}</Box>
      <TableContainer>
        <Table aria-label={ariaLabel} aria-busy={query.isFetching} size="medium" sx={stackedOnPhones}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ width: column.width, fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'background.default' }}
                >
                  {headerOf(column.header)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <Pager
        page={page}
        limit={limit}
        total={total}
        onPageChange={setPage}
        onLimitChange={setLimit}
        disabled={query.isPending}
      />
    </Paper>
  );
}
