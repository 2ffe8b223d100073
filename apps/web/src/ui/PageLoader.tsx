import { LogoMark } from './Logo';
import styles from './PageLoader.module.css';

/** The spinning logo shown while a page or layout loads (plain markup: the public shell shows it, ADR 0046). */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div role="progressbar" aria-label="Loading" className={`${styles.loader} ${fullScreen ? styles.fullScreen : ''}`}>
      <div className={styles.spin}>
        <LogoMark size={56} />
      </div>
    </div>
  );
}
