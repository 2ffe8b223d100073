import { defineProject } from 'vitest/config';
import { ownModules, webTest } from './vitest.config.ts';

/** The web test files that each need a fresh module graph (see `ownModules`). */
export default defineProject({ test: { ...webTest, name: 'web-isolated', include: ownModules } });
