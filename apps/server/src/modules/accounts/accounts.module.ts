/** The accounts module: registration, sign-in and its throttle, sessions, password resets, Google, profiles. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Cluster } from '../../realtime/cluster.js';
import type { FileRepository } from '../files/file.repository.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { accountRoutes } from './accounts.routes.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createGoogleService } from './google.service.js';
import { createLoginThrottle } from './login-throttle.js';
import { createPasswordResetRepository } from './password-reset.repository.js';
import { createPasswordResetService } from './password-reset.service.js';
import { createProfileService } from './profile.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';
import { createTicketLedger } from './ticket-ledger.js';
import { createUserRepository } from './user.repository.js';

export interface AccountsModuleDeps {
  db: Db;
  /** Signs session tickets (and, elsewhere, cookies and guest tickets). */
  secret: Buffer;
  settings: Pick<Config, 'auth' | 'google' | 'publicUrl'>;
  mailer: Mailer;
  reference: ReferenceService;
  files: FileRepository;
  /** Shared counters when several nodes run (ADR 0014); null counts in this process. */
  limits: RateLimitStore;
  log: Logger;
  /** Carries session revocations to the other nodes, so their session caches forget at once (ADR 0024). */
  cluster?: Pick<Cluster, 'publish' | 'on'>;
}

export function createAccountsModule(deps: AccountsModuleDeps) {
  const { db, settings, reference, log, limits } = deps;
  const users = createUserRepository(db);
  const sessions = createSessionService(createSessionRepository(db), deps.secret, undefined, {
    revocations: deps.cluster,
    tickets: createTicketLedger(limits),
  });
  const throttle = createLoginThrottle(limits);
  const auth = createAuthService({ users, sessions, throttle });
  const registration = createRegistrationService({ users, reference });
  const profiles = createProfileService({ users, files: deps.files, reference });
  const resets = createPasswordResetService({
    users,
    resets: createPasswordResetRepository(db),
    sessions,
    throttle,
    mailer: deps.mailer,
    log,
  });
  const google = settings.google ? createGoogleService(settings.google, users, log) : null;

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(
      authRoutes({
        auth,
        registration,
        resets,
        profiles,
        sessions,
        google,
        publicUrl: settings.publicUrl,
        cookieDomain: settings.auth.cookieDomain,
        log,
        limits,
      }),
    );
    await app.register(accountRoutes({ profiles, registration, users }));
  };
  return { users, sessions, throttle, auth, registration, profiles, resets, google, routes };
}
