import type { ReactNode } from 'react';
import { LogoMark } from '../../ui/Logo';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card, e.g. a link to the other auth page. */
  footer?: ReactNode;
  /** The register forms are wider than sign-in. */
  width?: number;
}

/** The centred card of the sign-in, registration and password pages (MUI-free, ADR 0049). */
export function AuthCard({ title, subtitle, children, footer, width = 460 }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card} style={{ maxWidth: width }}>
        <div className={styles.head}>
          <LogoMark size={44} />
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </div>
      {footer && <p className={styles.footer}>{footer}</p>}
    </div>
  );
}

/** The class names of the auth pages' shared pieces (links, the "or" rule, the form's stack). */
export const authStyles = styles;
