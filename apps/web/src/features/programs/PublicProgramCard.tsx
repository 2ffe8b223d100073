import type { ProgramSummary } from '@chalkline/contracts';
import { Link as RouterLink } from 'react-router';
import styles from './PublicProgramCard.module.css';
import { fileUrl, programPath } from './programs.api';

/**
 * `ProgramCard` as the public lists show it (no progress: `personal` off), in plain React and a CSS Module (no MUI,
 * ADR 0046): thumbnail, category, the title linking to `programs/{categorySlug}/{slug}`, and the summary. The
 * signed-in dashboards keep the MUI `ProgramCard`. Its title is an `h3` under a category's `h2`, or an `h2`
 * (`headingLevel`) where the cards sit straight under the page's `h1`, so no heading level is skipped.
 */
export function PublicProgramCard({ program, headingLevel = 3 }: { program: ProgramSummary; headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.card}>
      {program.thumbnail ? (
        <img className={styles.media} height={140} src={fileUrl(program.thumbnail)} alt="" />
      ) : (
        <div aria-hidden className={styles.placeholder} />
      )}
      <div className={styles.content}>
        <div className={styles.chip}>
          <span className={styles.chipLabel}>{program.category.title}</span>
        </div>
        <RouterLink to={programPath(program)} className={styles.titleLink}>
          <Title className={styles.title}>{program.title}</Title>
        </RouterLink>
        {program.summary && <p className={styles.summary}>{program.summary}</p>}
      </div>
    </div>
  );
}
