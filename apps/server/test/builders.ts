/**
 * Entity builders: each inserts one thing with unique defaults a test may override, and answers its row.
 * A test that needs something the shared world (`world.ts`) lacks builds it here instead of growing the world.
 */
import { type AdminPermission, type MemberRole, ordinaryPermissions } from '@chalkline/contracts';
import type { Db } from '../src/db/client.js';
import {
  articleAuthors,
  articleCategories,
  billingPlans,
  enrolments,
  files,
  programCategories,
  programs,
  programTutors,
  schedules,
  scheduleTutors,
  tutorStudentLinks,
  users,
} from '../src/db/schema/index.js';

let built = 0;
/** Unique within the run: rows of parallel test files share no slug or email. */
function uniqueTag() {
  built += 1;
  return `${built}${Math.random().toString(36).slice(2, 8)}`;
}

export async function buildCategory(db: Db, overrides: Partial<typeof programCategories.$inferInsert> = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(programCategories)
    .values({ title: `Maths ${tag}`, slug: `maths-${tag}`, ...overrides })
    .returning();
  return row!;
}

/** A program, in a category of its own unless `categoryId` is given. */
export async function buildProgram(db: Db, overrides: Partial<typeof programs.$inferInsert> = {}) {
  const tag = uniqueTag();
  const categoryId = overrides.categoryId ?? (await buildCategory(db)).id;
  const [row] = await db
    .insert(programs)
    .values({
      title: `Algebra ${tag}`,
      slug: `algebra-${tag}`,
      summary: 'Letters for numbers',
      categoryId,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A person with a role and no password (tests sign them in with a session: `TestApp.signUp`). A MANAGER holds
 * the ordinary groups (like the demo manager) unless `adminPermissions` says exactly what they hold:
 * `buildUser(db, 'MANAGER', { adminPermissions: ['students.access', 'students.create'] })`.
 */
export async function buildUser(db: Db, role: MemberRole, overrides: Partial<typeof users.$inferInsert> = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(users)
    .values({
      email: `${role.toLowerCase()}${tag}@example.test`,
      firstName: `First${tag}`,
      lastName: `Last${tag}`,
      memberRole: role,
      ...(role === 'MANAGER' ? { adminPermissions: [...ordinaryPermissions] } : {}),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A MANAGER holding exactly these admin permissions (none: `[]`). */
export const buildManager = (
  db: Db,
  permissions: readonly AdminPermission[],
  overrides: Partial<typeof users.$inferInsert> = {},
) => buildUser(db, 'MANAGER', { ...overrides, adminPermissions: [...permissions] });

/** Puts tutors on a program's team. */
export async function assignTutors(db: Db, programId: string, tutorIds: string[]) {
  await db.insert(programTutors).values(tutorIds.map((tutorId) => ({ programId, tutorId })));
}

/** Enrols a student in a program (active unless told otherwise). */
export async function enrol(db: Db, values: typeof enrolments.$inferInsert) {
  const [row] = await db.insert(enrolments).values(values).returning();
  return row!;
}

/** Makes a tutor the student's tutor in a program. */
export async function linkTutor(db: Db, values: typeof tutorStudentLinks.$inferInsert) {
  await db.insert(tutorStudentLinks).values(values);
}

/** A lesson of one student with its tutors; an hour long unless `endTime` is given. */
export async function buildSchedule(
  db: Db,
  values: Omit<typeof schedules.$inferInsert, 'endTime'> & { endTime?: Date; tutorIds?: string[] },
) {
  const { tutorIds = [], ...lesson } = values;
  const endTime = values.endTime ?? new Date(new Date(values.time).getTime() + 60 * 60 * 1000);
  const [row] = await db
    .insert(schedules)
    .values({ ...lesson, endTime })
    .returning();
  if (tutorIds.length)
    await db.insert(scheduleTutors).values(tutorIds.map((tutorId) => ({ scheduleId: row!.id, tutorId })));
  return row!;
}

/** An article author (a byline). */
export async function buildArticleAuthor(db: Db, overrides: Partial<typeof articleAuthors.$inferInsert> = {}) {
  const [row] = await db
    .insert(articleAuthors)
    .values({ firstName: 'Author', lastName: uniqueTag(), ...overrides })
    .returning();
  return row!;
}

/** An article category shared by blogs and news. */
export async function buildArticleCategory(db: Db, overrides: Partial<typeof articleCategories.$inferInsert> = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(articleCategories)
    .values({ title: `Topic ${tag}`, slug: `topic-${tag}`, ...overrides })
    .returning();
  return row!;
}

/** A file row for a public image in `folder` (no bytes stored): enough for checks that an image is ours. */
export async function buildStoredImage(db: Db, folder: string) {
  const key = `${folder}/${uniqueTag()}.png`;
  await db
    .insert(files)
    .values({ key, folder, originalName: 'picture.png', mime: 'image/png', size: 100, access: 'public' });
  return key;
}

/** A price plan on a program (billing, ADR 0042): a program with a live plan is paid. */
export async function buildPlan(db: Db, programId: string, overrides: Partial<typeof billingPlans.$inferInsert> = {}) {
  const [row] = await db
    .insert(billingPlans)
    .values({ programId, title: 'Monthly', period: 'monthly', priceCents: 5000, ...overrides })
    .returning();
  return row!;
}
