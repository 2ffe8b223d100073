import type { ArticleKind } from '@chalkline/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { PlainIcon, PlainLinkButton, skeleton } from '../../ui/plain';
import { PlainAvatar } from '../../ui/plain/PlainAvatar';
import { PlainChip } from '../../ui/plain/PlainChip';
import { PlainRichText } from '../../ui/plain/PlainRichText';
import { authorName } from './ArticleCard';
import styles from './ArticlePage.module.css';
import { articleKinds, articleQuery, categoryFilterPath, readTimeText } from './articles.api';

// MUI Alert's own icons (ErrorOutline, ReportProblemOutlined).
const alertIcons = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
};

/** MUI's standard `<Alert>` (error or warning) without MUI. */
function PlainAlert({ severity, children }: { severity: 'error' | 'warning'; children: ReactNode }) {
  return (
    <div role="alert" className={`${styles.alert} ${styles[severity]}`}>
      <div className={styles.alertIcon}>
        <PlainIcon d={alertIcons[severity]} size="22px" />
      </div>
      <div className={styles.alertMessage}>{children}</div>
    </div>
  );
}

/**
 * /blogs/{slug} and /news/{slug}: one published article (admins may preview their drafts). Plain React and CSS
 * Modules, no MUI (ADR 0046); the title and the cover image (sized before it loads) are the first large paint.
 */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { slug = '' } = useParams();
  const article = useQuery(articleQuery(kind, slug));
  const { title: listTitle, publicPath } = articleKinds[kind];
  useEffect(() => {
    if (article.data) document.title = `${article.data.title} · Chalkline`;
  }, [article.data]);

  if (article.isPending) {
    return (
      <div className={`${styles.container} ${styles.state} ${styles.loading}`}>
        <span className={skeleton} />
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className={`${styles.container} ${styles.state}`}>
        <PlainAlert severity="error">{article.error.message}</PlainAlert>
        <PlainLinkButton to={publicPath} className={styles.backAfterError}>
          ← {listTitle}
        </PlainLinkButton>
      </div>
    );
  }
  const data = article.data;
  const byline = authorName(data.author);
  return (
    <article className={`${styles.container} ${styles.article}`}>
      <PlainLinkButton to={publicPath} className={styles.back}>
        ← {listTitle}
      </PlainLinkButton>
      {!data.published && (
        <div className={styles.draft}>
          <PlainAlert severity="warning">This is a draft: only admins can see it.</PlainAlert>
        </div>
      )}
      <div className={styles.categories}>
        {data.categories.map((c) => (
          <PlainChip key={c.key} to={categoryFilterPath(kind, c.slug)}>
            {c.title}
          </PlainChip>
        ))}
      </div>
      <h1 className={styles.title}>{data.title}</h1>
      <div className={styles.byline}>
        {byline && <PlainAvatar src={data.author?.avatar} name={byline} />}
        <p className={styles.meta}>
          {byline && <>{byline} · </>}
          {formatLongDate(data.publishedAt ?? data.createdAt)} · {readTimeText(data.timeline)}
        </p>
      </div>
      {data.thumbnail && (
        <img className={styles.cover} src={data.thumbnail} alt="" width={1200} height={630} fetchPriority="high" />
      )}
      <p className={styles.summary}>{data.summary}</p>
      <PlainRichText html={data.content} className={styles.body} />
    </article>
  );
}

export const BlogPage = () => <ArticlePage kind="BLOG" />;
export const NewsPage = () => <ArticlePage kind="NEWS" />;
