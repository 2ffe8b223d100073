import type { ReactNode } from 'react';
import { PlainContainer } from '../../../ui/plain/Container';
import styles from './PageHero.module.css';

/**
 * The coloured band at the top of a public content page: its h1 and a line under it. Plain React and a CSS Module
 * (no MUI, ADR 0046): the plain content pages use it, and it sits as well in the pages that still load MUI.
 */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <PlainContainer>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </PlainContainer>
    </section>
  );
}

/** A section of a public page with an h2. */
export function ContentSection({
  id,
  title,
  children,
  muted = false,
}: {
  id?: string;
  title?: string;
  children: ReactNode;
  muted?: boolean;
}) {
  return (
    <section id={id} className={muted ? `${styles.section} ${styles.muted}` : styles.section}>
      <PlainContainer>
        {title && <h2 className={styles.sectionTitle}>{title}</h2>}
        {children}
      </PlainContainer>
    </section>
  );
}
