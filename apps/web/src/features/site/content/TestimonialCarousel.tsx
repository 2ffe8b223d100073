import { platform, type Testimonial } from '@chalkline/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeftIcon, ChevronRightIcon, PlainIconButton } from '../../../ui/plain';
import { usePrefersReducedMotion } from '../../../ui/plain/usePrefersReducedMotion';
import { TestimonialCard } from './TestimonialCard';
import styles from './TestimonialCarousel.module.css';

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** The admin panel's preview: one slide whatever the width. */
  inAdmin?: boolean;
  label?: string;
}

/**
 * Testimonials that move every 2500 ms, pause while hovered, keep going after a click, and loop (spec 2.7).
 * Slides per view (TestimonialCarousel.module.css, spec 2.7): 1 under 600 px, 1.5 from 600, 2 from 900, 3 from 1200;
 * always 1 in the admin panel. It stands still for a visitor who asked for less motion: the buttons move it.
 */
export function TestimonialCarousel({
  testimonials,
  inAdmin = false,
  label = 'Testimonials',
}: TestimonialCarouselProps) {
  const reduceMotion = usePrefersReducedMotion();
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({
      delay: platform.testimonialAutoplayMs,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      active: !reduceMotion,
    }),
  ]);
  if (!testimonials.length) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="testimonial-carousel"
      className={styles.carousel}
    >
      <div ref={viewport} className={styles.viewport} data-testid="testimonial-viewport">
        <div className={styles.track}>
          {testimonials.map((testimonial, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (ARIA carousel pattern), not a fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: testimonials have no id; the list is replaced whole
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              data-testid="testimonial-slide"
              className={inAdmin ? `${styles.slide} ${styles.single}` : styles.slide}
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <PlainIconButton aria-label="Previous testimonial" onClick={() => embla?.scrollPrev()}>
          <ChevronLeftIcon />
        </PlainIconButton>
        <PlainIconButton aria-label="Next testimonial" onClick={() => embla?.scrollNext()}>
          <ChevronRightIcon />
        </PlainIconButton>
      </div>
    </section>
  );
}
