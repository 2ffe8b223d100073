/**
 * Whether a student may start a proctored quiz as far as their guardians are concerned (issue 36, ADR 0082). For a
 * child with guardians, the recorded guardian consent must allow proctoring: the families module's consent, wired in
 * as `consentOf` in the quizzes module's deps (compose/modules.ts); the student's own agreement is still required.
 */
export type ProctoringConsent = 'allowed' | 'guardianConsentMissing';
/** The families module's answer, adapted: whether the student's guardians allow proctoring. */
export type ProctoringConsentLookup = (studentId: string) => Promise<ProctoringConsent>;

/** Without the families module (unit tests): allowed. */
export const proctoringConsentOf: ProctoringConsentLookup = async () => 'allowed';

/**
 * The families module's consent (ADR 0079), read for proctoring: a child with guardians is proctored only when they
 * consented both to recording and to the camera; a student without guardians decides alone, as in the classroom.
 */
export function guardiansAllowProctoring(consent: {
  recording: boolean;
  camera: boolean;
  hasGuardians: boolean;
}): ProctoringConsent {
  if (!consent.hasGuardians) return 'allowed';
  return consent.recording && consent.camera ? 'allowed' : 'guardianConsentMissing';
}
