/** The system module: liveness, readiness and the platform information for administrators. */
import type { Config } from '../../config.js';
import { systemRoutes } from './system.routes.js';
import { describePlatform, type LiveInfo } from './system-info.js';

export function createSystemModule(deps: { ping: () => Promise<boolean>; config: Config; live: LiveInfo }) {
  return { routes: systemRoutes(deps.ping, describePlatform(deps.config), deps.live) };
}
