/**
 * Families (ADR 0079): guardians linked to students, one-time pairing codes, and each child's consent to recording
 * and to being on camera. The guardian's read-only views of a child answer the same shapes as the student's own.
 */
import { z } from 'zod';
import { maxLength } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';
import { downloadQuery } from './files.js';
import { metricsQuery } from './performance.js';
import { recordingSummary } from './recordings.js';

/** What the families screens and the classroom say. */
export const familyTexts = {
  linked: 'Guardian linked',
  unlinked: 'Guardian unlinked',
  alreadyLinked: 'This guardian is already linked to this student',
  notLinked: 'This guardian is not linked to this student',
  chooseGuardian: 'Please choose a guardian account',
  chooseStudent: 'Please choose a student',
  childNotFound: 'Child not found',
  codeIssued: 'Pairing code created',
  codeInvalid: 'This pairing code is not valid, was already used or has expired',
  codeTooMany: 'Too many pairing attempts. Please wait a few minutes and try again',
  childPaired: 'Child linked to your account',
  consentSaved: 'Consent saved',
  notYourChild: 'You may only see your own children',
  /** The host's Record is refused (ADR 0079): names the present students whose guardians have not consented. */
  recordingRefused: (names: readonly string[]) =>
    `Recording cannot start: ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no recording consent from a guardian`,
  cameraRefused: 'Your guardian has not agreed to you being on camera',
  /** The host's choice after a refusal: record the lesson leaving out those without consent (ADR 0079). */
  recordWithoutThem: 'Record without them',
  /** The indicator's words for someone left out of the running recording. */
  youAreLeftOut: 'This lesson is being recorded without you: your guardian has not agreed to recording',
  /** The host's indicator names who the recording leaves out. */
  leftOut: (names: readonly string[]) => `Left out of the recording: ${names.join(', ')}`,
} as const;

/** Pairing codes: eight letters and digits without look-alikes, valid for a day, used once (ADR 0079). */
export const pairingCode = { length: 8, alphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', validHours: 24 } as const;

export const childParams = z.object({ key: z.uuid(familyTexts.childNotFound) });
export const childAssignmentParams = childParams.extend({ kind: z.enum(['class', 'home']) });
/** One of a child's lesson reports (ADR 0080), and a file of it (its whiteboard image or a shared file). */
export const childReportParams = childParams.extend({ report: z.uuid('Report not found') });
export const childReportFileParams = childReportParams.extend({ file: downloadQuery.shape.file });
/** One recording of a lesson the child attended (while the school lets students see recordings). */
export const childRecordingParams = childParams.extend({ recording: z.uuid('Recording not found') });
export const childRecordingsResponse = z.object({ data: z.object({ recordings: z.array(recordingSummary) }) });
export type ChildRecordingsResponse = z.infer<typeof childRecordingsResponse>;
export const guardianLinkParams = z.object({
  guardianKey: z.uuid(familyTexts.chooseGuardian),
  studentKey: z.uuid(familyTexts.chooseStudent),
});

/** POST /admin/guardian-links: an admin links a guardian account to a student. */
export const guardianLinkInput = guardianLinkParams;
export type GuardianLinkInput = z.infer<typeof guardianLinkInput>;

/** POST /accounts/children/pair: the guardian types the code they were given. */
export const pairingRedeemInput = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Please enter the pairing code')
    .max(32, 'Please enter the pairing code')
    .transform((c) => c.toUpperCase().replace(/[\s-]/g, '')),
});
export type PairingRedeemInput = z.input<typeof pairingRedeemInput>;

export const consent = z.object({ recording: z.boolean(), camera: z.boolean() });
export type Consent = z.infer<typeof consent>;
/** PUT …/consent: both answers at once. */
export const consentInput = z.object(
  {
    recording: z.boolean({ error: 'Please answer whether the child may be recorded' }),
    camera: z.boolean({ error: 'Please answer whether the child may be on camera' }),
  },
  { error: 'Please answer both questions' },
);
export type ConsentInput = z.infer<typeof consentInput>;
export const consentState = consent.extend({
  /** Who last changed it and when; null before anyone answered (read as no consent). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentState>;
export const consentResponse = dataEnvelope(z.object({ consent: consentState }));
export type ConsentResponse = z.infer<typeof consentResponse>;

const person = z.object({ key: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** One child on the guardian's overview. */
export const childSummary = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  consent: consent,
  linkedAt: z.string(),
});
export type ChildSummary = z.infer<typeof childSummary>;
export const childrenResponse = dataEnvelope(z.object({ children: z.array(childSummary) }));
export type ChildrenResponse = z.infer<typeof childrenResponse>;
export const childPairedResponse = savedEnvelope(z.object({ child: childSummary }));

/** GET /admin/students/:key/guardians: the student's guardians and consent, for the admin's student page. */
export const guardianSummary = person.extend({ linkedAt: z.string() });
export type GuardianSummary = z.infer<typeof guardianSummary>;
export const guardiansResponse = dataEnvelope(z.object({ guardians: z.array(guardianSummary), consent: consentState }));
export type GuardiansResponse = z.infer<typeof guardiansResponse>;

/** POST /accounts/students/:key/pairing-code: the code is shown once. */
export const pairingCodeResponse = savedEnvelope(z.object({ code: z.string(), expiresAt: z.string() }));
export type PairingCodeResponse = z.infer<typeof pairingCodeResponse>;

/** A child's performance report: the student's query without the student, who is in the path. */
export const childMetricsQuery = z.object(metricsQuery.shape).omit({ key: true });

/** GET /admin/guardians: guardian accounts, paged and searched like the tutors and students lists. */
export const guardiansQuery = pageQuery.extend({ search: z.string().trim().max(maxLength.search).optional() });
export type GuardiansQuery = z.input<typeof guardiansQuery>;
/** A guardian account on the admin's Guardians page, with their linked children and each child's consent. */
export const adminGuardian = person.extend({
  phone: z.string().nullable(),
  suspended: z.boolean(),
  createdAt: z.string(),
  children: z.array(childSummary),
});
export type AdminGuardian = z.infer<typeof adminGuardian>;
export const adminGuardiansResponse = pagedResponse(adminGuardian);
export type AdminGuardiansResponse = z.infer<typeof adminGuardiansResponse>;
