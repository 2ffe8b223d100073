import { platform } from '@chalkline/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import styles from './ImageCarousel.module.css';
import { ChevronLeftIcon, ChevronRightIcon, PlainIconButton } from './plain';
import { usePrefersReducedMotion } from './plain/usePrefersReducedMotion';

export interface CarouselImage {
  src: string;
  alt: string;
}

/**
 * The image carousel of platform spec 2.6: one image at a time, moving every 2 s (spec §9), looping. Plain markup
 * and a CSS module (ADR 0046), so public pages without MUI can use it as well as MUI ones. It stands still for a
 * visitor who asked for less motion: the buttons move it.
 */
export function ImageCarousel({ images, label = 'Pictures' }: { images: readonly CarouselImage[]; label?: string }) {
  const reduceMotion = usePrefersReducedMotion();
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({
      delay: platform.imageCarouselAutoplayMs,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      active: !reduceMotion,
    }),
  ]);
  if (!images.length) return null;
  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel}>
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.track}>
          {images.map((image, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (ARIA carousel pattern), not a fieldset
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              className={styles.slide}
            >
              {/* 16:9 by its width and height too, so the space is kept before the picture arrives. */}
              <img src={image.src} alt={image.alt} loading="lazy" width={1600} height={900} className={styles.image} />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <div className={styles.controls}>
          <PlainIconButton aria-label="Previous picture" onClick={() => embla?.scrollPrev()}>
            <ChevronLeftIcon />
          </PlainIconButton>
          <PlainIconButton aria-label="Next picture" onClick={() => embla?.scrollNext()}>
            <ChevronRightIcon />
          </PlainIconButton>
        </div>
      )}
    </section>
  );
}
