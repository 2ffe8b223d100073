import { PlainContainer } from '../../../ui/plain';
import { TestimonialCarousel } from '../content/TestimonialCarousel';
import { useWebsiteSettings } from '../website.api';
import styles from './TestimonialsSection.module.css';

/** What families say (general testimonials), loaded after the rest of the home page (ADR 0033). */
export function TestimonialsSection() {
  const { data } = useWebsiteSettings(['GENERAL_TESTIMONIALS'] as const);
  const testimonials = data?.GENERAL_TESTIMONIALS ?? [];
  if (!testimonials.length) return null;
  return (
    <section aria-labelledby="home-testimonials" className={styles.testimonials}>
      <PlainContainer>
        <h2 id="home-testimonials" className={styles.title}>
          What families say
        </h2>
        <TestimonialCarousel testimonials={testimonials} label="What families say" />
      </PlainContainer>
    </section>
  );
}
