import { type ArticleDetail, type ArticleInput, type ArticleKind, articleInput, platform } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormSelectField } from '../../ui/form/FormSelectField';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton';
import { FormTextField } from '../../ui/form/FormTextField';
import { ImagePicker } from '../../ui/ImagePicker';
import { ListPage } from '../../ui/ListPage';
import { RichTextEditor } from '../../ui/rich-text';
import { useToast } from '../../ui/toast';
import { ConfirmDelete } from '../programs/ConfirmDelete';
import { slugFromTitle } from '../programs/TitleSlugFields';
import { authorName } from './ArticleCard';
import {
  articleKinds,
  articlePath,
  deleteArticle,
  fetchArticle,
  fetchArticleCategories,
  fetchAuthors,
  imageRefOf,
  saveArticle,
  uploadArticleImage,
} from './articles.api';
import { useSaveArticles } from './useSaveArticles';

const formSchema = articleInput.extend({
  slug: slugFromTitle(articleInput.shape.slug),
  // The select's "No author" is an empty value.
  authorKey: z.preprocess((value) => (value === '' ? null : value), articleInput.shape.authorKey),
});
type FormValues = z.input<typeof formSchema>;

/** /admin/blogs/{slug} and /admin/news/{slug} (`new` for a new one): write, illustrate, categorise, publish. */
export function ArticleEditorPage({ kind }: { kind: ArticleKind }) {
  const { slug = 'new' } = useParams();
  const isNew = slug === 'new';
  const article = useQuery({
    queryKey: ['articles', kind, 'detail', slug],
    queryFn: () => fetchArticle(kind, slug),
    enabled: !isNew,
  });
  const { noun, adminPath } = articleKinds[kind];
  const title = isNew ? `New ${noun}` : `Edit ${noun}`;
  if (!isNew && article.isPending) {
    return (
      <ListPage title={title}>
        <Skeleton variant="rounded" height={480} />
      </ListPage>
    );
  }
  if (!isNew && article.isError) {
    return (
      <ListPage title={title}>
        <Alert severity="error">{article.error.message}</Alert>
        <Button component={RouterLink} to={adminPath} sx={{ mt: 2 }}>
          ← Back
        </Button>
      </ListPage>
    );
  }
  return (
    <ListPage title={title}>
      <ArticleForm key={article.data?.updatedAt ?? 'new'} kind={kind} article={article.data} />
    </ListPage>
  );
}

function ArticleForm({ kind, article }: { kind: ArticleKind; article?: ArticleDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const authors = useQuery({ queryKey: ['articles', 'authors'], queryFn: fetchAuthors });
  const categories = useQuery({ queryKey: ['articles', 'categories'], queryFn: fetchArticleCategories });
  const [files, setFiles] = useState<File[]>([]);
  const [thumbnail, setThumbnail] = useState<string | null>(article?.thumbnail ?? null);
  const form = useForm<FormValues, unknown, ArticleInput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: article?.title ?? '',
      slug: article?.slug ?? '',
      summary: article?.summary ?? '',
      content: article?.content ?? '',
      authorKey: article?.author?.key ?? '',
      categoryKeys: article?.categories.map((c) => c.key) ?? [],
      published: article?.published ?? false,
    },
  });
  const save = useSaveArticles(form.setError);
  const { adminPath, noun } = articleKinds[kind];

  const submit = form.handleSubmit((values) =>
    save(
      async () => {
        const picked = files[0] ? (await uploadArticleImage(files[0])).key : thumbnail ? imageRefOf(thumbnail) : null;
        return saveArticle(kind, { ...values, thumbnail: picked }, article?.key);
      },
      (answer) => navigate(articlePath(kind, answer.data.article.slug, true), { replace: true }),
    ),
  );
  const uploadInline = async (file: File) => {
    try {
      return (await uploadArticleImage(file)).url;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The image could not be uploaded');
      throw error;
    }
  };

  const serverError = form.formState.errors.root?.server?.message;
  const authorOptions = [
    { value: '', label: 'No author' },
    ...(authors.data ?? []).map((a) => ({ value: a.key, label: authorName(a) ?? '' })),
  ];
  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={submit} sx={{ maxWidth: 900 }}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <FormTextField control={form.control} name="title" label="Title" required autoFocus={!article} />
      <FormTextField
        control={form.control}
        name="slug"
        label="Slug"
        helperText="Left empty, it is made from the title"
      />
      <FormTextField
        control={form.control}
        name="summary"
        label="Summary"
        required
        multiline
        minRows={3}
        helperText="Shown on the card (up to 4 lines) and in link previews"
      />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Thumbnail
        </Typography>
        {thumbnail && !files.length && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
            <Box
              component="img"
              src={thumbnail}
              alt="Current thumbnail"
              sx={{ width: 240, maxWidth: '100%', borderRadius: 2 }}
            />
            <Button onClick={() => setThumbnail(null)}>Remove thumbnail</Button>
          </Stack>
        )}
        <ImagePicker id="article-thumbnail" files={files} onChange={setFiles} />
      </Box>
      <FormSelectField control={form.control} name="authorKey" label="Author" options={authorOptions} />
      <Controller
        control={form.control}
        name="categoryKeys"
        render={({ field, fieldState }) => {
          const chosen = field.value ?? [];
          return (
            <Box role="group" aria-label="Categories">
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                Categories
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {categories.data?.map((c) => {
                  const on = chosen.includes(c.key);
                  return (
                    <Chip
                      key={c.key}
                      label={c.title}
                      clickable
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      aria-pressed={on}
                      onClick={() => field.onChange(on ? chosen.filter((k) => k !== c.key) : [...chosen, c.key])}
                    />
                  );
                })}
                {categories.data?.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    No categories yet.
                  </Typography>
                )}
              </Stack>
              {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </Box>
          );
        }}
      />
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Content"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            minHeight={platform.editor.minHeight}
            maxHeight={platform.editor.maxHeight}
            onImageUpload={uploadInline}
            placeholder={`Write the ${noun} here`}
          />
        )}
      />
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={Boolean(field.value)} onChange={(_e, on) => field.onChange(on)} />}
            label={field.value ? 'Published: everyone can read it' : 'Draft: only admins can see it'}
          />
        )}
      />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button component={RouterLink} to={adminPath}>
            Back
          </Button>
          {article && (
            <Button component={RouterLink} to={articlePath(kind, article.slug)} target="_blank">
              View
            </Button>
          )}
          {article && (
            <ConfirmDelete
              label={article.title}
              remove={async () => {
                const answer = await deleteArticle(kind, article.key);
                navigate(adminPath, { replace: true });
                return answer;
              }}
              invalidate={['articles']}
            />
          )}
        </Stack>
        <FormSubmitButton pending={form.formState.isSubmitting}>Save {noun}</FormSubmitButton>
      </Stack>
    </Stack>
  );
}

export const BlogEditorPage = () => <ArticleEditorPage kind="BLOG" />;
export const NewsEditorPage = () => <ArticleEditorPage kind="NEWS" />;
