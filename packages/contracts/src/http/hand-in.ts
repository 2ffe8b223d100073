/**
 * Hand-in of class and home assignments (issue 36, ADR 0074): an assignment may ask the student for online text
 * (the shared rich-text editor) and/or up to N files (upload folder `assignment-submissions`), with a due date
 * and an optional cut-off. The student keeps a draft (autosaved) and submits; after the due date a submission is
 * Late, after the cut-off it is refused. The tutor reads it beside the grading form.
 */
import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope, savedEnvelope } from './common.js';

/** Most files one hand-in may ask for (one upload carries at most 10 as well). */
export const handInMaxFilesLimit = 10;
export const handInStatuses = ['NOT_SUBMITTED', 'SUBMITTED', 'LATE'] as const;
export type HandInStatus = (typeof handInStatuses)[number];
export const handInStatusLabels: Record<HandInStatus, string> = {
  NOT_SUBMITTED: 'Not submitted',
  SUBMITTED: 'Submitted',
  LATE: 'Late',
};

/** Texts the server answers with (and the web shows as they are). */
export const handInMessages = {
  noHandIn: 'This assignment does not ask for a submission',
  closed: 'The cut-off date has passed: this assignment no longer accepts submissions',
  empty: 'Please write your answer or attach a file before submitting',
  noText: 'This assignment asks for files only',
  noFiles: 'This assignment asks for online text only',
  tooManyFiles: (max: number) => `Please attach at most ${max} ${max === 1 ? 'file' : 'files'}`,
  badFile: 'Please attach files you uploaded for this assignment',
  dueRequired: 'Please choose the due date',
  cutOffBeforeDue: 'The cut-off cannot be before the due date',
  askForSomething: 'Please ask for online text, files or both',
} as const;

const isoDate = (message: string) => z.iso.datetime({ offset: true, error: message });

/** What a hand-in asks for, set by the tutor when recording or editing the assignment. */
export const handInSettings = z
  .object({
    text: z.boolean().default(false),
    /** 0 asks for no files. */
    maxFiles: z
      .number()
      .int('Please enter a whole number')
      .min(0, 'Please enter 0 or more')
      .max(handInMaxFilesLimit, `At most ${handInMaxFilesLimit} files`)
      .default(0),
    dueAt: isoDate(handInMessages.dueRequired),
    cutOffAt: isoDate('Please choose the cut-off date').nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.text && v.maxFiles === 0)
      ctx.addIssue({ code: 'custom', path: ['text'], message: handInMessages.askForSomething });
    if (v.cutOffAt && Date.parse(v.cutOffAt) < Date.parse(v.dueAt))
      ctx.addIssue({ code: 'custom', path: ['cutOffAt'], message: handInMessages.cutOffBeforeDue });
  });
export type HandInSettings = z.infer<typeof handInSettings>;
export type HandInSettingsInput = z.input<typeof handInSettings>;

/** The settings as an assignment answers them. */
export const handInSummary = z.object({
  text: z.boolean(),
  maxFiles: z.number(),
  dueAt: z.string(),
  cutOffAt: z.string().nullable(),
  status: z.enum(handInStatuses),
});
export type HandInSummary = z.infer<typeof handInSummary>;

/** The student's work: rich-text HTML (sanitised on the server) and the keys of files they uploaded for it. */
const workFields = {
  text: boundedString(maxLength.richText).default(''),
  files: z
    .array(boundedString(maxLength.key).min(1, handInMessages.badFile))
    .max(handInMaxFilesLimit, handInMessages.tooManyFiles(handInMaxFilesLimit))
    .default([]),
};

/** An autosaved draft; `seq` orders saves so a late replay of an older draft is ignored (like quiz answers). */
export const handInDraftInput = z.object({
  ...workFields,
  seq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type HandInDraftInput = z.infer<typeof handInDraftInput>;

/** Submitting (or submitting again): what is handed in is exactly this. */
export const handInSubmitInput = z.object(workFields);
export type HandInSubmitInput = z.infer<typeof handInSubmitInput>;

export const handInFile = z.object({ key: z.string(), name: z.string(), mime: z.string(), size: z.number() });
export type HandInFile = z.infer<typeof handInFile>;

export const handInWork = z.object({ text: z.string(), files: z.array(handInFile) });
export type HandInWork = z.infer<typeof handInWork>;

/** One assignment's hand-in as its viewer may see it: the draft only to the student. */
export const handInView = z.object({
  settings: handInSummary,
  submitted: handInWork.nullable(),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  draft: handInWork.extend({ seq: z.number(), savedAt: z.string() }).nullable(),
  /** Whether the viewer may still submit or edit (the student, before the cut-off). */
  open: z.boolean(),
});
export type HandInView = z.infer<typeof handInView>;

export const handInResponse = dataEnvelope(z.object({ handIn: handInView }));
export type HandInResponse = z.infer<typeof handInResponse>;
export const handInSavedResponse = savedEnvelope(z.object({ handIn: handInView }));
export type HandInSavedResponse = z.infer<typeof handInSavedResponse>;

/** Submitted, or Late when handed in after the due date (ADR 0074). */
export const handInStatusOf = (submittedAt: string | null, dueAt: string): HandInStatus => {
  if (!submittedAt) return 'NOT_SUBMITTED';
  return Date.parse(submittedAt) > Date.parse(dueAt) ? 'LATE' : 'SUBMITTED';
};

/** The file-store room of an assignment's hand-in files (`assignment:{key}`): whoever may read it reads them. */
export const handInRoomId = {
  prefix: 'assignment',
  format: (assignmentKey: string) => `assignment:${assignmentKey}`,
  /** The assignment's key in a room id, or null when the id names no assignment. */
  parse: (roomId: string): string | null =>
    roomId.startsWith('assignment:') && roomId.length > 'assignment:'.length
      ? roomId.slice('assignment:'.length)
      : null,
};

/** The upload folder of hand-in files. */
export const handInFolder = 'assignment-submissions' as const;
