import type { RouteObject } from 'react-router';
import { mainPaths, tutorsPaths } from '../../lib/paths';
import { lazyRoute } from '../../ui/lazyRoute';
import { HomePage } from './landing/HomePage';

const plain = { plain: true };

/** Pages of the main site (platform spec 2.1). Home is eager, being the usual first page. */
export const siteRouteTree: RouteObject[] = [
  { index: true, Component: HomePage, handle: { title: 'Home' } },
  lazyRoute(mainPaths.about, 'About Us', () => import('./pages/AboutPage').then((m) => m.AboutPage)),
  lazyRoute(mainPaths.careers, 'Careers', () => import('./pages/CareersPage').then((m) => m.CareersPage)),
  lazyRoute(mainPaths.contact, 'Contact Us', () => import('./pages/ContactPage').then((m) => m.ContactPage)),
  // The blog and news pages load no MUI (ADR 0046: a public page's first download stays within its budget).
  lazyRoute(
    mainPaths.blogs,
    'Articles & Blog',
    () => import('../articles/PublicArticlesPage').then((m) => m.PublicBlogsPage),
    {},
    plain,
  ),
  lazyRoute(
    `${mainPaths.blogs}/:slug`,
    'Articles & Blog',
    () => import('../articles/ArticlePage').then((m) => m.BlogPage),
    {},
    plain,
  ),
  lazyRoute(
    mainPaths.news,
    'News & Updates',
    () => import('../articles/PublicArticlesPage').then((m) => m.PublicNewsPage),
    {},
    plain,
  ),
  lazyRoute(
    `${mainPaths.news}/:slug`,
    'News & Updates',
    () => import('../articles/ArticlePage').then((m) => m.NewsPage),
    {},
    plain,
  ),
  lazyRoute(mainPaths.login, 'Sign In', () => import('../auth/LoginPage').then((m) => m.LoginPage)),
  lazyRoute(mainPaths.register, 'Create Account', () =>
    import('../auth/register/RegisterPage').then((m) => m.RegisterPage),
  ),
  lazyRoute(mainPaths.forgotPassword, 'Forgot Password', () =>
    import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  lazyRoute(mainPaths.resetPassword, 'Reset Password', () =>
    import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  lazyRoute('/programs', 'Programs', () => import('../programs/PublicProgramsPage').then((m) => m.PublicProgramsPage)),
  lazyRoute('/programs/:categorySlug/:slug', 'Program', () =>
    import('../programs/ProgramDetailPage').then((m) => m.ProgramDetailPage),
  ),
  lazyRoute(mainPaths.privacyPolicy, 'Privacy Policy', () =>
    import('./pages/LegalPage').then((m) => m.PrivacyPolicyPage),
  ),
  lazyRoute(mainPaths.termsOfService, 'Terms of Service', () =>
    import('./pages/LegalPage').then((m) => m.TermsOfServicePage),
  ),
  lazyRoute(mainPaths.cookiePolicy, 'Cookie Policy', () => import('./pages/LegalPage').then((m) => m.CookiePolicyPage)),
  // The tutors site's public pages (PediaTutors, Book a Demo) in the public frame; the tutors area leaves them out.
  lazyRoute(tutorsPaths.home, 'PediaTutors', () => import('./pages/TutorsHomePage').then((m) => m.TutorsHomePage)),
  lazyRoute(tutorsPaths.bookADemo, 'Book a Demo', () => import('./pages/BookDemoPage').then((m) => m.BookDemoPage)),
  lazyRoute(mainPaths.newsletterConfirm, 'Newsletter', () =>
    import('./pages/NewsletterPages').then((m) => m.NewsletterConfirmPage),
  ),
  lazyRoute(mainPaths.newsletterUnsubscribe, 'Unsubscribe', () =>
    import('./pages/NewsletterPages').then((m) => m.NewsletterUnsubscribePage),
  ),
];
