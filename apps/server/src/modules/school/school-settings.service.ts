import {
  defaultSchoolSettings,
  type SchoolSettings,
  type SchoolSettingsPatch,
  schoolSettingsSchema,
} from '@chalkline/contracts';
import type { Cluster } from '../../realtime/cluster.js';
import type { Viewer } from '../accounts/viewer.js';
import type { SchoolSettingsRepository } from './school-settings.repository.js';

/**
 * The school policies every module reads (`read()` is cached; a change reaches every node at once over the
 * cluster bus). Values stored by an older version that no longer parse fall back to the default.
 */
export function createSchoolSettingsService(deps: {
  repo: SchoolSettingsRepository;
  cluster?: Pick<Cluster, 'publish' | 'on'>;
}) {
  let cached: Promise<SchoolSettings> | null = null;
  const forget = () => {
    cached = null;
  };
  deps.cluster?.on('school:settings-changed', forget);

  const load = async (): Promise<SchoolSettings> => {
    const stored = await deps.repo.all();
    const settings = { ...defaultSchoolSettings };
    for (const key of Object.keys(defaultSchoolSettings) as (keyof SchoolSettings)[]) {
      const parsed = schoolSettingsSchema.shape[key].safeParse(stored[key]);
      if (parsed.success && stored[key] !== undefined) Object.assign(settings, { [key]: parsed.data });
    }
    return settings;
  };

  return {
    read(): Promise<SchoolSettings> {
      if (!cached) {
        cached = load();
        cached.catch(forget);
      }
      return cached;
    },
    async update(patch: SchoolSettingsPatch, actor: Pick<Viewer, 'id'> | null): Promise<SchoolSettings> {
      await deps.repo.write(patch, actor?.id ?? null);
      forget();
      deps.cluster?.publish('school:settings-changed');
      return this.read();
    },
  };
}
export type SchoolSettingsService = ReturnType<typeof createSchoolSettingsService>;
