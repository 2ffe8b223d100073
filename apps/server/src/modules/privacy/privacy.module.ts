/**
 * The privacy module: a person's data exported or erased by an admin of the Data rights group (ADR 0072), and the
 * data requests guardians make for it (ADR 0085).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { AccountEndReason } from '../../realtime/cluster.js';
import type { FileStore } from '../../storage/file-store.js';
import type { SessionService } from '../accounts/session.service.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { createDataRequestsRepository } from './data-requests.repository.js';
import { dataRequestsRoutes } from './data-requests.routes.js';
import { createDataRequestsService } from './data-requests.service.js';
import { createPrivacyRepository } from './privacy.repository.js';
import { privacyRoutes } from './privacy.routes.js';
import { createPrivacyService } from './privacy.service.js';

export function createPrivacyModule(deps: {
  db: Db;
  store: FileStore;
  sessions: Pick<SessionService, 'revokeAllForUser' | 'refreshUser'>;
  accountEnds?: { end(userId: string, reason: AccountEndReason): Promise<void> };
  log?: { warn(details: object, message: string): void };
  /** Whether a guardian is linked to a student (the families module). */
  isGuardianOf: (guardianId: string, studentId: string) => Promise<boolean>;
  events: EventPublisher;
  now?: () => Date;
}) {
  const repo = createPrivacyRepository(deps.db);
  const service = createPrivacyService({ ...deps, repo });
  const requests = createDataRequestsService({
    ...deps,
    repo: createDataRequestsRepository(deps.db),
    privacy: service,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await privacyRoutes(service)(app, {});
    await dataRequestsRoutes(requests)(app, {});
  };
  return { service, repo, requests, routes };
}
