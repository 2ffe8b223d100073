import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { mainPaths } from '../../lib/paths';
import { personName } from '../../lib/people';
import { PlainLinkButton } from '../../ui/plain/Button';
import { PlainContainer, skeleton } from '../../ui/plain/Container';
import { PlainAlert } from '../../ui/plain/PlainAlert';
import styles from './ProgramDetailPage.module.css';
import { fetchProgram, fileUrl } from './programs.api';

/**
 * /programs/{categorySlug}/{slug}: one program with its category, summary and tutors. Plain React and a CSS Module
 * (no MUI, ADR 0046).
 */
export function ProgramDetailPage() {
  const { slug = '' } = useParams();
  const program = useQuery({ queryKey: ['programs', 'detail', slug], queryFn: () => fetchProgram(slug) });
  if (program.isPending) {
    return (
      <PlainContainer className={styles.state}>
        <span className={`${skeleton} ${styles.skeleton}`} />
      </PlainContainer>
    );
  }
  if (program.isError) {
    return (
      <PlainContainer className={styles.state}>
        <PlainAlert severity="error">{program.error.message}</PlainAlert>
      </PlainContainer>
    );
  }
  const data = program.data;
  return (
    <PlainContainer className={styles.page}>
      <PlainLinkButton to="/programs" className={styles.back}>
        ← All programs
      </PlainLinkButton>
      <div className={styles.layout}>
        <div>
          <div className={styles.chip}>
            <span className={styles.chipLabel}>{data.category.title}</span>
          </div>
          <h1 className={styles.title}>{data.title}</h1>
          <p className={styles.summary}>{data.summary}</p>
          {data.tutors.length > 0 && (
            <p className={styles.tutors}>Taught by {data.tutors.map(personName).join(', ')}</p>
          )}
          <PlainLinkButton to={mainPaths.register} variant="contained" size="large" className={styles.enrol}>
            Enrol now
          </PlainLinkButton>
        </div>
        {data.thumbnail && <img className={styles.image} src={fileUrl(data.thumbnail)} alt="" />}
      </div>
    </PlainContainer>
  );
}
