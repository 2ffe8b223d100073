import type { ArticleKind, ArticleSummary } from '@chalkline/contracts';
import type { CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { PlainAvatar } from '../../ui/plain/PlainAvatar';
import styles from './ArticleCard.module.css';
import { articlePath, categoryFilterPath, readTimeText } from './articles.api';

/** Lines of text shown before an ellipsis (platform spec 2.7: titles 2, summaries 4). */
const clamp = (lines: number): CSSProperties => ({ WebkitLineClamp: lines });

export const authorName = (author: ArticleSummary['author']) =>
  author ? [author.firstName, author.otherNames, author.lastName].filter(Boolean).join(' ') : null;

export interface ArticleCardProps {
  kind: ArticleKind;
  article: ArticleSummary;
  /** Links to the admin manage route instead of the public page, and marks drafts. */
  admin?: boolean;
  /**
   * The card is in the first screenful: its image loads at once rather than lazily, and with `high`, before
   * other images (the first card's image is often the page's largest paint).
   */
  priority?: 'high' | 'eager';
}

/**
 * A blog or news card: image, categories (filter links), title, summary, author, date and read time. Plain
 * markup and a CSS Module (no MUI, ADR 0046), so the public list loads no MUI; it also sits in the admin lists.
 */
export function ArticleCard({ kind, article, admin = false, priority }: ArticleCardProps) {
  const to = articlePath(kind, article.slug, admin);
  const date = article.publishedAt ?? article.createdAt;
  const byline = authorName(article.author);
  return (
    <article className={styles.card}>
      <RouterLink to={to} tabIndex={-1} aria-hidden className={styles.imageLink}>
        {article.thumbnail ? (
          <img
            className={styles.image}
            src={article.thumbnail}
            alt=""
            width={1200}
            height={630}
            loading={priority ? undefined : 'lazy'}
            fetchPriority={priority === 'high' ? 'high' : undefined}
          />
        ) : (
          <div className={styles.placeholder} />
        )}
      </RouterLink>
      <div className={styles.content}>
        <div className={styles.labels}>
          {admin && !article.published && <span className={styles.draft}>Draft</span>}
          {article.categories.map((category) => (
            <RouterLink key={category.key} to={categoryFilterPath(kind, category.slug)} className={styles.category}>
              {category.title}
            </RouterLink>
          ))}
        </div>
        <RouterLink to={to} className={styles.titleLink}>
          <h2 className={`${styles.title} ${styles.clamp}`} style={clamp(2)}>
            {article.title}
          </h2>
        </RouterLink>
        <p className={`${styles.summary} ${styles.clamp}`} style={clamp(4)}>
          {article.summary}
        </p>
        <div className={styles.byline}>
          {byline && <PlainAvatar src={article.author?.avatar} name={byline} size={28} fontSize={14} />}
          <span className={styles.meta}>
            {byline && <>{byline} · </>}
            {formatLongDate(date)} · {readTimeText(article.timeline)}
          </span>
        </div>
      </div>
    </article>
  );
}
