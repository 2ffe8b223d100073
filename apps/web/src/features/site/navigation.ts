import { homePathFor, type MemberRole } from '@chalkline/contracts';
import { accountsPaths, mainPaths, tutorsPaths } from '../../lib/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Header links of the public site (platform spec 2.4); Resources is a menu. */
export const headerLinks: readonly NavLinkItem[] = [
  { label: 'Home', to: mainPaths.home },
  { label: 'About Us', to: mainPaths.about },
  { label: 'PediaTutors', to: tutorsPaths.home },
  { label: 'Careers', to: mainPaths.careers },
  { label: 'Contact', to: mainPaths.contact },
];

export const resourceLinks: readonly NavLinkItem[] = [
  { label: 'News & Updates', to: mainPaths.news },
  { label: 'Articles & Blog', to: mainPaths.blogs },
  { label: 'FAQs', to: mainPaths.faqs },
];

export const bookADemoPath = tutorsPaths.bookADemo;

/** Extra entries of the mobile menu. */
export const mobileAccountLinks: readonly NavLinkItem[] = [
  { label: 'Login', to: mainPaths.login },
  { label: 'Create Account', to: mainPaths.register },
  { label: 'My Account', to: accountsPaths.profile },
];

/** Footer links (platform spec 2.4), grouped in columns. */
export const footerColumns: readonly { title: string; links: readonly NavLinkItem[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: mainPaths.about },
      { label: 'Tutors', to: tutorsPaths.home },
      { label: 'Careers', to: mainPaths.careers },
      { label: 'Book a Demo', to: tutorsPaths.bookADemo },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blogs', to: mainPaths.blogs },
      { label: 'News', to: mainPaths.news },
      { label: 'FAQs', to: mainPaths.faqs },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Support', to: mainPaths.contact },
      { label: 'Contact', to: mainPaths.contact },
      { label: 'Privacy Policy', to: mainPaths.privacyPolicy },
      { label: 'Terms of Service', to: mainPaths.termsOfService },
      { label: 'Accessibility', to: mainPaths.accessibility },
    ],
  },
];

/** Where a signed-in user's account button leads: their role's home (/admin for admins and tutors). */
export const accountHome = (role: MemberRole): string => homePathFor(role);

/** Whether `to` is the current location (home only matches exactly; hash links never highlight). */
export const isActivePath = (pathname: string, to: string): boolean =>
  to === '/' ? pathname === '/' : !to.includes('#') && (pathname === to || pathname.startsWith(`${to}/`));

const returningKey = 'chalkline.returning';

/**
 * Whether this browser has been signed in before (then the header offers Sign In rather than Sign Up): our own
 * flag, or the time of the daily session renewal every signed-in area keeps (`useDailySessionRefresh`).
 */
export function isReturningVisitor(): boolean {
  try {
    const storage = globalThis.localStorage;
    return storage?.getItem(returningKey) === '1' || Boolean(storage?.getItem('chalkline.sessionRefreshedAt'));
  } catch {
    return false;
  }
}

/** Remembers that this browser has been signed in. */
export function rememberReturningVisitor(): void {
  try {
    globalThis.localStorage?.setItem(returningKey, '1');
  } catch {
    // Storage refused (private mode): the header keeps offering Sign Up.
  }
}

/**
 * The header's account button (platform spec 2.4: "Sign Up or Sign In" by whether a user and token exist): a
 * signed-in user goes to their account; a visitor who has signed in on this browser before gets Sign In, a
 * new visitor Sign Up (ADR 0041).
 */
export function accountButton(user: { memberRole: MemberRole } | null, returning: boolean): NavLinkItem {
  if (user) return { label: 'My Account', to: accountHome(user.memberRole) };
  return returning ? { label: 'Sign In', to: mainPaths.login } : { label: 'Sign Up', to: mainPaths.register };
}

/** The sign-in, sign-up and password pages, which have their own top navigation and footer (spec 2.4). */
const authPagePaths: readonly string[] = [
  mainPaths.login,
  mainPaths.register,
  mainPaths.forgotPassword,
  mainPaths.resetPassword,
];
export const isAuthPage = (pathname: string): boolean => authPagePaths.includes(pathname);

/** Auth-page top navigation (platform spec 2.4); Resources is the same menu. */
export const authHeaderLinks: readonly NavLinkItem[] = [
  { label: 'Home', to: mainPaths.home },
  { label: 'About Us', to: mainPaths.about },
  { label: 'Tutors', to: tutorsPaths.home },
  { label: 'Careers', to: mainPaths.careers },
  { label: 'Contact', to: mainPaths.contact },
];

/** Auth-page footer links (platform spec 2.4), in the spec's order. */
export const authFooterLinks: readonly NavLinkItem[] = [
  { label: 'About', to: mainPaths.about },
  { label: 'Tutors', to: tutorsPaths.home },
  { label: 'Book a Demo', to: tutorsPaths.bookADemo },
  { label: 'Careers', to: mainPaths.careers },
  { label: 'Blogs', to: mainPaths.blogs },
  { label: 'News', to: mainPaths.news },
  { label: 'Support', to: mainPaths.contact },
  { label: 'Contact', to: mainPaths.contact },
  { label: 'FAQs', to: mainPaths.faqs },
  { label: 'Privacy Policy', to: mainPaths.privacyPolicy },
  { label: 'Terms of Service', to: mainPaths.termsOfService },
  { label: 'Accessibility', to: mainPaths.accessibility },
];
