/** Answers of the student profile and admin management calls (platform spec 3, 6). */
import { z } from 'zod';
import { ageBands, Gender } from '../enums.js';
import { dataEnvelope } from './common.js';
import { labelValue } from './reference.js';

const phone = z.object({ international: z.string() }).nullable();

/**
 * A student's profile. Admins get every field; anyone else gets the basic info and learning preferences
 * only, so the admin-only fields are optional here and absent from a non-admin's answer.
 */
export const studentProfile = z.object({
  basic: z.object({
    firstName: z.string(),
    lastName: z.string(),
    otherNames: z.string().nullable(),
    preferredNames: z.string().nullable(),
    gender: Gender.nullable(),
    age: z.enum(ageBands).nullable(),
    country: labelValue.nullable(),
    state: labelValue.nullable(),
    school: z.string().nullable(),
    class: z.string().nullable(),
    avatar: z.string().nullable(),
    meetingId: z.string().nullable(),
    // Admins only.
    key: z.string().optional(),
    email: z.string().optional(),
    phone: phone.optional(),
    signUpMethod: z.enum(['EMAIL', 'GOOGLE', 'ADMIN']).optional(),
    referredBy: z.string().nullable().optional(),
    referee: z.string().nullable().optional(),
    onboarded: z.boolean().optional(),
    suspended: z.boolean().optional(),
    deleted: z.boolean().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  }),
  /** Admins only. */
  guardian: z
    .object({
      names: z.string().nullable(),
      email: z.string().nullable(),
      phone,
      occupation: z.string().nullable(),
      relationship: z.string().nullable(),
    })
    .optional(),
  learningPreferences: z.object({
    language: z.string().nullable(),
    curriculum: z.string().nullable(),
    days: z.array(z.string()),
    timezone: z.string().nullable(),
    scheduleTime: z.string().nullable(),
    learningGoals: z.string().nullable(),
    specialNeeds: z.string().nullable(),
    // Admins only.
    languageInfo: z.string().nullable().optional(),
    curriculumInfo: z.string().nullable().optional(),
    communicationPreference: z.string().nullable().optional(),
  }),
});
export type StudentProfile = z.infer<typeof studentProfile>;
export const studentProfileResponse = dataEnvelope(z.object({ profile: studentProfile }));
export type StudentProfileResponse = z.infer<typeof studentProfileResponse>;

// The admins' list and what changes them: http/admins.ts.
