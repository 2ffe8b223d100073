/**
 * The account search behind the multi-select account picker (platform spec 2.6, 3 "Account search result",
 * 4 "Account search results", 5.3 "Account picker", 7.1 "GET account search").
 */
import { z } from 'zod';
import { MemberRole } from '../enums.js';
import { dataEnvelope } from './common.js';

/** At most this many accounts answer one search (the picker shows a short list, not a directory). */
export const accountSearchLimit = 20;

/** How long the picker waits after the last keystroke before it searches (platform spec 5.3). */
export const accountSearchDebounceMs = 400;

/** The picker's refusal past its maximum (platform spec 5.3, 8). */
export const accountPickerMaxMessage = (max: number) => `You can only select a maximum of ${max} account(s).`;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** GET /accounts/search?search=…&studentOnly=true (`role` narrows to one member role, e.g. tutors for a demo). */
export const accountSearchQuery = z.object({
  search: z.string().trim().min(1, 'Please type something to search for').max(100),
  studentOnly: flag,
  role: MemberRole.optional(),
});
export type AccountSearchQuery = z.infer<typeof accountSearchQuery>;

/** One account found (platform spec 3). */
export const accountSearchResult = z.object({
  key: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  memberRole: MemberRole,
});
export type AccountSearchResult = z.infer<typeof accountSearchResult>;

export const accountSearchResponse = dataEnvelope(z.object({ results: z.array(accountSearchResult) }));
export type AccountSearchResponse = z.infer<typeof accountSearchResponse>;
