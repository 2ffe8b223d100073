/** Categories and programs: admins manage them; anyone may browse; cards count each viewer's own lessons. */
import type { CategoryInput, PageQuery, ProgramInput, ProgramSummary } from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { fileUrl, presentPerson } from '../accounts/account.presenter.js';
import type { UserRow } from '../accounts/user.repository.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import { authorize, lessonScopeOf } from './program.policy.js';
import type { ProgramRepository } from './program.repository.js';
import type { ProgramCard } from './program-cards.repository.js';

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'untitled';

export function createProgramService(deps: { repo: ProgramRepository; files: FileRepository; now?: () => Date }) {
  const { repo, files } = deps;
  const now = deps.now ?? (() => new Date());

  async function uniqueSlug(table: 'programs' | 'categories', wanted: string, exceptId?: string) {
    if (await repo.slugTaken(table, wanted, exceptId)) {
      const message = 'This slug is already used';
      throw new AppError(409, 'CONFLICT', message, { slug: message });
    }
    return wanted;
  }
  async function checkImages(keys: (string | null | undefined)[], field: string) {
    for (const key of keys) {
      if (!key) continue;
      const file = await files.findByKey(key);
      if (!file?.mime.startsWith('image/') || file.access !== 'public') {
        throw badRequest('Please upload an image', { [field]: 'Please upload an image' });
      }
    }
  }

  /** Cards as the wire shows them. */
  function present(cards: ProgramCard[]): ProgramSummary[] {
    return cards.map(({ program, category, tutors, kept, next, unread }) => ({
      key: program.id,
      title: program.title,
      slug: program.slug,
      summary: program.summary,
      thumbnail: fileUrl(program.thumbnail),
      category: { key: category.id, title: category.title, slug: category.slug },
      tutors: tutors.map((t) => presentPerson(t as UserRow)),
      classesHeld: kept.map((k) => ({ key: k.id, time: k.time.toISOString() })),
      nextSchedule: next?.toISOString() ?? null,
      unreadChatsCount: unread,
    }));
  }

  return {
    async listCategories() {
      const rows = await repo.listCategories();
      return rows.map(({ category, programsCount }) => ({
        key: category.id,
        title: category.title,
        slug: category.slug,
        images: category.images.map((k) => fileUrl(k)!),
        programsCount,
      }));
    },
    async createCategory(viewer: Viewer, input: CategoryInput) {
      authorize(viewer, 'programCategories.access');
      await checkImages(input.images, 'images');
      const slug = await uniqueSlug('categories', input.slug ?? slugify(input.title));
      return repo.insertCategory({ title: input.title, slug, images: input.images });
    },
    async updateCategory(viewer: Viewer, id: string, input: CategoryInput) {
      authorize(viewer, 'programCategories.access');
      await checkImages(input.images, 'images');
      const slug = await uniqueSlug('categories', input.slug ?? slugify(input.title), id);
      const row = await repo.updateCategory(id, { title: input.title, slug, images: input.images });
      if (!row) throw notFound('Category not found');
      return row;
    },
    async deleteCategory(viewer: Viewer, id: string) {
      authorize(viewer, 'programCategories.access');
      const category = await repo.findCategory(id);
      if (!category) throw notFound('Category not found');
      if ((await repo.countProgramsIn(id)) > 0) {
        throw new AppError(409, 'CONFLICT', 'This category still has programs. Move or delete them first.');
      }
      await repo.deleteCategory(id);
      return category;
    },

    /** Anyone may browse; `mine` limits a signed-in student or tutor to their own programs. */
    async list(viewer: Viewer | null, q: PageQuery & { category?: string; search?: string; mine?: boolean }) {
      const { cards, total } = await repo.readCards(
        { categorySlug: q.category, search: q.search, mineOnly: Boolean(q.mine && viewer) },
        lessonScopeOf(viewer),
        viewer ? now() : null,
        q.limit,
        offsetOf(q),
      );
      return pageOf(present(cards), total, q);
    },
    async get(viewer: Viewer | null, slug: string) {
      const { cards } = await repo.readCards({ slug }, lessonScopeOf(viewer), viewer ? now() : null, 1, 0);
      if (!cards[0]) throw notFound('Program not found');
      return present(cards)[0]!;
    },
    async create(viewer: Viewer, input: ProgramInput) {
      authorize(viewer, 'programs.create');
      if (!(await repo.findCategory(input.categoryKey)))
        throw badRequest('Please choose a category', { categoryKey: 'Please choose a category' });
      await checkImages([input.thumbnail], 'thumbnail');
      await checkTutors(input.tutorKeys);
      const slug = await uniqueSlug('programs', input.slug ?? slugify(input.title));
      const program = await repo.insertProgram(
        {
          title: input.title,
          slug,
          summary: input.summary,
          thumbnail: input.thumbnail ?? null,
          categoryId: input.categoryKey,
        },
        input.tutorKeys,
      );
      return this.get(viewer, program.slug);
    },
    async update(viewer: Viewer, id: string, input: ProgramInput) {
      authorize(viewer, 'programs.edit');
      if (!(await repo.findCategory(input.categoryKey)))
        throw badRequest('Please choose a category', { categoryKey: 'Please choose a category' });
      await checkImages([input.thumbnail], 'thumbnail');
      await checkTutors(input.tutorKeys);
      const slug = await uniqueSlug('programs', input.slug ?? slugify(input.title), id);
      const row = await repo.updateProgram(
        id,
        {
          title: input.title,
          slug,
          summary: input.summary,
          thumbnail: input.thumbnail ?? null,
          categoryId: input.categoryKey,
        },
        input.tutorKeys,
      );
      if (!row) throw notFound('Program not found');
      return this.get(viewer, row.slug);
    },
    async remove(viewer: Viewer, id: string) {
      authorize(viewer, 'programs.delete');
      const found = await repo.findProgram({ id });
      if (!found) throw notFound('Program not found');
      await repo.deleteProgram(id);
      return found.program;
    },
  };

  async function checkTutors(keys: string[]) {
    const found = await repo.usersWithRole(keys, 'TUTOR');
    if (found.length !== new Set(keys).size)
      throw badRequest('Please choose tutors only', { tutorKeys: 'Please choose tutors only' });
  }
}
export type ProgramService = ReturnType<typeof createProgramService>;
