import { type AuthUser, adminPermissions, ordinaryPermissions } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { Sidebar } from './Sidebar';
import { activeLinkTarget, badgeText } from './sidebarActive';
import { layoutKindFor, type SidebarEntry, sidebarEntries, visibleSidebarEntries } from './sidebarItems';

type Outline = (string | [string, string[]])[];

/** Platform spec 2.3, word for word (Sign Out is the last entry of every layout). */
const expected: Record<'admin' | 'student' | 'tutor', Outline> = {
  admin: [
    'Dashboard',
    ['My Account', ['Profile', 'Account Settings']],
    'Tutors',
    'Students',
    // Ours, not spec 2.3's (ADR 0085).
    'Guardians',
    ['Subscriptions', ['Subscribers', 'Grace Subscription', 'Shared Billing Card']],
    'Coupons',
    'Schedules',
    ['Assessments', ['Quiz Collection', 'Question Bank', 'Quiz Assignments', 'Class Assignments', 'Home Assignments']],
    ['Live Classes', ["Students' Classrooms", "Programs' Classrooms"]],
    'Chat',
    ['Forms', ['Contact Forms', 'Demo Booking', 'Career Applications']],
    ['Programs', ['Categories', 'All Programs']],
    ['Articles', ['Categories', 'Authors', 'Articles & Blogs', 'News & Updates']],
    'Manage Mailing',
    'Manage Admins',
    'Account Notifications',
    'Activity Logs',
    // Ours, not spec 2.3's (ADR 0085): only the Data rights group sees it.
    'Data requests',
    [
      'Website Settings',
      [
        'About page',
        'Contact Information',
        'Testimonials',
        'FAQs',
        'Meet the Team',
        'Alternative Meeting Link',
        'Legal Pages',
        // Ours, not spec 2.3's: the school-wide policies (ADR 0045).
        'School Policies',
      ],
    ],
    'Sign Out',
  ],
  student: [
    'Dashboard',
    ['My Account', ['Profile', 'My Subscriptions', 'Account Settings']],
    'Programs',
    ['My Assessments', ['Quiz', 'Class', 'Home Assignments']],
    'My Schedules',
    'Grading & Performance',
    'Chat',
    'Groups',
    'Notifications',
    'Sign Out',
  ],
  tutor: [
    'Dashboard',
    ['My Account', ['Profile', 'Account Settings']],
    'Programs',
    'Students',
    'My Schedules',
    [
      'Assessments',
      ['My Quiz Collection', 'Question Bank', 'Quiz Assignments', 'Class Assignments', 'Home Assignments'],
    ],
    'Chat',
    'Groups',
    'Notifications',
    'Sign Out',
  ],
};

const outlineOf = (entries: readonly SidebarEntry[]): Outline => [
  ...entries.map((entry): string | [string, string[]] =>
    entry.kind === 'group' ? [entry.label, entry.items.map((item) => item.label)] : entry.label,
  ),
  'Sign Out',
];

const renderSidebar = (user: AuthUser, route = '/') => {
  stubApi({});
  return renderWithProviders(<Sidebar user={user} kind={layoutKindFor(user.memberRole)} />, { route });
};

/** The sidebar as rendered: top-level labels, with each group's items after opening it. */
const renderedOutline = (): Outline => {
  const nav = screen.getByRole('navigation', { name: 'Sidebar' });
  const list = nav.querySelector('ul') as HTMLElement;
  return Array.from(list.children).map((child): string | [string, string[]] => {
    // Each entry is a list item; a group's is a labelled group inside it.
    const element = (child.querySelector(':scope > [role="group"]') ?? child) as HTMLElement;
    if (element.getAttribute('role') !== 'group') return element.textContent ?? '';
    const toggle = within(element).getAllByRole('button')[0] as HTMLElement;
    if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
    const items = within(element)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    return [toggle.textContent ?? '', items];
  });
};

describe('sidebar contents', () => {
  it.each([
    ['MASTER', 'admin'],
    ['MANAGER', 'admin'],
    ['STUDENT', 'student'],
    ['TUTOR', 'tutor'],
  ] as const)('gives %s the %s sidebar with the exact items and groups', (role, kind) => {
    expect(layoutKindFor(role)).toBe(kind);
    expect(outlineOf(sidebarEntries[kind])).toEqual(expected[kind]);
    // A manager sees every item only when holding every group (filtering: see below).
    renderSidebar(makeUser(role, role === 'MANAGER' ? { permissions: [...adminPermissions] } : {}));
    expect(renderedOutline()).toEqual(expected[kind]);
  });

  it('shows a manager only the items their groups allow, and no group left empty', () => {
    renderSidebar(makeUser('MANAGER', { permissions: ['students.access', 'students.create', 'programs.access'] }));
    expect(renderedOutline()).toEqual([
      'Dashboard',
      ['My Account', ['Profile', 'Account Settings']],
      'Students',
      'Guardians',
      'Chat',
      ['Programs', ['All Programs']],
      'Sign Out',
    ]);
  });

  it('hides the restricted groups from the demo manager (every ordinary group) and shows them to a master', () => {
    const restrictedItems = [
      'Coupons',
      'Manage Admins',
      'Activity Logs',
      'Manage Mailing',
      'Subscriptions',
      'Data requests',
    ];
    renderSidebar(makeUser('MANAGER', { permissions: [...ordinaryPermissions] }));
    const nav = within(screen.getByRole('navigation', { name: 'Sidebar' }));
    for (const label of restrictedItems) expect(nav.queryByText(label)).toBeNull();
    expect(nav.getByRole('link', { name: 'Tutors' })).toBeTruthy();
    fireEvent.click(nav.getByRole('button', { name: 'Website Settings' }));
    expect(nav.getByRole('link', { name: 'FAQs' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Legal Pages' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'School Policies' })).toBeNull();
    expect(visibleSidebarEntries('admin', makeUser('MASTER')).map((e) => e.label)).toEqual(
      expect.arrayContaining(restrictedItems),
    );
  });

  it('points student and tutor items into /accounts, the tutor Dashboard to /admin, Groups to the groups tab', () => {
    renderSidebar(makeUser('TUTOR'));
    const nav = within(screen.getByRole('navigation', { name: 'Sidebar' }));
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(nav.getByRole('link', { name: 'Groups' }).getAttribute('href')).toBe('/accounts/chat?tab=groups');
    expect(nav.getByRole('link', { name: 'Students' }).getAttribute('href')).toBe('/accounts/students');
    fireEvent.click(nav.getByRole('button', { name: 'Assessments' }));
    expect(nav.getByRole('link', { name: 'My Quiz Collection' }).getAttribute('href')).toBe('/accounts/manage-quiz');
  });

  it('shows the logo linking home, the names in title-last-first-other order, email and role badge', () => {
    renderSidebar(makeUser('MASTER', { title: 'Dr', otherNames: 'Grace' }));
    expect(screen.getByRole('link', { name: 'Chalkline home' }).getAttribute('href')).toBe('/');
    const card = within(screen.getByTestId('sidebar-user'));
    expect(card.getByText('Dr Okafor Ada Grace')).toBeTruthy();
    expect(card.getByText('master@chalkline.local')).toBeTruthy();
    expect(card.getByText('MASTER ADMIN')).toBeTruthy();
  });

  it.each([
    ['MANAGER', 'MANAGER ADMIN'],
    ['TUTOR', 'TUTOR'],
    ['STUDENT', 'STUDENT'],
  ] as const)('labels %s as %s', (role, badge) => {
    renderSidebar(makeUser(role));
    expect(within(screen.getByTestId('sidebar-user')).getByText(badge)).toBeTruthy();
  });
});

describe('notification badge', () => {
  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('shows %i unread as %s on Notifications', (count, text) => {
    renderSidebar(makeUser('STUDENT', { counts: { notifications: count } }));
    const link = screen.getByRole('link', { name: 'Notifications' });
    const badge = within(link).queryByTestId('notification-badge');
    expect(badge?.textContent ?? null).toBe(text);
    expect(screen.queryAllByTestId('notification-badge')).toHaveLength(text ? 1 : 0);
  });

  it('caps at 99 by default', () => {
    expect(badgeText(1000)).toBe('99+');
    expect(badgeText(-3)).toBeNull();
  });
});

describe('active item', () => {
  it('highlights the current page and opens its group only', () => {
    renderSidebar(makeUser('MASTER'), '/admin/subscriptions/grace');
    const nav = within(screen.getByRole('navigation', { name: 'Sidebar' }));
    const active = nav.getByRole('link', { name: 'Grace Subscription' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(active.className).toContain('Mui-selected');
    expect(nav.getByRole('button', { name: 'Subscriptions' }).getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('button', { name: 'Assessments' }).getAttribute('aria-expanded')).toBe('false');
    expect(nav.getByRole('link', { name: 'Subscribers' }).getAttribute('aria-current')).toBeNull();
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('tells Groups from Chat by the tab and Categories from All Programs by the longer path', () => {
    const student = sidebarEntries.student;
    expect(activeLinkTarget(student, '/accounts/chat', '')).toBe('/accounts/chat');
    expect(activeLinkTarget(student, '/accounts/chat', '?tab=groups')).toBe('/accounts/chat?tab=groups');
    expect(activeLinkTarget(student, '/accounts', '')).toBe('/accounts');
    expect(activeLinkTarget(student, '/accounts/profile/settings', '')).toBe('/accounts/profile/settings');
    expect(activeLinkTarget(sidebarEntries.admin, '/admin/programs/categories', '')).toBe('/admin/programs/categories');
    expect(activeLinkTarget(sidebarEntries.admin, '/admin/programs/some-program', '')).toBe('/admin/programs');
    expect(activeLinkTarget(sidebarEntries.admin, '/admin/tutors', '')).toBe('/admin/tutors');
    expect(activeLinkTarget(sidebarEntries.tutor, '/admin', '')).toBe('/admin');
  });
});
