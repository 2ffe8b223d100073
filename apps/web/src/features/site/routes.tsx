import type { RouteObject } from 'react-router';
import { mainPaths } from '../../lib/paths';
import { lazyRoute, placeholderRoute } from '../../ui/placeholderRoute';
import { HomePage } from './landing/HomePage';

/** Pages of the main site (platform spec 2.1). Home is eager, being the usual first page. */
export const siteRouteTree: RouteObject[] = [
  { index: true, Component: HomePage, handle: { title: 'Home' } },
  placeholderRoute(mainPaths.about, 'About Us'),
  placeholderRoute(mainPaths.careers, 'Careers'),
  placeholderRoute(mainPaths.contact, 'Contact Us'),
  placeholderRoute(mainPaths.blogs, 'Articles & Blog'),
  placeholderRoute(mainPaths.news, 'News & Updates'),
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
  placeholderRoute(mainPaths.privacyPolicy, 'Privacy Policy'),
  placeholderRoute(mainPaths.termsOfService, 'Terms of Service'),
  placeholderRoute(mainPaths.cookiePolicy, 'Cookie Policy'),
];
