import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { SessionUser } from '../auth/useSession';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import headerStyles from './SiteHeader.module.css';

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

  it('runs the Resources menu from the keyboard: arrows move, Escape closes and gives focus back', async () => {
    renderWithProviders(<SiteHeader />);
    const button = within(header()).getByRole('button', { name: 'Resources' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Resources' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'a' });
    expect(document.activeElement).toBe(items[1]);

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('FAQs'));
  });

  it('closes the Resources menu on a press outside it and after choosing an item', async () => {
    const { router } = renderWithProviders(<SiteHeader />);
    const button = within(header()).getByRole('button', { name: 'Resources' });
    fireEvent.click(button);
    await screen.findByRole('menu');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Articles & Blog' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
  });

  it('marks the current page’s link', () => {
    renderWithProviders(<SiteHeader />, { route: '/careers' });
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Careers' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('slides out of view on scroll down past 400 px and stays while its menu is open', () => {
    renderWithProviders(<SiteHeader />);
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    };
    const hidden = () => header().classList.contains(headerStyles.hidden ?? 'missing');
    expect(hidden()).toBe(false);
    scrollTo(900);
    expect(hidden()).toBe(true);
    scrollTo(800);
    expect(hidden()).toBe(false);
    scrollTo(1200);
    expect(hidden()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(hidden()).toBe(false);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('opens the mobile menu as a modal dialog that keeps focus and closes on Escape, backdrop or a link', async () => {
    renderWithProviders(<SiteHeader />);
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    openButton.focus();
    fireEvent.click(openButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(openButton.getAttribute('aria-expanded')).toBe('true');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    expect(document.body.style.overflow).toBe('hidden');

    // Tab from the last element comes round to the first; Shift+Tab from the first goes to the last.
    const bookADemo = within(dialog).getByRole('link', { name: 'Book a Demo' });
    bookADemo.focus();
    fireEvent.keyDown(bookADemo, { key: 'Tab' });
    const first = within(dialog).getByRole('link', { name: 'Chalkline home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(bookADemo);
    // Focus that leaves the dialog is brought back.
    act(() => openButton.focus());
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(openButton));
    expect(openButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(openButton);
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(again.previousElementSibling as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(openButton);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(openButton);
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
      'Accessibility',
    ]) {
      expect(footer.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(footer.getByText(`© ${new Date().getFullYear()} Chalkline. All rights reserved.`)).toBeTruthy();
  });
});

describe('NewsletterSignup', () => {
  const field = () => screen.getByRole('textbox', { name: 'Newsletter address' });
  const send = (email: string) => {
    fireEvent.change(field(), { target: { value: email } });
    fireEvent.submit(screen.getByRole('form', { name: 'Newsletter sign-up' }));
  };

  it('announces the confirmation and clears the field', async () => {
    stubApi({ 'POST /website/newsletter': { message: 'Check your inbox to confirm.' } });
    renderWithProviders(<SiteFooter />);
    send('kid@example.com');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Check your inbox to confirm.'));
    expect((field() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('announces the server’s error at once and points the field to it', async () => {
    stubApi({
      'POST /website/newsletter': jsonResponse(
        { message: 'Invalid input', code: 'VALIDATION', fields: { email: 'Enter a valid email address.' } },
        400,
      ),
    });
    renderWithProviders(<SiteFooter />);
    send('kid@example.com');
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Enter a valid email address.'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('status').textContent).toBe('');
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
      'Accessibility',
    ]);
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).toBeNull();
  });
});
