/**
 * Admins managing tutors and students (platform spec 6, 6.1, 7: `/tutors`, `/students`, `/accounts/restriction`):
 * create, edit, soft delete, suspend and restore, and the lists an admin manages them from.
 */
import { z } from 'zod';
import { ageBands, Gender, genders, grades, languages, TimeSlot, weekdays } from '../enums.js';
import { emailSchema, phoneSchema, requiredString, strongPasswordSchema } from '../validators.js';
import { pagedResponse, pageQuery, savedEnvelope } from './common.js';
import { labelValue } from './reference.js';

/** String maxima of the people forms: every text field has one. */
export const peopleLimits = { name: 120, title: 20, email: 254, text: 120, longText: 2000, timezone: 64 } as const;

const tooLong = (max: number) => `Please use at most ${max} characters`;

/** Optional text: trimmed, at most `max` characters, empty means none (null). */
const optionalText = (max: number = peopleLimits.text) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => v || null);

const name = (message: string) => requiredString(message).refine((v) => v.length <= peopleLimits.name, tooLong(120));
const email = emailSchema.refine((v) => v.length <= peopleLimits.email, tooLong(peopleLimits.email));
const country = z.object(
  { label: z.string().max(120), value: z.string().length(2, 'Please select a country') },
  { error: 'Please select a country' },
);
const state = z.object({ label: z.string().max(120), value: z.string().max(20) }).nullish();

/** What every person has (a tutor is only this). */
const personFields = {
  title: optionalText(peopleLimits.title),
  firstName: name('Please provide a first name'),
  lastName: name('Please provide a last name'),
  otherNames: optionalText(),
  email,
  phone: phoneSchema.refine((v) => v.length <= 32, tooLong(32)),
  gender: z.enum(genders, { error: 'Please select a gender' }),
  // Re-checked on the server against the reference data, the state against the country.
  country,
  state,
};

/** A student's profile: school, guardian and learning preferences (platform spec 3). */
const studentFields = {
  preferredNames: optionalText(),
  age: z.enum(ageBands, { error: 'Please select an age range' }),
  class: z.enum(grades, { error: 'Please select a class' }),
  school: optionalText(),
  referredBy: optionalText(),
  referee: optionalText(),
  guardian: z.object(
    {
      names: name('Please provide the guardian’s names'),
      email,
      phone: phoneSchema.refine((v) => v.length <= 32, tooLong(32)),
      occupation: optionalText(),
      relationship: requiredString('Please say how the guardian is related to the student').refine(
        (v) => v.length <= peopleLimits.text,
        tooLong(peopleLimits.text),
      ),
    },
    { error: 'Please provide the guardian’s details' },
  ),
  learningPreferences: z
    .object({
      language: z.enum(languages).nullish(),
      languageInfo: optionalText(peopleLimits.longText),
      curriculum: optionalText(),
      curriculumInfo: optionalText(peopleLimits.longText),
      days: z.array(z.enum(weekdays)).max(7).optional(),
      timezone: optionalText(peopleLimits.timezone),
      scheduleTime: TimeSlot.nullish(),
      learningGoals: optionalText(peopleLimits.longText),
      specialNeeds: optionalText(peopleLimits.longText),
      communicationPreference: optionalText(),
    })
    .optional(),
};

/**
 * The first password, set by the admin; without one the person gets an email with a link to choose their own
 * (the password reset link, docs/decisions/0029-people-admin.md).
 */
const firstPassword = { password: strongPasswordSchema.optional() };

export const createTutorInput = z.object({ ...personFields, ...firstPassword });
export type CreateTutorInput = z.infer<typeof createTutorInput>;
export const createStudentInput = z.object({ ...personFields, ...studentFields, ...firstPassword });
export type CreateStudentInput = z.infer<typeof createStudentInput>;

export const nothingToChangeMessage = 'Nothing has changed yet';
const someChange = (input: object) => Object.values(input).some((v) => v !== undefined);

/** Only the fields given change. */
export const editTutorInput = z.object(personFields).partial().refine(someChange, { error: nothingToChangeMessage });
export type EditTutorInput = z.infer<typeof editTutorInput>;
export const editStudentInput = z
  .object({ ...personFields, ...studentFields })
  .partial()
  .refine(someChange, { error: nothingToChangeMessage });
export type EditStudentInput = z.infer<typeof editStudentInput>;

/** POST /accounts/restriction: suspend (`suspended: true`) or restore a tutor or a student. */
export const restrictionInput = z.object({
  key: z.uuid('Please choose a person'),
  suspended: z.boolean({ error: 'Please say whether to suspend or restore' }),
});
export type RestrictionInput = z.infer<typeof restrictionInput>;

export const peopleQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export type PeopleQuery = z.infer<typeof peopleQuery>;

/** A tutor or student as the admin's management lists show them, with what their edit forms start from. */
export const managedPerson = z.object({
  key: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: Gender.nullable(),
  avatar: z.string().nullable(),
  country: labelValue.nullable(),
  state: labelValue.nullable(),
  signUpMethod: z.enum(['EMAIL', 'GOOGLE', 'ADMIN']),
  suspended: z.boolean(),
  createdAt: z.string(),
  meetingId: z.string().nullable(),
});
export type ManagedPerson = z.infer<typeof managedPerson>;
export const managedPeopleResponse = pagedResponse(managedPerson);
export type ManagedPeopleResponse = z.infer<typeof managedPeopleResponse>;
export const personSavedResponse = savedEnvelope(z.object({ person: managedPerson }));
export type PersonSavedResponse = z.infer<typeof personSavedResponse>;

/** The words of the suspension (platform spec gives none). */
export const peopleTexts = {
  suspendedSignIn: 'This account is suspended. Please contact support.',
  /** Told to an open classroom or socket as it is closed. */
  endedBySuspension: 'Your account has been suspended, so this classroom has closed. Please contact support.',
  endedByDeletion: 'Your account has been removed, so this classroom has closed.',
  endedByRoleChange: 'Your role has changed, so this classroom has closed. Please sign in again.',
  endedByPasswordChange: 'Your password has been changed, so this classroom has closed. Please sign in again.',
  endedByTwoFactor:
    'Two-factor sign-in is now on for your account, so this classroom has closed. Please sign in again.',
  suspendConfirm: (name: string) =>
    `${name} will be signed out everywhere at once, leave any classroom they are in, and cannot sign in until restored.`,
  deleteConfirm: (name: string) =>
    `${name} will be signed out and removed from the lists. Their records stay. This cannot be undone here.`,
} as const;
