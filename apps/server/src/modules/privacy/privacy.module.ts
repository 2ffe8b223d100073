/** The privacy module: a person's data exported or erased by an admin of the Data rights group (ADR 0072). */
import type { Db } from '../../db/client.js';
import type { AccountEndReason } from '../../realtime/cluster.js';
import type { FileStore } from '../../storage/file-store.js';
import type { SessionService } from '../accounts/session.service.js';
import { createPrivacyRepository } from './privacy.repository.js';
import { privacyRoutes } from './privacy.routes.js';
import { createPrivacyService } from './privacy.service.js';

export function createPrivacyModule(deps: {
  db: Db;
  store: FileStore;
  sessions: Pick<SessionService, 'revokeAllForUser' | 'refreshUser'>;
  accountEnds?: { end(userId: string, reason: AccountEndReason): Promise<void> };
  log?: { warn(details: object, message: string): void };
  now?: () => Date;
}) {
  const repo = createPrivacyRepository(deps.db);
  const service = createPrivacyService({ ...deps, repo });
  return { service, repo, routes: privacyRoutes(service) };
}
