/** The reference module: countries, states and time zones (cached in memory once loaded). */
import { referenceRoutes } from './reference.routes.js';
import { createReferenceService } from './reference.service.js';

export function createReferenceModule() {
  const service = createReferenceService();
  return { service, routes: referenceRoutes(service) };
}
