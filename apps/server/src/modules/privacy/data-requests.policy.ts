/**
 * Who may ask for a data request (ADR 0085): a guardian, about themselves or a child linked to them. A child of
 * another family and a person who does not exist get the same 403 (nothing to learn by probing keys). Completing and
 * declining are the Data rights group's, declared on the routes.
 */
import { dataRequestTexts } from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

export type GuardianLookup = (guardianId: string, studentId: string) => Promise<boolean>;

/** Throws 403 unless the viewer is a guardian asking about themselves or their linked child. */
export async function authorizeDataRequest(viewer: Viewer, subjectId: string, isGuardianOf: GuardianLookup) {
  demand(viewer, 'families.requestData', dataRequestTexts.notYours);
  if (subjectId === viewer.id) return;
  if (await isGuardianOf(viewer.id, subjectId)) return;
  throw forbidden(dataRequestTexts.notYours);
}

/** Throws 403 unless the viewer may see their own requests and download their exports (guardians). */
export const authorizeOwnRequests = (viewer: Viewer) =>
  demand(viewer, 'families.requestData', dataRequestTexts.notYours);
