import type { WebsiteKey } from '@chalkline/contracts';
import { PageLoader } from '../../../ui/PageLoader';
import { PlainRichText } from '../../../ui/plain/PlainRichText';
import { ContentSection, PageHero } from '../content/PageHero';
import { useWebsiteSettings } from '../website.api';
import styles from './LegalPage.module.css';

type LegalKey = Extract<WebsiteKey, 'PRIVACY_POLICY_PAGE' | 'TERMS_OF_SERVICE_PAGE' | 'COOKIE_POLICY_PAGE'>;

/** A legal page (privacy, terms, cookies) as the higher admins wrote it. Plain React (no MUI, ADR 0046). */
function LegalPage({ settingKey, title }: { settingKey: LegalKey; title: string }) {
  const { data, isPending } = useWebsiteSettings([settingKey]);
  if (isPending) return <PageLoader />;
  const page = data?.[settingKey];
  return (
    <>
      <PageHero title={page?.title ?? title} />
      <ContentSection>
        {page ? (
          <PlainRichText html={page.content} className={styles.content} />
        ) : (
          <p className={styles.pending}>This page is being written. Please check back soon.</p>
        )}
      </ContentSection>
    </>
  );
}

export const PrivacyPolicyPage = () => <LegalPage settingKey="PRIVACY_POLICY_PAGE" title="Privacy Policy" />;
export const TermsOfServicePage = () => <LegalPage settingKey="TERMS_OF_SERVICE_PAGE" title="Terms of Service" />;
export const CookiePolicyPage = () => <LegalPage settingKey="COOKIE_POLICY_PAGE" title="Cookie Policy" />;
