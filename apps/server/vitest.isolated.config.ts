import { defineProject } from 'vitest/config';
import { ownModules, serverTest } from './vitest.config.js';

/** The server test files that each need a fresh module graph (see `ownModules`). */
export default defineProject({ test: { ...serverTest, name: 'server-isolated', include: ownModules } });
