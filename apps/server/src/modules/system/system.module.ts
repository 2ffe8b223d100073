/** The system module: liveness and readiness. */
import { systemRoutes } from './system.routes.js';

export function createSystemModule(deps: { ping: () => Promise<boolean> }) {
  return { routes: systemRoutes(deps.ping) };
}
