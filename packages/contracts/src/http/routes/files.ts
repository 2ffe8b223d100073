/** The files routes of the HTTP route map (ADR 0060). */
import { uploadResponse } from '../files.js';
import { multipart, type RouteTable } from '../route-map.js';

export const filesRoutes = {
  'POST /files/upload': { body: multipart, response: uploadResponse },
} as const satisfies RouteTable;
