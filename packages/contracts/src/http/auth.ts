/** Bodies and answers of the auth calls (platform spec 7, under /api/auth). */
import { z } from 'zod';
import { ageBands, Gender, genders, grades, MemberRole } from '../enums.js';
import { messages } from '../messages.js';
import { adminPermissionSchema } from '../permission-schema.js';
import {
  boundedString,
  emailSchema,
  maxLength,
  phoneSchema,
  requiredString,
  strongPasswordSchema,
  tooLongMessage,
  validateConfirmPassword,
} from '../validators.js';
import { dataEnvelope } from './common.js';
import { labelValue } from './reference.js';

/** The signed-in person as the layouts read them (platform spec 3, auth user). */
export const authUser = z.object({
  key: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  email: z.string(),
  /** A URL to show, or null for the default avatar (which differs for FEMALE). */
  avatar: z.string().nullable(),
  gender: Gender.nullable(),
  memberRole: MemberRole,
  meetingId: z.string().nullable(),
  counts: z.object({ notifications: z.number().int() }),
  /**
   * The admin permissions the person holds (ADR 0026): all for a master, a manager's groups, none otherwise. The
   * web shows and hides with them; the server decides every request itself.
   */
  permissions: z.array(adminPermissionSchema),
  /**
   * Two-factor sign-in (ADR 0056): whether the person has it, and whether the school requires it of them. Sent
   * by GET /auth/session; absent from the other answers (the web reads the session again after them).
   */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }).optional(),
});
export type AuthUser = z.infer<typeof authUser>;
export const authUserResponse = dataEnvelope(z.object({ user: authUser }));
/** GET /auth/session: the signed-in user, or null for a visitor (asking "who am I" signed out is not an error). */
export const sessionResponse = dataEnvelope(z.object({ user: authUser.nullable() }));
export type SessionResponse = z.infer<typeof sessionResponse>;
/** GET /auth/options: the sign-in methods this server offers (Google only when it is configured). */
export const signInOptionsResponse = dataEnvelope(z.object({ google: z.boolean() }));
export type SignInOptionsResponse = z.infer<typeof signInOptionsResponse>;

export const loginInput = z.object({
  email: emailSchema,
  password: boundedString(maxLength.password, 'Please provide your password').min(1, 'Please provide your password'),
});
export type LoginInput = z.infer<typeof loginInput>;

const confirmed = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      ...shape,
      password: strongPasswordSchema,
      confirmPassword: boundedString(maxLength.password, messages.confirmPasswordRequired),
    })
    .superRefine((value, ctx) => {
      const { password, confirmPassword } = value as { password: string; confirmPassword: string };
      const problem = validateConfirmPassword(password, confirmPassword);
      if (problem) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problem });
    });

const optionalText = (max: number = maxLength.short) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

export const guardianInput = z.object({
  names: requiredString('Please provide the guardian’s names', maxLength.name),
  email: emailSchema,
  phone: phoneSchema,
  occupation: optionalText(),
  relationship: requiredString('Please say how the guardian is related to the student', maxLength.short),
});
export type GuardianInput = z.infer<typeof guardianInput>;

const person = {
  // country is re-checked on the server against the reference data, state against the country.
  title: optionalText(maxLength.personTitle),
  firstName: requiredString('Please provide a first name', maxLength.name),
  lastName: requiredString('Please provide a last name', maxLength.name),
  otherNames: optionalText(maxLength.name),
  email: emailSchema,
  phone: phoneSchema,
  gender: z.enum(genders, { error: 'Please select a gender' }),
  country: z.object(
    { label: boundedString(maxLength.short), value: z.string().length(2) },
    { error: 'Please select a country' },
  ),
  state: labelValue.optional(),
};

export const registerStudentInput = confirmed({
  ...person,
  role: z.literal('STUDENT'),
  age: z.enum(ageBands, { error: 'Please select an age range' }),
  class: z.enum(grades, { error: 'Please select a class' }),
  school: optionalText(),
  guardian: guardianInput,
});
export const registerTutorInput = confirmed({ ...person, role: z.literal('TUTOR') });
/** A guardian signs up like a tutor, with no student profile; children are linked afterwards (ADR 0079). */
export const registerGuardianInput = confirmed({ ...person, role: z.literal('GUARDIAN') });
export const registerInput = z.discriminatedUnion('role', [
  registerStudentInput,
  registerTutorInput,
  registerGuardianInput,
]);
export type RegisterInput = z.infer<typeof registerInput>;

export const forgotPasswordInput = z.object({ email: emailSchema });
export const verifyPasswordResetInput = z.object({ token: z.string().min(10).max(200) });
export const resetPasswordInput = confirmed({ token: z.string().min(10).max(200) });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The same answer whether or not the email has an account. */
export const forgotPasswordMessage =
  'If an account exists for that email, we have sent a link to reset its password. It expires in one hour.';

export const confirmAccountPasswordInput = z.object({
  password: boundedString(maxLength.password).min(1, 'Please provide your password'),
});
export const resetAccountPasswordInput = confirmed({
  currentPassword: boundedString(maxLength.password).min(1, 'Please provide your current password'),
});

export const nothingChangedMessage = 'Nothing has changed yet';

export const updateAccountProfileInput = z
  .object({
    title: z.string().trim().max(maxLength.personTitle, tooLongMessage(maxLength.personTitle)).nullable(),
    firstName: requiredString('Please provide a first name', maxLength.name),
    lastName: requiredString('Please provide a last name', maxLength.name),
    otherNames: z.string().trim().max(maxLength.name, tooLongMessage(maxLength.name)).nullable(),
    gender: Gender.nullable(),
    phone: phoneSchema.nullable(),
    /** A file key from an upload to the avatars folder, or null to use the default avatar. */
    avatar: z.string().max(maxLength.key).nullable(),
    country: labelValue.nullable(),
    state: labelValue.nullable(),
  })
  .partial()
  // An empty change has nothing to store; the web form says so before sending.
  .refine((input) => Object.keys(input).length > 0, { error: nothingChangedMessage });
export type UpdateAccountProfileInput = z.infer<typeof updateAccountProfileInput>;

export const sessionInfo = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionListResponse = dataEnvelope(z.object({ sessions: z.array(sessionInfo) }));

/** A short-lived ticket the real-time connection presents as its token (the session cookie is HttpOnly). */
export const socketTokenResponse = dataEnvelope(z.object({ token: z.string(), expiresAt: z.string() }));

/** Answer of POST /auth/google: status 307 with the provider's address to follow (platform spec 7). */
export const redirectResponse = dataEnvelope(z.object({ href: z.string() }));

export const createAdminInput = z.object({
  role: z.enum(['MANAGER', 'MASTER']),
  title: optionalText(maxLength.personTitle),
  firstName: requiredString('Please provide a first name', maxLength.name),
  lastName: requiredString('Please provide a last name', maxLength.name),
  otherNames: optionalText(maxLength.name),
  email: emailSchema,
  password: strongPasswordSchema,
});
export type CreateAdminInput = z.infer<typeof createAdminInput>;
export type AuthUserResponse = z.infer<typeof authUserResponse>;
export type SessionListResponse = z.infer<typeof sessionListResponse>;
export type SocketTokenResponse = z.infer<typeof socketTokenResponse>;
export type RedirectResponse = z.infer<typeof redirectResponse>;
