import type { Testimonial } from '@chalkline/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './HomePage';

/** An observer that reports everything it watches as in view at once (jsdom has none). */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const testimonial: Testimonial = {
  names: 'Amina Okafor',
  occupation: 'Parent',
  avatar: '',
  rating: 5,
  content: 'Our son loves his maths tutor.',
};

describe('HomePage', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    vi.stubGlobal('ResizeObserver', InViewObserver);
  });

  it('shows the hero, the offerings, the steps and the call to action, with their links', async () => {
    stubApi({ 'GET /website/settings': { data: { settings: { GENERAL_TESTIMONIALS: [] } } } });
    renderWithProviders(<HomePage />);
    const hero = screen.getByRole('region', { name: 'Bright minds grow with the right tutor.' });
    expect(within(hero).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Book a Demo' }).getAttribute('href')).toBe('/tutors/book-a-demo');
    expect(within(hero).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(
      within(hero)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free demo class', 'Flexible schedules', 'Printable progress reports']);

    const offerings = screen.getByRole('region', { name: 'Everything a young learner needs, in one place' });
    expect(within(offerings).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const steps = screen.getByRole('region', { name: 'Start learning in three easy steps' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Book a free demo', 'Meet your tutor', 'Learn and grow']);
    const cta = screen.getByRole('region', { name: 'See Chalkline in action' });
    expect(within(cta).getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe('/contact');
    // No testimonials: no section for them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'What families say' })).toBeNull();
  });

  it('loads the families’ testimonials when their place comes near', async () => {
    stubApi({ 'GET /website/settings': { data: { settings: { GENERAL_TESTIMONIALS: [testimonial] } } } });
    renderWithProviders(<HomePage />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'What families say' });
    const carousel = screen.getByTestId('testimonial-carousel');
    expect(carousel.getAttribute('aria-label')).toBe('What families say');
    expect(heading.closest('section')?.contains(carousel)).toBe(true);
    expect(within(carousel).getByRole('group', { name: '1 of 1' }).textContent).toContain('Amina Okafor');
  });
});
