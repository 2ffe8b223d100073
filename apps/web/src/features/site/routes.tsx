import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { mainPaths, tutorsPaths } from '../../lib/paths';
import { lazyRoute } from '../../ui/lazyRoute';
import { HomePage } from './landing/HomePage';

/**
 * A public page: loaded lazily and rendered without MUI (ADR 0046, 0049: a public page's first download stays
 * within its budget). `app/mui-free-shell.test.ts` lists each page module.
 */
const page = (path: string, title: string, load: () => Promise<ComponentType>) =>
  lazyRoute(path, title, load, {}, { plain: true });

/** Pages of the main site (platform spec 2.1). Home is eager, being the usual first page. */
export const siteRouteTree: RouteObject[] = [
  { index: true, Component: HomePage, handle: { title: 'Home' } },
  page(mainPaths.about, 'About Us', () => import('./pages/AboutPage').then((m) => m.AboutPage)),
  page(mainPaths.careers, 'Careers', () => import('./pages/CareersPage').then((m) => m.CareersPage)),
  page(mainPaths.contact, 'Contact Us', () => import('./pages/ContactPage').then((m) => m.ContactPage)),
  page(mainPaths.blogs, 'Articles & Blog', () =>
    import('../articles/PublicArticlesPage').then((m) => m.PublicBlogsPage),
  ),
  page(`${mainPaths.blogs}/:slug`, 'Articles & Blog', () => import('../articles/ArticlePage').then((m) => m.BlogPage)),
  page(mainPaths.news, 'News & Updates', () => import('../articles/PublicArticlesPage').then((m) => m.PublicNewsPage)),
  page(`${mainPaths.news}/:slug`, 'News & Updates', () => import('../articles/ArticlePage').then((m) => m.NewsPage)),
  page(mainPaths.login, 'Sign In', () => import('../auth/LoginPage').then((m) => m.LoginPage)),
  page(mainPaths.secondFactor, 'Sign In', () => import('../auth/SecondFactorPage').then((m) => m.SecondFactorPage)),
  page(mainPaths.register, 'Create Account', () => import('../auth/register/RegisterPage').then((m) => m.RegisterPage)),
  page(mainPaths.forgotPassword, 'Forgot Password', () =>
    import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  page(mainPaths.resetPassword, 'Reset Password', () =>
    import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  page('/programs', 'Programs', () => import('../programs/PublicProgramsPage').then((m) => m.PublicProgramsPage)),
  page('/programs/:categorySlug/:slug', 'Program', () =>
    import('../programs/ProgramDetailPage').then((m) => m.ProgramDetailPage),
  ),
  page(mainPaths.privacyPolicy, 'Privacy Policy', () => import('./pages/LegalPage').then((m) => m.PrivacyPolicyPage)),
  page(mainPaths.termsOfService, 'Terms of Service', () =>
    import('./pages/LegalPage').then((m) => m.TermsOfServicePage),
  ),
  page(mainPaths.cookiePolicy, 'Cookie Policy', () => import('./pages/LegalPage').then((m) => m.CookiePolicyPage)),
  page(mainPaths.accessibility, 'Accessibility', () =>
    import('./pages/AccessibilityPage').then((m) => m.AccessibilityPage),
  ),
  // The tutors site's public pages (PediaTutors, Book a Demo) in the public frame; the tutors area leaves them out.
  page(tutorsPaths.home, 'PediaTutors', () => import('./pages/TutorsHomePage').then((m) => m.TutorsHomePage)),
  page(tutorsPaths.bookADemo, 'Book a Demo', () => import('./pages/BookDemoPage').then((m) => m.BookDemoPage)),
  page(mainPaths.newsletterConfirm, 'Newsletter', () =>
    import('./pages/NewsletterPages').then((m) => m.NewsletterConfirmPage),
  ),
  page(mainPaths.newsletterUnsubscribe, 'Unsubscribe', () =>
    import('./pages/NewsletterPages').then((m) => m.NewsletterUnsubscribePage),
  ),
];
