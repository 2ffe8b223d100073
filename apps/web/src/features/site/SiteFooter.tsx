import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { PlainContainer } from '../../ui/plain';
import { NewsletterSignup } from './NewsletterSignup';
import { authFooterLinks, footerColumns, isAuthPage } from './navigation';
import styles from './SiteFooter.module.css';

/** The public site footer (platform spec 2.4): links and the copyright line with the current year. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { pathname } = useLocation();
  if (isAuthPage(pathname)) return <AuthFooter year={year} />;
  return (
    <footer className={styles.footer}>
      <PlainContainer>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo inverted />
            <p className={styles.about}>
              Live lessons, quizzes and progress reports that help children and young people learn with confidence.
            </p>
            <NewsletterSignup />
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <span className={styles.overline}>{column.title}</span>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <RouterLink to={link.to} className={styles.link}>
                      {link.label}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <hr className={styles.rule} />
        <p className={styles.copyright}>{`© ${year} Chalkline. All rights reserved.`}</p>
      </PlainContainer>
    </footer>
  );
}

/** The auth pages' footer (platform spec 2.4): one row of links and the copyright line. */
function AuthFooter({ year }: { year: number }) {
  return (
    <footer className={`${styles.footer} ${styles.authFooter}`}>
      <PlainContainer>
        <nav aria-label="Footer" className={styles.row}>
          {authFooterLinks.map((link) => (
            <RouterLink key={link.label} to={link.to} className={styles.link}>
              {link.label}
            </RouterLink>
          ))}
        </nav>
        <p className={styles.authCopyright}>{`© ${year} Chalkline. All rights reserved.`}</p>
      </PlainContainer>
    </footer>
  );
}
