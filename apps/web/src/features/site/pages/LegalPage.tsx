import type { WebsiteKey } from '@chalkline/contracts';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../ui/PageLoader';
import { RichTextView } from '../../../ui/rich-text/RichTextView';
import { ContentSection, PageHero } from '../content/PageHero';
import { useWebsiteSettings } from '../website.api';

type LegalKey = Extract<WebsiteKey, 'PRIVACY_POLICY_PAGE' | 'TERMS_OF_SERVICE_PAGE' | 'COOKIE_POLICY_PAGE'>;

/** A legal page (privacy, terms, cookies) as the higher admins wrote it. */
function LegalPage({ settingKey, title }: { settingKey: LegalKey; title: string }) {
  const { data, isPending } = useWebsiteSettings([settingKey]);
  if (isPending) return <PageLoader />;
  const page = data?.[settingKey];
  return (
    <>
      <PageHero title={page?.title ?? title} />
      <ContentSection>
        {page ? (
          <RichTextView html={page.content} sx={{ maxWidth: 860, lineHeight: 1.8, '& h2': { mt: 4 } }} />
        ) : (
          <Typography color="text.secondary">This page is being written. Please check back soon.</Typography>
        )}
      </ContentSection>
    </>
  );
}

export const PrivacyPolicyPage = () => <LegalPage settingKey="PRIVACY_POLICY_PAGE" title="Privacy Policy" />;
export const TermsOfServicePage = () => <LegalPage settingKey="TERMS_OF_SERVICE_PAGE" title="Terms of Service" />;
export const CookiePolicyPage = () => <LegalPage settingKey="COOKIE_POLICY_PAGE" title="Cookie Policy" />;
