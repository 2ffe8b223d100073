/** The families module (issue 33, ADR 0079): guardians, their links to students, pairing codes and consent. */
import { familyTexts, type SchoolSettings } from '@chalkline/contracts';
import type { Db } from '../../db/client.js';
import { createRateLimit, type RateLimitStore } from '../../http/rate-limit.js';
import type { PeopleRepository } from '../accounts/people.repository.js';
import type { UserRepository } from '../accounts/user.repository.js';
import type { ActivityService } from '../activity/activity.service.js';
import { createChildViewsService } from './child-views.service.js';
import { createFamiliesRepository } from './families.repository.js';
import { familiesRoutes } from './families.routes.js';
import { createFamiliesService } from './families.service.js';

/** Pairing attempts a guardian may make: five in a quarter of an hour (a code has 32^8 values, so guessing fails). */
export const pairingAttempts = { points: 5, windowSeconds: 15 * 60 } as const;

type ChildViewDeps = Parameters<typeof createChildViewsService>[0];

export function createFamiliesModule(
  deps: {
    db: Db;
    users: Pick<UserRepository, 'findById'>;
    people: Pick<PeopleRepository, 'list'>;
    isTutorLinked: (tutorId: string, studentId: string) => Promise<boolean>;
    activity: Pick<ActivityService, 'record'>;
    limitStore?: RateLimitStore;
    schoolSettings: { read(): Promise<Pick<SchoolSettings, 'guardiansWatchLessons'>> };
    publicUrl?: string;
    now?: () => Date;
  } & Omit<ChildViewDeps, 'isGuardianOf' | 'users' | 'schoolSettings'>,
) {
  const repo = createFamiliesRepository(deps.db);
  const redeemLimit = createRateLimit(
    pairingAttempts.points,
    pairingAttempts.windowSeconds,
    familyTexts.codeTooMany,
    deps.limitStore ?? null,
    'guardian-pairing',
  );
  const service = createFamiliesService({ ...deps, repo, redeemLimit });
  const views = createChildViewsService({ ...deps, isGuardianOf: service.isGuardianOf });
  return { service, views, repo, routes: familiesRoutes(service, views, deps.publicUrl) };
}
