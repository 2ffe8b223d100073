/**
 * The shared validators of platform spec 5.2. Each returns the spec's message for the first rule a value
 * breaks, or null when it is valid; the zod schemas below wrap them so server and client say the same words.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { platform } from './constants.js';
import { messages } from './messages.js';
import { hasDigit, hasLower, hasSymbol, hasUpper } from './password-strength.js';

export { type PasswordStrength, passwordStrength } from './password-strength.js';

type Check = (value: string) => string | null;

/**
 * The longest value each kind of free text may have (issue 15, ADR 0032): generous for real use, small enough
 * that nothing a client sends can bloat the database, every chat message or a hash. Server and client share them.
 */
export const maxLength = {
  /** First, last, other and guardian names; a guest's name. */
  name: 100,
  /** A person's title (Mr, Dr). */
  personTitle: 20,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  /** The same on sign-in and on every new-password path, so no one can set a password they cannot sign in with. */
  password: 256,
  phone: 32,
  /** Short labels: occupation, relationship, school, a country or state label or code. */
  short: 120,
  /** Titles of programs, categories and other things with a heading. */
  title: 200,
  /** Summaries, descriptions, comments. */
  summary: 5_000,
  /** Rich text (editor HTML or JSON). */
  richText: 100_000,
  /** Server-made identifiers a client sends back: file keys, meeting ids, room ids, tokens. */
  key: 300,
  /** Search boxes and filters. */
  search: 100,
  slug: 80,
  /** URLs and website addresses. */
  url: 2_048,
} as const;

/** The message of a value over its maximum length. */
export const tooLongMessage = (max: number) => `Please keep this to ${max} characters or fewer`;

/** A string of at most `max` characters; longer values stop there (no further checks run on them). */
export const boundedString = (max: number, message?: string) =>
  z.string(message ? { error: message } : undefined).max(max, { error: tooLongMessage(max), abort: true });

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

export const validateUsername: Check = (value) => {
  if (isBlank(value)) return messages.usernameRequired;
  if (value.length < 3) return messages.usernameTooShort;
  if (value.length > 16) return messages.usernameTooLong;
  if (!/^[a-z0-9._-]+$/.test(value)) return messages.usernameCharacters;
  return null;
};

export const validateRequired =
  (message: string = messages.required): Check =>
  (value) =>
    isBlank(value) ? message : null;

export const validateNoSpecialCharacters: Check = (value) =>
  /[^\p{L}\p{N}\s]/u.test(value) ? messages.noSpecialCharacters : null;

export const validateUrl: Check = (value) => {
  if (isBlank(value)) return messages.urlRequired;
  if (!/^(ftp|https?):\/\/[^\s/$.?#][^\s]*$/i.test(value.trim())) return messages.urlInvalid;
  return null;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const validateEmail: Check = (value) => {
  if (isBlank(value)) return messages.emailRequired;
  if (!emailPattern.test(value.trim())) return messages.emailInvalid;
  return null;
};

/** The default phone country (platform spec 5.2). */
export const defaultPhoneCountry = 'NG' as const;
export const validatePhone: Check = (value) => {
  if (isBlank(value)) return messages.phoneRequired;
  return isValidPhoneNumber(value.trim(), defaultPhoneCountry) ? null : messages.phoneInvalid;
};

export const validateStrongPassword: Check = (value) => {
  if (!value) return messages.passwordRequired;
  if (!(hasLower(value) && hasUpper(value) && hasDigit(value) && hasSymbol(value))) return messages.passwordComposition;
  if (value.length < 8) return messages.passwordTooShort;
  return null;
};

export const validateEasyPassword: Check = (value) => {
  if (!value) return messages.passwordRequired;
  if (value.length < 6) return messages.easyPasswordTooShort;
  return null;
};

export const validateConfirmPassword = (password: string, confirm: string): string | null => {
  if (!confirm) return messages.confirmPasswordRequired;
  return password === confirm ? null : messages.confirmPasswordMismatch;
};

/** A host with a dot and a letters-only top-level part of two or more characters. */
export const validateWebsite: Check = (value) => {
  const host = value
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .split(/[/?#:]/)[0];
  return /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(host ?? '') ? null : messages.websiteInvalid;
};

export interface FileTypeRule {
  /** MIME types or patterns such as `image/*` that are allowed; empty allows all. */
  accept?: readonly string[];
  /** MIME types or patterns that are refused. */
  reject?: readonly string[];
}

const mimeMatches = (mime: string, pattern: string) =>
  pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : mime === pattern;

/** Checks a file's (sniffed) MIME type and size against the upload rules of platform spec 5.2. */
export const validateUpload = (file: { mime: string; size: number }, rule: FileTypeRule = {}): string | null => {
  if (rule.accept?.length && !rule.accept.some((p) => mimeMatches(file.mime, p))) return messages.uploadWrongType;
  if (rule.reject?.some((p) => mimeMatches(file.mime, p))) return messages.uploadWrongType;
  if (!file.mime.startsWith('image/') && file.size > platform.maxNonImageUploadBytes) return messages.uploadTooLarge;
  return null;
};

/** Image types the image picker accepts (platform spec 5.3). */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * Turns a validator into a zod string schema that reports the validator's message. Over `max` characters the
 * value is refused before the validator runs (a long string must not cost a regular expression any time).
 */
export const zodFrom = (check: Check, max: number = maxLength.title) =>
  z
    .string({ error: () => check('') ?? messages.required })
    .max(max, { error: tooLongMessage(max), abort: true })
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

export const usernameSchema = zodFrom(validateUsername, maxLength.short);
export const emailSchema = zodFrom(validateEmail, maxLength.email).transform((v) => v.trim().toLowerCase());
export const phoneSchema = zodFrom(validatePhone, maxLength.phone);
export const urlSchema = zodFrom(validateUrl, maxLength.url);
export const strongPasswordSchema = zodFrom(validateStrongPassword, maxLength.password);
export const easyPasswordSchema = zodFrom(validateEasyPassword, maxLength.password);
/** A required, trimmed string of at most `max` characters (a title's length unless told). */
export const requiredString = (message?: string, max: number = maxLength.title) =>
  zodFrom(validateRequired(message), max).transform((v) => v.trim());
