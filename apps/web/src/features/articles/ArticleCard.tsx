import type { ArticleKind, ArticleSummary } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { articlePath, categoryFilterPath, readTimeText } from './articles.api';

/** Lines of text shown before an ellipsis (platform spec 2.7: titles 2, summaries 4). */
const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export const authorName = (author: ArticleSummary['author']) =>
  author ? [author.firstName, author.otherNames, author.lastName].filter(Boolean).join(' ') : null;

export interface ArticleCardProps {
  kind: ArticleKind;
  article: ArticleSummary;
  /** Links to the admin manage route instead of the public page, and marks drafts. */
  admin?: boolean;
}

/** A blog or news card: image, categories (filter links), title, summary, author, date and read time. */
export function ArticleCard({ kind, article, admin = false }: ArticleCardProps) {
  const to = articlePath(kind, article.slug, admin);
  const date = article.publishedAt ?? article.createdAt;
  const byline = authorName(article.author);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <RouterLink to={to} tabIndex={-1} aria-hidden>
        {article.thumbnail ? (
          <Box
            component="img"
            src={article.thumbnail}
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover' }}
          />
        ) : (
          <Box
            sx={{
              aspectRatio: '1200 / 630',
              background: (t) => `linear-gradient(120deg, ${t.palette.primary.light}, ${t.palette.secondary.light})`,
            }}
          />
        )}
      </RouterLink>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {admin && !article.published && (
            <Typography
              variant="caption"
              sx={{ px: 1, borderRadius: 1, bgcolor: 'warning.light', color: 'warning.contrastText', fontWeight: 700 }}
            >
              Draft
            </Typography>
          )}
          {article.categories.map((category) => (
            <Link
              key={category.key}
              component={RouterLink}
              to={categoryFilterPath(kind, category.slug)}
              variant="caption"
              underline="hover"
              sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}
            >
              {category.title}
            </Link>
          ))}
        </Stack>
        <Link component={RouterLink} to={to} underline="hover" color="inherit">
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, ...clamp(2) }}>
            {article.title}
          </Typography>
        </Link>
        <Typography variant="body2" color="text.secondary" sx={clamp(4)}>
          {article.summary}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 1, alignItems: 'center' }}>
          {byline && (
            <Avatar src={article.author?.avatar ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
              {byline.charAt(0)}
            </Avatar>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
            {byline && <>{byline} · </>}
            {formatLongDate(date)} · {readTimeText(article.timeline)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
