/**
 * Who may erase whom (ADR 0072). The routes' declared permissions (`dataRights.export|erase`, a restricted group)
 * let the caller in; these rules decide the rest: nobody erases themselves, only a master erases an admin, and the
 * last master stays (checked again under a lock when the erasure runs).
 */
import { dataRightsTexts, isAdminRole, type MemberRole } from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import { countsAsMaster } from '../accounts/admins.policy.js';
import type { Viewer } from '../accounts/viewer.js';

/** Only a master may erase an admin account (a manager may not remove the people who manage them). */
const onlyMasterErasesAdmins = 'Only a master admin may erase an admin account';

/** Throws 403 unless `actor` may erase the account `target`. */
export function authorizeErasure(actor: Viewer, target: { id: string; memberRole: MemberRole }): void {
  if (actor.id === target.id) throw forbidden(dataRightsTexts.notSelf);
  if (isAdminRole(target.memberRole) && !countsAsMaster(actor)) throw forbidden(onlyMasterErasesAdmins);
}

/** Whether erasing the account takes a master away (so the last-master rule applies). */
export const erasesAMaster = (target: { memberRole: MemberRole }) => countsAsMaster({ role: target.memberRole });
