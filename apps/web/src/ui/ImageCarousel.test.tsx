import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageCarousel } from './ImageCarousel';

/** jsdom has neither observer; Embla needs both to start. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('ImageCarousel', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('ResizeObserver', NoopObserver);
  });

  it('shows named 16:9 pictures as slides, with previous and next buttons when there is more than one', () => {
    render(
      <ImageCarousel
        label="Pictures of Chalkline"
        images={[
          { src: '/a.png', alt: 'A class' },
          { src: '/b.png', alt: 'A tutor' },
        ]}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Pictures of Chalkline' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slide = within(carousel).getByRole('group', { name: '2 of 2' });
    const picture = within(slide).getByRole('img', { name: 'A tutor' });
    expect(picture.getAttribute('src')).toBe('/b.png');
    // Width and height keep the space before the picture arrives (no layout shift).
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1600', '900']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next picture' }));
    expect(within(carousel).getByRole('button', { name: 'Previous picture' })).toBeTruthy();
  });

  it('has no buttons for a single picture and nothing for none', () => {
    const { container, rerender } = render(<ImageCarousel images={[{ src: '/a.png', alt: 'A class' }]} />);
    expect(screen.getByRole('region', { name: 'Pictures' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ImageCarousel images={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
