import type { RouteObject } from 'react-router';
import { mainPaths } from '../../lib/paths';
import { placeholderRoute } from '../../ui/placeholderRoute';
import { HomePage } from './landing/HomePage';

/** Pages of the main site (platform spec 2.1). Home is eager, being the usual first page. */
export const siteRouteTree: RouteObject[] = [
  { index: true, Component: HomePage, handle: { title: 'Home' } },
  placeholderRoute(mainPaths.about, 'About Us'),
  placeholderRoute(mainPaths.careers, 'Careers'),
  placeholderRoute(mainPaths.contact, 'Contact Us'),
  placeholderRoute(mainPaths.blogs, 'Articles & Blog'),
  placeholderRoute(mainPaths.news, 'News & Updates'),
  placeholderRoute(mainPaths.login, 'Sign In'),
  placeholderRoute(mainPaths.register, 'Create Account'),
  placeholderRoute(mainPaths.forgotPassword, 'Forgot Password'),
  placeholderRoute(mainPaths.privacyPolicy, 'Privacy Policy'),
  placeholderRoute(mainPaths.termsOfService, 'Terms of Service'),
  placeholderRoute(mainPaths.cookiePolicy, 'Cookie Policy'),
];
