import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { mainPaths, tutorsPaths } from '../../../lib/paths';
import { PageLoader } from '../../../ui/PageLoader';
import { FaqList } from '../content/FaqList';
import { ContentSection, PageHero } from '../content/PageHero';
import { TestimonialCarousel } from '../content/TestimonialCarousel';
import { useWebsiteSettings } from '../website.api';

const keys = ['TUTORS_TESTIMONIALS', 'TUTORS_FAQS'] as const;

/** PediaTutors, the tutors site's home: what tutors say, their FAQs, and the ways in. */
export function TutorsHomePage() {
  const { data, isPending } = useWebsiteSettings(keys);
  return (
    <>
      <PageHero
        title="PediaTutors"
        subtitle="Qualified, caring tutors teaching children and young people live, one to one or in small groups."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button component={RouterLink} to={tutorsPaths.bookADemo} variant="contained" color="warning" size="large">
            Book a Demo
          </Button>
          <Button
            component={RouterLink}
            to={`${mainPaths.careers}#apply`}
            variant="outlined"
            size="large"
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
          >
            Become a tutor
          </Button>
        </Stack>
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
