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
    ],
  },
];

/** Where a signed-in user's account button leads: their role's home (/admin for admins and tutors). */
export const accountHome = (role: MemberRole): string => homePathFor(role);

/** Whether `to` is the current location (home only matches exactly; hash links never highlight). */
export const isActivePath = (pathname: string, to: string): boolean =>
  to === '/' ? pathname === '/' : !to.includes('#') && (pathname === to || pathname.startsWith(`${to}/`));
