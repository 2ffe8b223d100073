import { type ArticleCategoryInput, articleCategoryInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { FormActions } from '../../ui/form/FormActions';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { ConfirmDelete } from '../programs/ConfirmDelete';
import { slugFromTitle, TitleSlugFields } from '../programs/TitleSlugFields';
import { deleteArticleCategory, fetchArticleCategories, imageRefOf, saveArticleCategory } from './articles.api';
import { useSaveArticles } from './useSaveArticles';

type Category = Awaited<ReturnType<typeof fetchArticleCategories>>[number];
const formSchema = articleCategoryInput.extend({ slug: slugFromTitle(articleCategoryInput.shape.slug) });

const fetchPage = async (page: number, limit: number) => {
  const all = await fetchArticleCategories();
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
};

function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const form = useForm<z.input<typeof formSchema>, unknown, ArticleCategoryInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: category?.title ?? '', slug: category?.slug ?? '' },
  });
  const save = useSaveArticles(form.setError);
  const submit = form.handleSubmit((values) =>
    save(
      () => saveArticleCategory({ ...values, images: category?.images.map(imageRefOf) ?? [] }, category?.key),
      onDone,
    ),
  );
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TitleSlugFields control={form.control} />
      <FormActions pending={form.formState.isSubmitting} onCancel={onDone}>
        {category ? 'Save category' : 'Create category'}
      </FormActions>
    </Stack>
  );
}

/** /admin/articles/categories: categories shared by blogs and news (the public filters). */
export function ArticleCategoriesPage() {
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const columns: DataGridColumn<Category>[] = [
    {
      key: 'title',
      header: 'Category',
      render: (row) => <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>,
    },
    { key: 'slug', header: 'Slug' },
    { key: 'articlesCount', header: 'Articles', align: 'right' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <>
          <IconButton aria-label={`Edit ${row.title}`} onClick={() => setEditing(row)}>
            <EditRounded />
          </IconButton>
          <ConfirmDelete label={row.title} remove={() => deleteArticleCategory(row.key)} invalidate={['articles']} />
        </>
      ),
    },
  ];
  return (
    <ListPage
      title="Article Categories"
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          New category
        </Button>
      }
    >
      <DataGrid
        queryKey={['articles', 'categories', 'grid']}
        columns={columns}
        fetcher={fetchPage}
        getRowId={(row) => row.key}
        ariaLabel="Article categories"
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
