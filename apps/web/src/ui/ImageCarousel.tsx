import { platform } from '@chalkline/contracts';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';

export interface CarouselImage {
  src: string;
  alt: string;
}

/** The image carousel of platform spec 2.6: one image at a time, moving every 2 s (spec §9), looping. */
export function ImageCarousel({ images, label = 'Pictures' }: { images: readonly CarouselImage[]; label?: string }) {
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: platform.imageCarouselAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  if (!images.length) return null;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} sx={{ position: 'relative' }}>
      <Box ref={viewport} sx={{ overflow: 'hidden', borderRadius: 3 }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {images.map((image, index) => (
            <Box
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              sx={{ flex: '0 0 100%', minWidth: 0 }}
            >
              <Box
                component="img"
                src={image.src}
                alt={image.alt}
                loading="lazy"
                sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1 }}>
          <IconButton aria-label="Previous picture" onClick={() => embla?.scrollPrev()}>
            <ChevronLeftRounded />
          </IconButton>
          <IconButton aria-label="Next picture" onClick={() => embla?.scrollNext()}>
            <ChevronRightRounded />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
