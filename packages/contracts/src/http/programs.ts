/** Programs, categories, enrolments and tutor–student links (platform spec 2, 3, 7). */
import { z } from 'zod';
import { maxLength, requiredString, tooLongMessage } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and single hyphens')
  .max(maxLength.slug);
const key = (what: string) => z.uuid(`Please choose a ${what}`);

export const categoryInput = z.object({
  title: requiredString('Please provide a title', maxLength.title),
  slug: slug.optional(),
  /** File keys of images uploaded to the programs folder. */
  images: z.array(z.string().max(maxLength.key)).max(10).default([]),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const programInput = z.object({
  title: requiredString('Please provide a title', maxLength.title),
  slug: slug.optional(),
  summary: z.string().trim().max(maxLength.summary, tooLongMessage(maxLength.summary)).default(''),
  thumbnail: z.string().max(maxLength.key).nullable().optional(),
  categoryKey: key('category'),
  tutorKeys: z.array(z.uuid()).max(50).default([]),
});
export type ProgramInput = z.infer<typeof programInput>;

export const programListQuery = pageQuery.extend({
  category: z.string().max(80).optional(),
  search: z.string().max(maxLength.search).optional(),
});
/** The program list's query as the route reads it: `mine` narrows to the viewer's own programs. */
export const programFilterQuery = programListQuery.extend({ mine: z.stringbool().optional() });

export const personSummary = z.object({
  key: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  email: z.string().optional(),
  avatar: z.string().nullable(),
  gender: z.enum(['MALE', 'FEMALE']).nullable(),
});
export type PersonSummary = z.infer<typeof personSummary>;

export const programSummary = z.object({
  key: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  thumbnail: z.string().nullable(),
  category: z.object({ key: z.string(), title: z.string(), slug: z.string() }),
  tutors: z.array(personSummary),
  /** Lessons of the program that were kept (marked). */
  classesHeld: z.array(z.object({ key: z.string(), time: z.string() })),
  /** Start of the viewer's next lesson in the program, when there is one. */
  nextSchedule: z.string().nullable(),
  unreadChatsCount: z.number().int(),
});
export type ProgramSummary = z.infer<typeof programSummary>;

export const categorySummary = z.object({
  key: z.string(),
  title: z.string(),
  slug: z.string(),
  images: z.array(z.string()),
  programsCount: z.number().int(),
});
export type CategorySummary = z.infer<typeof categorySummary>;

export const categoryListResponse = dataEnvelope(z.object({ categories: z.array(categorySummary) }));
export type CategoryListResponse = z.infer<typeof categoryListResponse>;
/** Answer of creating or renaming a category. */
export const categorySavedResponse = savedEnvelope(
  z.object({ category: z.object({ key: z.string(), slug: z.string() }) }),
);
export type CategorySavedResponse = z.infer<typeof categorySavedResponse>;
export const programListResponse = pagedResponse(programSummary);
export type ProgramListResponse = z.infer<typeof programListResponse>;
export const programResponse = dataEnvelope(z.object({ program: programSummary }));
export type ProgramResponse = z.infer<typeof programResponse>;
export const programSavedResponse = savedEnvelope(z.object({ program: programSummary }));
export type ProgramSavedResponse = z.infer<typeof programSavedResponse>;

export const onboardingInput = z.object({
  programKeys: z.array(z.uuid()).min(1, 'Please choose at least one program').max(20),
});
export const enrollAdditionalInput = z.object({ programKey: key('program') });
export const enrolmentUpdateInput = z.object({ active: z.boolean() });

export const enrolmentSummary = z.object({
  key: z.string(),
  active: z.boolean(),
  program: z.object({ key: z.string(), title: z.string(), slug: z.string(), thumbnail: z.string().nullable() }),
  createdAt: z.string(),
});
export type EnrolmentSummary = z.infer<typeof enrolmentSummary>;

export const studentRelationshipInput = z.object({
  tutorKey: key('tutor'),
  studentKey: key('student'),
  programKey: key('program'),
});
export type StudentRelationshipInput = z.infer<typeof studentRelationshipInput>;
