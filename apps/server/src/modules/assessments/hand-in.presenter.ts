/** Hand-ins as the contracts answer them (ADR 0074). */
import { type HandInFile, type HandInSummary, type HandInView, handInStatusOf } from '@chalkline/contracts';
import { asksForHandIn, type HandInRules } from './hand-in.policy.js';
import type { SubmissionRow } from './hand-in.repository.js';

/** What the hand-in asks for and where the student stands, or null when the assignment asks for none. */
export function handInSummaryOf(a: HandInRules & { submittedAt: Date | null }): HandInSummary | null {
  if (!asksForHandIn(a)) return null;
  const dueAt = a.dueAt.toISOString();
  return {
    text: a.handInText,
    maxFiles: a.handInFiles,
    dueAt,
    cutOffAt: a.cutOffAt?.toISOString() ?? null,
    status: handInStatusOf(a.submittedAt?.toISOString() ?? null, dueAt),
  };
}

export function presentHandIn(
  a: HandInRules & { submittedAt: Date | null },
  submission: SubmissionRow | null,
  files: readonly HandInFile[],
  options: { withDraft: boolean; open: boolean },
): HandInView {
  const byKey = new Map(files.map((f) => [f.key, f]));
  const filesOf = (keys: readonly string[]) => keys.flatMap((k) => byKey.get(k) ?? []);
  const submitted = submission?.submittedAt ?? null;
  return {
    // The assignment row may have been read before this submission was written.
    settings: handInSummaryOf({ ...a, submittedAt: submitted ?? a.submittedAt })!,
    submitted: submitted ? { text: submission?.text ?? '', files: filesOf(submission?.files ?? []) } : null,
    submittedAt: submitted?.toISOString() ?? null,
    late: Boolean(submitted && submission?.late),
    draft:
      options.withDraft && submission
        ? {
            text: submission.draftText,
            files: filesOf(submission.draftFiles),
            seq: submission.draftSeq,
            savedAt: submission.draftSavedAt.toISOString(),
          }
        : null,
    open: options.open,
  };
}
