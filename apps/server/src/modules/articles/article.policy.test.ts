import { describe, expect, it } from 'vitest';
import { managerWith, viewerOf } from '../../../test/viewers.js';
import { authorize, maySeeDrafts } from './article.policy.js';

describe('article policy', () => {
  it('lets a manager with the blogs group manage blogs and see their drafts, not news', () => {
    const manager = managerWith(['blogs.access']);
    expect(() => authorize(manager, 'blogs.access')).not.toThrow();
    expect(() => authorize(manager, 'news.access')).toThrow(/news and updates/);
    expect(maySeeDrafts(manager, 'BLOG')).toBe(true);
    expect(maySeeDrafts(manager, 'NEWS')).toBe(false);
  });

  it('keeps drafts from tutors, students and visitors, and lets a master do everything', () => {
    for (const role of ['TUTOR', 'STUDENT'] as const) {
      const viewer = viewerOf(role);
      expect(maySeeDrafts(viewer, 'BLOG')).toBe(false);
      expect(() => authorize(viewer, 'articleAuthors.access')).toThrow();
    }
    expect(maySeeDrafts(null, 'NEWS')).toBe(false);
    const master = viewerOf('MASTER');
    expect(() => authorize(master, 'articleCategories.access')).not.toThrow();
    expect(maySeeDrafts(master, 'NEWS')).toBe(true);
  });
});
