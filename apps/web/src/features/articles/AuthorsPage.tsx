import { type ArticleAuthor, type ArticleAuthorInput, articleAuthorInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { FormActions } from '../../ui/form/FormActions';
import { FormTextField } from '../../ui/form/FormTextField';
import { ImagePicker } from '../../ui/ImagePicker';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { ConfirmDelete } from '../programs/ConfirmDelete';
import { authorName } from './ArticleCard';
import { deleteAuthor, fetchAuthors, imageRefOf, saveAuthor, uploadArticleImage } from './articles.api';
import { useSaveArticles } from './useSaveArticles';

const fetchPage = async (page: number, limit: number) => {
  const all = await fetchAuthors();
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
};

/** Create or edit an author: names and an optional photo. */
function AuthorForm({ author, onDone }: { author?: ArticleAuthor; onDone: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [keepAvatar, setKeepAvatar] = useState(Boolean(author?.avatar));
  const form = useForm<z.input<typeof articleAuthorInput>, unknown, ArticleAuthorInput>({
    resolver: zodResolver(articleAuthorInput),
    defaultValues: {
      firstName: author?.firstName ?? '',
      lastName: author?.lastName ?? '',
      otherNames: author?.otherNames ?? '',
    },
  });
  const save = useSaveArticles(form.setError);
  const submit = form.handleSubmit((values) =>
    save(async () => {
      const avatar = files[0]
        ? (await uploadArticleImage(files[0])).key
        : keepAvatar && author?.avatar
          ? imageRefOf(author.avatar)
          : null;
      return saveAuthor({ ...values, avatar }, author?.key);
    }, onDone),
  );
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <FormTextField control={form.control} name="firstName" label="First name" required autoFocus />
      <FormTextField control={form.control} name="lastName" label="Last name" required />
      <FormTextField control={form.control} name="otherNames" label="Other names" />
      {keepAvatar && author?.avatar && !files.length && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar src={author.avatar} alt="" />
          <Button size="small" onClick={() => setKeepAvatar(false)}>
            Remove photo
          </Button>
        </Stack>
      )}
      <ImagePicker id="author-avatar" files={files} onChange={setFiles} />
      <FormActions pending={form.formState.isSubmitting} onCancel={onDone}>
        {author ? 'Save author' : 'Create author'}
      </FormActions>
    </Stack>
  );
}

/** /admin/articles/authors: the bylines articles may carry. */
export function AuthorsPage() {
  const [editing, setEditing] = useState<ArticleAuthor | 'new' | null>(null);
  const columns: DataGridColumn<ArticleAuthor>[] = [
    {
      key: 'name',
      header: 'Author',
      render: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={row.avatar ?? undefined} alt="">
            {row.firstName.charAt(0)}
          </Avatar>
          <Typography sx={{ fontWeight: 600 }}>{authorName(row)}</Typography>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <>
          <IconButton aria-label={`Edit ${authorName(row)}`} onClick={() => setEditing(row)}>
            <EditRounded />
          </IconButton>
          <ConfirmDelete label={authorName(row) ?? ''} remove={() => deleteAuthor(row.key)} invalidate={['articles']} />
        </>
      ),
    },
  ];
  return (
    <ListPage
      title="Authors"
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          New author
        </Button>
      }
    >
      <DataGrid
        queryKey={['articles', 'authors']}
        columns={columns}
        fetcher={fetchPage}
        getRowId={(row) => row.key}
        ariaLabel="Authors"
        emptyMessage="No authors yet."
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New author' : 'Edit author'}
      >
        {(close) => editing && <AuthorForm author={editing === 'new' ? undefined : editing} onDone={close} />}
      </Modal>
    </ListPage>
  );
}
