import type { Testimonial } from '@chalkline/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel } from './TestimonialCarousel';

const testimonials: Testimonial[] = [
  { names: 'Amina Okafor', occupation: 'Parent', avatar: '', rating: 4.5, content: 'Our son loves his maths tutor.' },
  {
    names: 'Ben Carter',
    occupation: '',
    avatar: '/uploads/ben.png',
    rating: 5,
    content: 'Clear reports every week.',
  },
  { names: 'Chloé', occupation: 'Student', avatar: '', rating: 3, content: 'Quizzes are fun.' },
];

/** jsdom has neither observer; Embla needs both to start. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('ResizeObserver', NoopObserver);
  });

  it('is a named carousel of slides, each a card with rating, quote and author, with previous and next buttons', () => {
    render(<TestimonialCarousel testimonials={testimonials} label="What families say" />);
    const carousel = screen.getByRole('region', { name: 'What families say' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);

    const first = within(slides[0]!);
    expect(first.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(first.getByText('“Our son loves his maths tutor.”').tagName).toBe('BLOCKQUOTE');
    expect(first.getByText('Amina Okafor')).toBeTruthy();
    expect(first.getByText('Parent')).toBeTruthy();
    // No picture: the initials stand in.
    expect(first.getByText('AO')).toBeTruthy();

    expect(within(carousel).getByRole('button', { name: 'Previous testimonial' })).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next testimonial' }));
  });

  it('draws the rating in half stars: full, half and empty', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const stars = (name: string) =>
      [...screen.getByRole('img', { name }).children].map((star) => star.getAttribute('data-fill'));
    expect(stars('Rated 4.5 out of 5')).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(stars('Rated 5 out of 5')).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(stars('Rated 3 out of 5')).toEqual(['full', 'full', 'full', 'none', 'none']);
  });

  it('shows the author picture, and the initials when it fails to load', () => {
    const { container } = render(<TestimonialCarousel testimonials={testimonials} />);
    const picture = container.querySelector('figcaption img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/uploads/ben.png');
    expect(picture.getAttribute('alt')).toBe('');
    expect(screen.queryByText('BC')).toBeNull();
    fireEvent.error(picture);
    expect(screen.getByText('BC')).toBeTruthy();
    expect(container.querySelector('figcaption img')).toBeNull();
  });

  it('renders nothing without testimonials', () => {
    const { container } = render(<TestimonialCarousel testimonials={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
