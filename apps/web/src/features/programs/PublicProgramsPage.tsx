import { keepPreviousData, useQuery } from '@tanstack/react-query';
// The hook alone: the data grid's index brings MUI (ADR 0046).
import { usePageParams } from '../../ui/data-grid/usePageParams';
import { PlainContainer, skeleton } from '../../ui/plain/Container';
import { PlainPager } from '../../ui/plain/PlainPager';
import { PublicProgramCard } from './PublicProgramCard';
import styles from './PublicProgramsPage.module.css';
import { fetchPrograms } from './programs.api';

/**
 * /programs: every program as a card, server-paged with page and limit in the address. Plain React and CSS Modules
 * (no MUI, ADR 0046).
 */
export function PublicProgramsPage() {
  const { page, limit, setPage, setLimit } = usePageParams();
  const programs = useQuery({
    queryKey: ['programs', 'public', { page, limit }],
    queryFn: () => fetchPrograms(page, limit),
    placeholderData: keepPreviousData,
  });
  return (
    <PlainContainer className={styles.page}>
      <h1 className={styles.title}>Our programs</h1>
      <p className={styles.intro}>
        Live, one-to-one lessons with friendly tutors, from reading and maths to languages and coding.
      </p>
      <div className={styles.grid}>
        {programs.isPending
          ? [1, 2, 3].map((n) => <span key={n} className={`${skeleton} ${styles.skeleton}`} />)
          : programs.data?.items.map((program) => (
              <PublicProgramCard key={program.key} program={program} headingLevel={2} />
            ))}
      </div>
      {programs.data?.items.length === 0 && <p className={styles.empty}>No programs yet.</p>}
      <PlainPager
        page={page}
        limit={limit}
        total={programs.data?.total ?? 0}
        onPageChange={setPage}
        onLimitChange={setLimit}
        disabled={programs.isPending}
      />
    </PlainContainer>
  );
}
