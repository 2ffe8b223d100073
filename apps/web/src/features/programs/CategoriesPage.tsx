import type { CategorySummary } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { CategoryForm } from './CategoryForm';
import { ConfirmDelete } from './ConfirmDelete';
import { deleteCategory, fetchCategories, fileUrl } from './programs.api';

/** The categories endpoint answers every category; the grid pages them here, keeping page and limit in the address. */
const fetchPage = async (page: number, limit: number) => {
  const all = await fetchCategories();
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
};

/** /admin/programs/categories: program categories with their images, created and edited in a modal. */
export function CategoriesPage() {
  const [editing, setEditing] = useState<CategorySummary | 'new' | null>(null);
  const columns: DataGridColumn<CategorySummary>[] = [
    {
      key: 'title',
      header: 'Category',
      render: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={row.images[0] ? fileUrl(row.images[0]) : undefined} alt="">
            {row.title.charAt(0)}
          </Avatar>
          <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>
        </Stack>
      ),
    },
    { key: 'slug', header: 'Slug' },
    { key: 'programsCount', header: 'Programs', align: 'right' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <>
          <IconButton aria-label={`Edit ${row.title}`} onClick={() => setEditing(row)}>
            <EditRounded />
          </IconButton>
          <ConfirmDelete label={row.title} remove={() => deleteCategory(row.key)} invalidate={['programs']} />
        </>
      ),
    },
  ];

  return (
    <ListPage
      title="Program Categories"
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          New category
        </Button>
      }
    >
      <DataGrid
        queryKey={['programs', 'categories']}
        columns={columns}
        fetcher={fetchPage}
        getRowId={(row) => row.key}
        ariaLabel="Program categories"
        emptyMessage="No categories yet."
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New category' : 'Edit category'}
      >
        {(close) => editing && <CategoryForm category={editing === 'new' ? undefined : editing} onDone={close} />}
      </Modal>
    </ListPage>
  );
}
