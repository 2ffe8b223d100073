/** The accounts module: registration, sign-in and its throttle, sessions, password resets, Google, profiles, admins. */
import type { SchoolSettings } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AccountEnds } from '../../realtime/account-ends.js';
import type { Cluster } from '../../realtime/cluster.js';
import type { FileRepository } from '../files/file.repository.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { accountRoutes } from './accounts.routes.js';
import { createAdminRepository } from './admin.repository.js';
import { adminRoutes } from './admins.routes.js';
import { createAdminsService } from './admins.service.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createGoogleService } from './google.service.js';
import { createLoginAttemptRepository } from './login-attempt.repository.js';
import { createLoginThrottle } from './login-throttle.js';
import { createPasskeyRepository } from './passkey.repository.js';
import { passkeyRoutes } from './passkey.routes.js';
import { createPasskeyService } from './passkey.service.js';
import { createPasswordResetRepository } from './password-reset.repository.js';
import { createPasswordResetService } from './password-reset.service.js';
import { createPeopleRepository } from './people.repository.js';
import { peopleRoutes } from './people.routes.js';
import { createPeopleService } from './people.service.js';
import { createProfileService } from './profile.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';
import { createTicketLedger } from './ticket-ledger.js';
import { sessionLimitsFor } from './two-factor.policy.js';
import { createTwoFactorRepository } from './two-factor.repository.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { createTwoFactorService } from './two-factor.service.js';
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
  /** Ends a person's sockets and classroom seats on every node (suspended, deleted, demoted: ADR 0029, 0055). */
  accountEnds?: Pick<AccountEnds, 'end'>;
  /** How many unread notifications a person has, for the session's `counts` (the notifications module). */
  unreadNotifications?: (userId: string) => Promise<number>;
  /** The school's policies (two-factor requirement, staff session limits; ADR 0056). */
  policies: () => Promise<SchoolSettings>;
}

export function createAccountsModule(deps: AccountsModuleDeps) {
  const { db, settings, reference, log, limits } = deps;
  const users = createUserRepository(db);
  const sessions = createSessionService(createSessionRepository(db), deps.secret, undefined, {
    revocations: deps.cluster,
    tickets: createTicketLedger(limits),
    limitsFor: async (role) => sessionLimitsFor(role, await deps.policies()),
  });
  const throttle = createLoginThrottle(limits, createLoginAttemptRepository(db));
  const twoFactor = createTwoFactorService({
    users,
    repo: createTwoFactorRepository(db),
    policies: deps.policies,
    secret: deps.secret,
  });
  const passkeys = createPasskeyService({
    repo: createPasskeyRepository(db),
    users,
    twoFactor,
    siteName: 'Chalkline',
  });
  const auth = createAuthService({ users, sessions, throttle, twoFactor, accountEnds: deps.accountEnds });
  const registration = createRegistrationService({ users, reference });
  const profiles = createProfileService({ users, files: deps.files, reference });
  const resets = createPasswordResetService({
    users,
    resets: createPasswordResetRepository(db),
    sessions,
    throttle,
    mailer: deps.mailer,
    log,
    accountEnds: deps.accountEnds,
  });
  const peopleRepo = createPeopleRepository(db);
  const people = createPeopleService({
    users,
    people: peopleRepo,
    sessions,
    reference,
    resets,
    accountEnds: deps.accountEnds,
  });
  const admins = createAdminsService({
    users,
    admins: createAdminRepository(db),
    sessions,
    twoFactor,
    accountEnds: deps.accountEnds,
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
        twoFactor,
        google,
        publicUrl: settings.publicUrl,
        cookieDomain: settings.auth.cookieDomain,
        alwaysSecureCookies: settings.auth.alwaysSecureCookies,
        log,
        limits,
        unreadNotifications: deps.unreadNotifications,
      }),
    );
    const cookie = { domain: settings.auth.cookieDomain, alwaysSecure: settings.auth.alwaysSecureCookies };
    await app.register(twoFactorRoutes({ auth, twoFactor, sessions, cookie }));
    await app.register(passkeyRoutes({ auth, passkeys, twoFactor, sessions, cookie, publicUrl: settings.publicUrl }));
    await app.register(accountRoutes({ profiles, registration, users }));
    await app.register(peopleRoutes(people, settings.publicUrl));
    await app.register(adminRoutes(admins));
  };
  return {
    users,
    sessions,
    throttle,
    twoFactor,
    passkeys,
    auth,
    registration,
    profiles,
    resets,
    google,
    people,
    /** Pages of the accounts of a role (the families module's guardian list reads it too). */
    peopleRepo,
    admins,
    routes,
  };
}
