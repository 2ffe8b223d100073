import type { ArticleKind } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Pager, usePageParams } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { ArticleCard } from './ArticleCard';
import { articleKinds, articlePath, fetchArticles } from './articles.api';

/** /admin/blogs and /admin/news: every card, drafts first, each opening its editor at the manage route. */
export function ManageArticlesPage({ kind }: { kind: ArticleKind }) {
  const { page, limit, setPage, setLimit } = usePageParams();
  const [search, setSearch] = useState('');
  const articles = useQuery({
    queryKey: ['articles', kind, 'manage', { page, limit, search }],
    queryFn: () => fetchArticles(kind, page, limit, { manage: true, search }),
    placeholderData: keepPreviousData,
  });
  const { adminTitle, noun } = articleKinds[kind];
  return (
    <ListPage
      title={adminTitle}
      action={
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          component={RouterLink}
          to={articlePath(kind, 'new', true)}
        >
          New {noun}
        </Button>
      }
    >
      <TextField
        type="search"
        size="small"
        label="Search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value.slice(0, 100));
          setPage(1);
        }}
        sx={{ mb: 3, width: { xs: '100%', sm: 320 } }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {articles.isPending
          ? [1, 2, 3].map((n) => <Skeleton key={n} variant="rounded" height={320} />)
          : articles.data?.items.map((article) => (
              <ArticleCard key={article.key} kind={kind} article={article} admin />
            ))}
      </Box>
      {articles.data?.items.length === 0 && (
        <Typography sx={{ py: 6 }}>{search ? 'Nothing matches your search.' : `No ${noun}s yet.`}</Typography>
      )}
      <Pager
        page={page}
        limit={limit}
        total={articles.data?.total ?? 0}
        onPageChange={setPage}
        onLimitChange={setLimit}
        disabled={articles.isPending}
      />
    </ListPage>
  );
}

export const ManageBlogsPage = () => <ManageArticlesPage kind="BLOG" />;
export const ManageNewsPage = () => <ManageArticlesPage kind="NEWS" />;
