import { ImageCarousel } from '../../../ui/ImageCarousel';
import { PageLoader } from '../../../ui/PageLoader';
import { PlainRichText } from '../../../ui/plain/PlainRichText';
import { ContentSection, PageHero } from '../content/PageHero';
import { TeamGrid } from '../content/TeamGrid';
import { TestimonialCarousel } from '../content/TestimonialCarousel';
import { imageUrl, useWebsiteSettings } from '../website.api';
import styles from './AboutPage.module.css';

const keys = ['ABOUT_INFORMATION', 'MEET_THE_TEAM', 'GENERAL_TESTIMONIALS'] as const;

/**
 * About Us (platform spec 2.1): the about page, mission and vision, the team grid and testimonials. Plain React and
 * CSS Modules (no MUI, ADR 0046).
 */
export function AboutPage() {
  const { data, isPending } = useWebsiteSettings(keys);
  if (isPending) return <PageLoader />;
  const about = data?.ABOUT_INFORMATION;
  return (
    <>
      <PageHero title="About Us" subtitle={about?.title ?? 'Live lessons with tutors who know every child.'} />
      {about && (
        <ContentSection>
          <div className={about.images.length ? `${styles.intro} ${styles.withImages}` : styles.intro}>
            <PlainRichText html={about.content} className={styles.content} />
            <ImageCarousel
              label="Pictures of Chalkline"
              images={about.images.map((key, index) => ({
                src: imageUrl(key)!,
                alt: `Chalkline picture ${index + 1}`,
              }))}
            />
          </div>
          {(about.mission || about.vision) && (
            <div className={styles.aims}>
              {[
                ['Our mission', about.mission],
                ['Our vision', about.vision],
              ]
                .filter(([, text]) => text)
                .map(([title, text]) => (
                  <div key={title} className={styles.aim}>
                    <h2 className={styles.aimTitle}>{title}</h2>
                    <p className={styles.aimText}>{text}</p>
                  </div>
                ))}
            </div>
          )}
        </ContentSection>
      )}
      {data?.MEET_THE_TEAM?.length ? (
        <ContentSection title="Meet the Team" muted>
          <TeamGrid team={data.MEET_THE_TEAM} />
        </ContentSection>
      ) : null}
      {data?.GENERAL_TESTIMONIALS?.length ? (
        <ContentSection title="What families say">
          <TestimonialCarousel testimonials={data.GENERAL_TESTIMONIALS} />
        </ContentSection>
      ) : null}
    </>
  );
}
