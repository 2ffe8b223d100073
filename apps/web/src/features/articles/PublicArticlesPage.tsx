import type { ArticleKind } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Pager, usePageParams } from '../../ui/data-grid';
import { ArticleCard } from './ArticleCard';
import { articleKinds, categoryFilterPath, fetchArticleCategories, fetchArticles } from './articles.api';

const intros: Record<ArticleKind, string> = {
  BLOG: 'Ideas and advice for parents, students and tutors: reading, maths, study habits and more.',
  NEWS: 'What is new at Chalkline: programs, classes, timetables and school news.',
};

/** /blogs and /news: published cards, newest first, filtered by `?category={slug}` and paged by the server. */
export function PublicArticlesPage({ kind }: { kind: ArticleKind }) {
  const [params] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const { page, limit, setPage, setLimit } = usePageParams();
  const articles = useQuery({
    queryKey: ['articles', kind, 'public', { page, limit, category }],
    queryFn: () => fetchArticles(kind, page, limit, { category }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: ['articles', 'categories'], queryFn: fetchArticleCategories });
  const { title, publicPath } = articleKinds[kind];
  const current = categories.data?.find((c) => c.slug === category);

  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '2rem', md: '3rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intros[kind]}
      </Typography>
      <Stack component="nav" aria-label="Categories" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 4 }}>
        <Chip
          component={RouterLink}
          to={publicPath}
          clickable
          label="All"
          color={category ? 'default' : 'primary'}
          aria-current={category ? undefined : 'page'}
        />
        {categories.data
          ?.filter((c) => c.published[kind] > 0 || c.slug === category)
          .map((c) => (
            <Chip
              key={c.key}
              component={RouterLink}
              to={categoryFilterPath(kind, c.slug)}
              clickable
              label={c.title}
              color={c.slug === category ? 'primary' : 'default'}
              aria-current={c.slug === category ? 'page' : undefined}
            />
          ))}
      </Stack>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {articles.isPending
          ? [1, 2, 3].map((n) => <Skeleton key={n} variant="rounded" height={360} />)
          : articles.data?.items.map((article) => <ArticleCard key={article.key} kind={kind} article={article} />)}
      </Box>
      {articles.data?.items.length === 0 && (
        <Typography sx={{ py: 6 }}>
          {current ? `Nothing in ${current.title} yet.` : 'Nothing published yet. Please come back soon.'}
        </Typography>
      )}
      <Pager
        page={page}
        limit={limit}
        total={articles.data?.total ?? 0}
        onPageChange={setPage}
        onLimitChange={setLimit}
        disabled={articles.isPending}
      />
    </Container>
  );
}

export const PublicBlogsPage = () => <PublicArticlesPage kind="BLOG" />;
export const PublicNewsPage = () => <PublicArticlesPage kind="NEWS" />;
