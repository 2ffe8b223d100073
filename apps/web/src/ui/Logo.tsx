import { Link as RouterLink } from 'react-router';
import styles from './Logo.module.css';

/** The Chalkline mark: a rounded square with a "C" and an orange chalk line. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden width={size} height={size} className={styles.mark}>
      <rect width="64" height="64" rx="14" fill="#1f6feb" />
      <path d="M44 20.5a15 15 0 1 0 0 23" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <path d="M14 51h36" stroke="#f58a07" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Display = 'inline' | 'none';

interface LogoProps {
  /** Where the logo links; home by default. */
  to?: string;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  size?: number;
  /** Display of the word mark, possibly per breakpoint (the theme's), e.g. `{ xs: 'inline', md: 'none', lg: 'inline' }`. */
  wordmarkDisplay?: Display | Partial<Record<Breakpoint, Display>>;
}

const displayClasses = (display: LogoProps['wordmarkDisplay']) =>
  typeof display === 'string' || display === undefined
    ? display === 'none'
      ? [styles['xs-none']]
      : []
    : (Object.entries(display) as [Breakpoint, Display][]).map(([bp, value]) => styles[`${bp}-${value}`]);

/** The logo with the word mark, linking home. Plain markup: it is part of the public shell (ADR 0046). */
export function Logo({ to = '/', inverted = false, size = 36, wordmarkDisplay = 'inline' }: LogoProps) {
  const wordmark = [styles.wordmark, inverted && styles.inverted, ...displayClasses(wordmarkDisplay)]
    .filter(Boolean)
    .join(' ');
  return (
    <RouterLink to={to} aria-label="Chalkline home" className={styles.logo}>
      <LogoMark size={size} />
      <span className={wordmark} style={{ fontSize: size * 0.6 }}>
        Chalk
        <span className={styles.line}>line</span>
      </span>
    </RouterLink>
  );
}
