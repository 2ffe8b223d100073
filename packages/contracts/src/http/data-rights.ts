/**
 * Data rights (issue 33, ADR 0072): an admin of the restricted Data rights group exports everything the platform
 * holds about one person as a zip, or erases the person (personal data removed or anonymised, the billing ledger
 * kept with an anonymised party). Both ask for step-up and are logged.
 */
import { z } from 'zod';
import { maxLength } from '../validators.js';
import { savedEnvelope } from './common.js';

export const dataRightsTexts = {
  unknownPerson: 'Person not found',
  confirmRequired: 'Please type the person’s email address to confirm',
  confirmMismatch: 'That is not this person’s email address',
  notSelf: 'You cannot erase your own account',
  lastMaster: 'The last master admin must stay: make another master first',
  alreadyErased: 'This person has already been erased',
  erased: 'The person has been erased: their personal data is gone and their sign-in has ended',
  exported: 'The export has been downloaded',
  /** What an erased person is called wherever a name must stay (invoices, recordings, the account row). */
  erasedName: 'Erased person',
} as const;

/** `/admin/people/:key/…`: the person's account id. */
export const personKeyParams = z.object({ key: z.uuid(dataRightsTexts.unknownPerson) });
export type PersonKeyParams = z.infer<typeof personKeyParams>;

/** POST /admin/people/:key/erase: the person's email address, typed again, so the right person goes. */
export const erasePersonInput = z.object({
  confirm: z
    .string({ error: dataRightsTexts.confirmRequired })
    .trim()
    .min(1, dataRightsTexts.confirmRequired)
    .max(maxLength.email, dataRightsTexts.confirmMismatch),
});
export type ErasePersonInput = z.infer<typeof erasePersonInput>;

/** What the erasure did, table by table: rows deleted and rows anonymised; files removed from the store. */
export const erasureSummary = z.object({
  key: z.string(),
  erasedAt: z.string(),
  deleted: z.record(z.string(), z.number().int()),
  anonymised: z.record(z.string(), z.number().int()),
  files: z.number().int(),
});
export type ErasureSummary = z.infer<typeof erasureSummary>;

export const personErasedResponse = savedEnvelope(z.object({ erasure: erasureSummary }));
export type PersonErasedResponse = z.infer<typeof personErasedResponse>;
