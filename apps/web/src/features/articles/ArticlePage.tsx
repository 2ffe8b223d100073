import type { ArticleKind } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatLongDate } from '../../lib/format';
// The view alone: the index would bring the editor (Tiptap) into a reader's download.
import { RichTextView } from '../../ui/rich-text/RichTextView';
import { authorName } from './ArticleCard';
import { articleKinds, categoryFilterPath, fetchArticle, readTimeText } from './articles.api';

/** /blogs/{slug} and /news/{slug}: one published article (admins may preview their drafts). */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { slug = '' } = useParams();
  const article = useQuery({ queryKey: ['articles', kind, 'detail', slug], queryFn: () => fetchArticle(kind, slug) });
  const { title: listTitle, publicPath } = articleKinds[kind];
  useEffect(() => {
    if (article.data) document.title = `${article.data.title} · Chalkline`;
  }, [article.data]);

  if (article.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Skeleton variant="rounded" height={360} />
      </Container>
    );
  }
  if (article.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{article.error.message}</Alert>
        <Button component={RouterLink} to={publicPath} sx={{ mt: 2 }}>
          ← {listTitle}
        </Button>
      </Container>
    );
  }
  const data = article.data;
  const byline = authorName(data.author);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Button component={RouterLink} to={publicPath} sx={{ mb: 2 }}>
        ← {listTitle}
      </Button>
      {!data.published && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This is a draft: only admins can see it.
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {data.categories.map((c) => (
          <Chip key={c.key} component={RouterLink} to={categoryFilterPath(kind, c.slug)} clickable label={c.title} />
        ))}
      </Stack>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.2 }}
      >
        {data.title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2, mb: 3 }}>
        {byline && (
          <Avatar src={data.author?.avatar ?? undefined} alt="">
            {byline.charAt(0)}
          </Avatar>
        )}
        <Typography color="text.secondary" variant="body2">
          {byline && <>{byline} · </>}
          {formatLongDate(data.publishedAt ?? data.createdAt)} · {readTimeText(data.timeline)}
        </Typography>
      </Stack>
      {data.thumbnail && (
        <Box
          component="img"
          src={data.thumbnail}
          alt=""
          sx={{ width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', borderRadius: 3, mb: 3 }}
        />
      )}
      <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 2 }}>{data.summary}</Typography>
      <RichTextView
        html={data.content}
        sx={{ fontSize: '1.05rem', lineHeight: 1.75, '& h2': { mt: 4, mb: 1 }, '& p': { my: 1.5 } }}
      />
    </Container>
  );
}

export const BlogPage = () => <ArticlePage kind="BLOG" />;
export const NewsPage = () => <ArticlePage kind="NEWS" />;
