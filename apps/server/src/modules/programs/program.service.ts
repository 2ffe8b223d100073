/** Categories and programs: admins manage them; anyone may browse; cards count each viewer's own lessons. */
import type { CategoryInput, PageQuery, ProgramInput, ProgramSummary } from '@chalkline/contracts';
import { AppError, badRequest, forbidden, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { fileUrl, presentPerson } from '../accounts/account.presenter.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import { canManagePrograms, lessonScopeOf } from './program.policy.js';
import type { CategoryRow, LessonScope, ProgramRepository, ProgramRow } from './program.repository.js';

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

  const requireAdmin = (viewer: Viewer) => {
    if (!canManagePrograms(viewer)) throw forbidden('Only admins may manage programs');
  };
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

  /** The viewer's own unread classroom chat, for programs they belong to; admins and visitors have none. */
  async function unreadChatsOf(scope: LessonScope, ids: string[]) {
    if (scope.kind === 'all') return new Map<string, number>();
    const mine = new Set(await repo.programIdsOf(scope));
    return repo.unreadChats(
      scope,
      ids.filter((id) => mine.has(id)),
    );
  }

  async function present(
    rows: { program: ProgramRow; category: CategoryRow }[],
    viewer: Viewer | null,
  ): Promise<ProgramSummary[]> {
    const ids = rows.map((r) => r.program.id);
    const scope = lessonScopeOf(viewer);
    const [tutors, kept, next, unread] = await Promise.all([
      repo.tutorsOf(ids),
      repo.keptLessons(ids, scope),
      viewer ? repo.nextLessons(ids, scope, now()) : Promise.resolve([]),
      unreadChatsOf(scope, ids),
    ]);
    return rows.map(({ program, category }) => ({
      key: program.id,
      title: program.title,
      slug: program.slug,
      summary: program.summary,
      thumbnail: fileUrl(program.thumbnail),
      category: { key: category.id, title: category.title, slug: category.slug },
      tutors: tutors.filter((t) => t.programId === program.id).map((t) => presentPerson(t.tutor)),
      classesHeld: kept
        .filter((k) => k.programId === program.id)
        .map((k) => ({ key: k.id, time: k.time.toISOString() })),
      nextSchedule: next.find((n) => n.programId === program.id)?.time?.toISOString() ?? null,
      unreadChatsCount: unread.get(program.id) ?? 0,
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
      requireAdmin(viewer);
      await checkImages(input.images, 'images');
      const slug = await uniqueSlug('categories', input.slug ?? slugify(input.title));
      return repo.insertCategory({ title: input.title, slug, images: input.images });
    },
    async updateCategory(viewer: Viewer, id: string, input: CategoryInput) {
      requireAdmin(viewer);
      await checkImages(input.images, 'images');
      const slug = await uniqueSlug('categories', input.slug ?? slugify(input.title), id);
      const row = await repo.updateCategory(id, { title: input.title, slug, images: input.images });
      if (!row) throw notFound('Category not found');
      return row;
    },
    async deleteCategory(viewer: Viewer, id: string) {
      requireAdmin(viewer);
      if (!(await repo.findCategory(id))) throw notFound('Category not found');
      if ((await repo.countProgramsIn(id)) > 0) {
        throw new AppError(409, 'CONFLICT', 'This category still has programs. Move or delete them first.');
      }
      await repo.deleteCategory(id);
    },

    /** Anyone may browse; `mine` limits a signed-in student or tutor to their own programs. */
    async list(viewer: Viewer | null, q: PageQuery & { category?: string; search?: string; mine?: boolean }) {
      const onlyIds = q.mine && viewer ? await repo.programIdsOf(lessonScopeOf(viewer)) : undefined;
      const { rows, total } = await repo.listPrograms(
        { categorySlug: q.category, search: q.search, onlyIds },
        q.limit,
        offsetOf(q),
      );
      return pageOf(await present(rows, viewer), total, q);
    },
    async get(viewer: Viewer | null, slug: string) {
      const row = await repo.findProgram({ slug });
      if (!row) throw notFound('Program not found');
      return (await present([row], viewer))[0]!;
    },
    async create(viewer: Viewer, input: ProgramInput) {
      requireAdmin(viewer);
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
      requireAdmin(viewer);
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
      requireAdmin(viewer);
      if (!(await repo.findProgram({ id }))) throw notFound('Program not found');
      await repo.deleteProgram(id);
    },
  };

  async function checkTutors(keys: string[]) {
    const found = await repo.usersWithRole(keys, 'TUTOR');
    if (found.length !== new Set(keys).size)
      throw badRequest('Please choose tutors only', { tutorKeys: 'Please choose tutors only' });
  }
}
export type ProgramService = ReturnType<typeof createProgramService>;
