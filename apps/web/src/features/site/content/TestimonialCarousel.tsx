import { platform, type Testimonial } from '@chalkline/contracts';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { TestimonialCard } from './TestimonialCard';

/**
 * Slides per view (platform spec 2.7): 1 under 600 px, 1.5 from 600, 2 from 900, 3 from 1200; the theme's
 * breakpoints sm, md and lg are those widths. Always 1 in the admin panel.
 */
export const slideBasis = { xs: '100%', sm: '66.6667%', md: '50%', lg: '33.3333%' } as const;

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** The admin panel's preview: one slide whatever the width. */
  inAdmin?: boolean;
  label?: string;
}

/** Testimonials that move every 2500 ms, pause while hovered, keep going after a click, and loop (spec 2.7). */
export function TestimonialCarousel({
  testimonials,
  inAdmin = false,
  label = 'Testimonials',
}: TestimonialCarouselProps) {
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: platform.testimonialAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  if (!testimonials.length) return null;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="testimonial-carousel"
      sx={{ position: 'relative' }}
    >
      <Box ref={viewport} sx={{ overflow: 'hidden' }} data-testid="testimonial-viewport">
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: -2 }}>
          {testimonials.map((testimonial, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: testimonials have no id; the list is replaced whole
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              data-testid="testimonial-slide"
              sx={{ flex: '0 0 auto', flexBasis: inAdmin ? '100%' : slideBasis, minWidth: 0, pl: 2 }}
            >
              <TestimonialCard testimonial={testimonial} />
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 2 }}>
        <IconButton aria-label="Previous testimonial" onClick={() => embla?.scrollPrev()}>
          <ChevronLeftRounded />
        </IconButton>
        <IconButton aria-label="Next testimonial" onClick={() => embla?.scrollNext()}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
    </Box>
  );
}
