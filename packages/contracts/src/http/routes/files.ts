/** The files routes of the HTTP route map (ADR 0060), as `apps/server/src/modules/files/` declares them. */
import { uploadResponse } from '../files.js';
import { multipart, type RouteTable } from '../route-map.js';

export const filesRoutes = {
  'POST /files/upload': { body: multipart, response: uploadResponse },
} as const satisfies RouteTable;
