import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FaqList } from '../content/FaqList';
import { ContentSection, PageHero } from '../content/PageHero';
import { SocialLinks } from '../content/SocialLinks';
import { ContactForm } from '../forms/ContactForm';
import { useWebsiteSettings } from '../website.api';

const keys = ['CONTACT_INFORMATION', 'GENERAL_FAQS'] as const;

/** Contact Us (platform spec 2.1): how to reach the school, the contact form, and the FAQs at `#faqs`. */
export function ContactPage() {
  const { data, isPending } = useWebsiteSettings(keys);
  const { hash } = useLocation();
  const info = data?.CONTACT_INFORMATION;

  // `/contact#faqs` lands on the FAQs once they are on the page.
  useEffect(() => {
    if (isPending || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, isPending]);

  return (
    <>
      <PageHero title="Contact Us" subtitle="Questions about lessons, tutors or your account? We are happy to help." />
      <ContentSection>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, fontStyle: 'normal' }} component="address">
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              Reach us
            </Typography>
            <Stack spacing={1.5} sx={{ fontStyle: 'normal' }}>
              {info?.email && (
                <Typography>
                  Email: <Link href={`mailto:${info.email}`}>{info.email}</Link>
                </Typography>
              )}
              {info?.phone && (
                <Typography>
                  Phone: <Link href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</Link>
                </Typography>
              )}
              {info?.address && <Typography>{info.address}</Typography>}
              {info?.officeHours && <Typography color="text.secondary">{info.officeHours}</Typography>}
              <SocialLinks handles={info?.socialHandles} />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              Send us a message
            </Typography>
            <ContactForm />
          </Paper>
        </Box>
      </ContentSection>
      <ContentSection id="faqs" title="Frequently asked questions" muted>
        <FaqList faqs={data?.GENERAL_FAQS} idPrefix="faq" />
      </ContentSection>
    </>
  );
}
