import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FaqList } from '../content/FaqList';
import { ContentSection, PageHero } from '../content/PageHero';
import { SocialLinks } from '../content/SocialLinks';
import { ContactForm } from '../forms/ContactForm';
import { useWebsiteSettings } from '../website.api';
import styles from './ContactPage.module.css';

const keys = ['CONTACT_INFORMATION', 'GENERAL_FAQS'] as const;

/** Contact Us (platform spec 2.1): how to reach the school, the contact form, and the FAQs at `#faqs` (MUI-free). */
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
        <div className={styles.layout}>
          <address className={`${styles.paper} ${styles.reach}`}>
            <h2 className={styles.title}>Reach us</h2>
            <div className={styles.lines}>
              {info?.email && (
                <p>
                  Email:{' '}
                  <a className={styles.link} href={`mailto:${info.email}`}>
                    {info.email}
                  </a>
                </p>
              )}
              {info?.phone && (
                <p>
                  Phone:{' '}
                  <a className={styles.link} href={`tel:${info.phone.replace(/\s/g, '')}`}>
                    {info.phone}
                  </a>
                </p>
              )}
              {info?.address && <p>{info.address}</p>}
              {info?.officeHours && <p>{info.officeHours}</p>}
              <SocialLinks handles={info?.socialHandles} />
            </div>
          </address>
          <div className={`${styles.paper} ${styles.message}`}>
            <h2 className={styles.title}>Send us a message</h2>
            <ContactForm />
          </div>
        </div>
      </ContentSection>
      <ContentSection id="faqs" title="Frequently asked questions" muted>
        <FaqList faqs={data?.GENERAL_FAQS} idPrefix="faq" />
      </ContentSection>
    </>
  );
}
