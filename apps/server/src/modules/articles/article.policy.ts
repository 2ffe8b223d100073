/** Who may manage authors, categories, blogs and news (platform spec 6.1), and who sees drafts. */
import { type ArticleKind, can } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const denied = {
  'articleAuthors.access': 'Only admins who manage article authors may do this',
  'articleCategories.access': 'Only admins who manage article categories may do this',
  'blogs.access': 'Only admins who manage blogs may do this',
  'news.access': 'Only admins who manage news and updates may do this',
} as const;
export type ArticleAction = keyof typeof denied;

/** The permission group that manages articles of a kind. */
export const manageActionOf = (kind: ArticleKind): ArticleAction => (kind === 'BLOG' ? 'blogs.access' : 'news.access');

/** Throws 403 unless the viewer may take the action. */
export function authorize(viewer: Viewer, action: ArticleAction) {
  demand(viewer, action, denied[action]);
}

/** Drafts are seen only by the admins who manage that kind; visitors and everyone else see what is published. */
export const maySeeDrafts = (viewer: Viewer | null, kind: ArticleKind): boolean =>
  viewer !== null && can(viewer, manageActionOf(kind));
