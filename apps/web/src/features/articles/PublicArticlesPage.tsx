import type { ArticleKind } from '@chalkline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
// The hook alone: the data grid's index brings MUI (ADR 0046).
import { usePageParams } from '../../ui/data-grid/usePageParams';
import { PlainContainer, skeleton } from '../../ui/plain';
import { PlainChip } from '../../ui/plain/PlainChip';
import { PlainPager } from '../../ui/plain/PlainPager';
import { ArticleCard } from './ArticleCard';
import { articleCategoriesQuery, articleKinds, categoryFilterPath, publicArticlesQuery } from './articles.api';
import styles from './PublicArticlesPage.module.css';

const intros: Record<ArticleKind, string> = {
  BLOG: 'Ideas and advice for parents, students and tutors: reading, maths, study habits and more.',
  NEWS: 'What is new at Chalkline: programs, classes, timetables and school news.',
};

/** Cards in the first screenful at the widest layout (three columns): their images load at once. */
const firstRow = 3;

/**
 * /blogs and /news: published cards, newest first, filtered by `?category={slug}` and paged by the server.
 * Plain React and CSS Modules, no MUI (ADR 0046).
 */
export function PublicArticlesPage({ kind }: { kind: ArticleKind }) {
  const [params] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const { page, limit, setPage, setLimit } = usePageParams();
  const articles = useQuery({ ...publicArticlesQuery(kind, page, limit, category), placeholderData: keepPreviousData });
  const categories = useQuery(articleCategoriesQuery());
  const { title, publicPath } = articleKinds[kind];
  const current = categories.data?.find((c) => c.slug === category);

  return (
    <PlainContainer className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intros[kind]}</p>
      <nav aria-label="Categories" className={styles.categories}>
        <PlainChip to={publicPath} primary={!category} aria-current={category ? undefined : 'page'}>
          All
        </PlainChip>
        {categories.data
          ?.filter((c) => c.published[kind] > 0 || c.slug === category)
          .map((c) => (
            <PlainChip
              key={c.key}
              to={categoryFilterPath(kind, c.slug)}
              primary={c.slug === category}
              aria-current={c.slug === category ? 'page' : undefined}
            >
              {c.title}
            </PlainChip>
          ))}
      </nav>
      <div className={styles.grid}>
        {articles.isPending
          ? [1, 2, 3].map((n) => <span key={n} className={skeleton} />)
          : articles.data?.items.map((article, index) => (
              <ArticleCard
                key={article.key}
                kind={kind}
                article={article}
                priority={index === 0 ? 'high' : index < firstRow ? 'eager' : undefined}
              />
            ))}
      </div>
      {articles.data?.items.length === 0 && (
        <p className={styles.empty}>
          {current ? `Nothing in ${current.title} yet.` : 'Nothing published yet. Please come back soon.'}
        </p>
      )}
      <PlainPager
        page={page}
        limit={limit}
        total={articles.data?.total ?? 0}
        onPageChange={setPage}
        onLimitChange={setLimit}
        disabled={articles.isPending}
      />
    </PlainContainer>
  );
}

export const PublicBlogsPage = () => <PublicArticlesPage kind="BLOG" />;
export const PublicNewsPage = () => <PublicArticlesPage kind="NEWS" />;
