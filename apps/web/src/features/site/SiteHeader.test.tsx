import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { SessionUser } from '../auth/useSession';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const header = () => document.querySelector('header') as HTMLElement;

describe('SiteHeader', () => {
  it('is a <header> with the main links and Sign Up for a new visitor, Sign In for a returning one', () => {
    localStorage.removeItem('chalkline.returning');
    const first = renderWithProviders(<SiteHeader />);
    expect(within(header()).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    first.unmount();
    localStorage.setItem('chalkline.returning', '1');
    renderWithProviders(<SiteHeader />);
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About Us', 'PediaTutors', 'Careers', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(header()).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(within(header()).getByRole('link', { name: 'Book a Demo' }).getAttribute('href')).toBe(
      '/tutors/book-a-demo',
    );
  });

  it('opens the Resources menu', async () => {
    renderWithProviders(<SiteHeader />);
    fireEvent.click(within(header()).getByRole('button', { name: 'Resources' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'News & Updates' }).getAttribute('href')).toBe('/news');
    expect(within(menu).getByRole('menuitem', { name: 'Articles & Blog' }).getAttribute('href')).toBe('/blogs');
    expect(within(menu).getByRole('menuitem', { name: 'FAQs' }).getAttribute('href')).toBe('/contact#faqs');
  });

  it('offers Login, Create Account and My Account in the mobile menu', async () => {
    renderWithProviders(<SiteHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(drawer.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(drawer.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/register');
    expect(drawer.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/accounts/profile');
  });

  it('leads a signed-in admin to the admin site', () => {
    const user: SessionUser = {
      key: 'u1',
      title: null,
      firstName: 'Ada',
      lastName: 'Obi',
      otherNames: null,
      email: 'a@b.co',
      avatar: null,
      gender: 'FEMALE',
      memberRole: 'MASTER',
      meetingId: null,
      counts: { notifications: 0 },
      permissions: [],
    };
    renderWithProviders(<SiteHeader user={user} />);
    expect(within(header()).getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/admin');
    expect(within(header()).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(localStorage.getItem('chalkline.returning')).toBe('1');
  });
});

describe('SiteFooter', () => {
  it('is a <footer> with the spec links and this year’s copyright', () => {
    renderWithProviders(<SiteFooter />);
    const footer = within(document.querySelector('footer') as HTMLElement);
    for (const label of [
      'About',
      'Tutors',
      'Book a Demo',
      'Careers',
      'Blogs',
      'News',
      'Support',
      'Contact',
      'FAQs',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      expect(footer.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(footer.getByText(`© ${new Date().getFullYear()} Chalkline. All rights reserved.`)).toBeTruthy();
  });
});

describe('the auth pages’ own navigation (spec 2.4)', () => {
  it('shows Home, About Us, Tutors, Careers, Contact and Resources on /login, and the one-row footer', () => {
    renderWithProviders(
      <>
        <SiteHeader />
        <SiteFooter />
      </>,
      { route: '/login' },
    );
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About Us', 'Tutors', 'Careers', 'Contact']);
    expect(within(nav).getByRole('button', { name: 'Resources' })).toBeTruthy();
    const footerNav = within(document.querySelector('footer') as HTMLElement).getByRole('navigation', {
      name: 'Footer',
    });
    expect(
      within(footerNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About',
      'Tutors',
      'Book a Demo',
      'Careers',
      'Blogs',
      'News',
      'Support',
      'Contact',
      'FAQs',
      'Privacy Policy',
      'Terms of Service',
    ]);
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).toBeNull();
  });
});
