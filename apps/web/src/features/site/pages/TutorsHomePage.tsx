import { mainPaths, tutorsPaths } from '../../../lib/paths';
import { PageLoader } from '../../../ui/PageLoader';
import { PlainLinkButton } from '../../../ui/plain/Button';
import { FaqList } from '../content/FaqList';
import { ContentSection, PageHero } from '../content/PageHero';
import { TestimonialCarousel } from '../content/TestimonialCarousel';
import { useWebsiteSettings } from '../website.api';
import styles from './TutorsHomePage.module.css';

const keys = ['TUTORS_TESTIMONIALS', 'TUTORS_FAQS'] as const;

/**
 * PediaTutors, the tutors site's home: what tutors say, their FAQs, and the ways in. Plain React and CSS Modules
 * (no MUI, ADR 0046).
 */
export function TutorsHomePage() {
  const { data, isPending } = useWebsiteSettings(keys);
  return (
    <>
      <PageHero
        title="PediaTutors"
        subtitle="Qualified, caring tutors teaching children and young people live, one to one or in small groups."
      >
        <div className={styles.actions}>
          <PlainLinkButton to={tutorsPaths.bookADemo} variant="contained" color="warning" size="large">
            Book a Demo
          </PlainLinkButton>
          <PlainLinkButton
            to={`${mainPaths.careers}#apply`}
            variant="outlined"
            size="large"
            className={styles.onPrimary}
          >
            Become a tutor
          </PlainLinkButton>
        </div>
      </PageHero>
      {isPending ? (
        <PageLoader />
      ) : (
        <>
          {data?.TUTORS_TESTIMONIALS?.length ? (
            <ContentSection title="What our tutors say" muted>
              <TestimonialCarousel testimonials={data.TUTORS_TESTIMONIALS} label="What our tutors say" />
            </ContentSection>
          ) : null}
          <ContentSection id="faqs" title="Tutors FAQs">
            <FaqList faqs={data?.TUTORS_FAQS} idPrefix="tutors-faq" />
          </ContentSection>
        </>
      )}
    </>
  );
}
