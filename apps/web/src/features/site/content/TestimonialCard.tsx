import type { Testimonial } from '@chalkline/contracts';
import { useState } from 'react';
import { PlainIcon } from '../../../ui/plain';
import { imageUrl } from '../website.api';
import styles from './TestimonialCard.module.css';

const initials = (names: string) =>
  names
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((n) => n[0]?.toUpperCase())
    .join('');

const star = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const starBorder =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';

/** A read-only rating in half stars, drawn as MUI's small Rating: five 18 px stars, one picture for screen readers. */
function Stars({ rating }: { rating: number }) {
  const value = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={styles.rating}>
      {[1, 2, 3, 4, 5].map((position) => (
        <span key={position} className={styles.star} data-fill={fill(position, value)}>
          <PlainIcon d={starBorder} size="1em" className={styles.empty} />
          {position - 0.5 <= value && (
            <span className={styles.filled}>
              <PlainIcon d={star} size="1em" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

const fill = (position: number, value: number) =>
  position <= value ? 'full' : position - 0.5 <= value ? 'half' : 'none';

/** MUI's Avatar: the person's picture, or their initials when there is none or it fails to load. */
function Avatar({ src, names }: { src: string | null; names: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== null && failed !== src;
  return (
    <span className={showImage ? styles.avatar : `${styles.avatar} ${styles.letters}`}>
      {showImage ? (
        <img src={src} alt="" className={styles.avatarImage} onError={() => setFailed(src)} />
      ) : (
        initials(names)
      )}
    </span>
  );
}

/** One testimonial: who, their rating in half stars (platform spec §9) and what they said. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <Stars rating={testimonial.rating} />
      <blockquote className={styles.quote}>“{testimonial.content}”</blockquote>
      <figcaption className={styles.author}>
        <Avatar src={imageUrl(testimonial.avatar)} names={testimonial.names} />
        <div>
          <p className={styles.names}>{testimonial.names}</p>
          {testimonial.occupation && <p className={styles.occupation}>{testimonial.occupation}</p>}
        </div>
      </figcaption>
    </figure>
  );
}
