import type { RouteObject } from 'react-router';
import { meetRoutes } from '../../lib/paths';
import { placeholderRoute, placeholderRoutes } from '../../ui/placeholderRoute';

const titles: Record<keyof typeof meetRoutes, string> = {
  home: 'Live Classes',
  demo: 'Demo Class',
};

/** Routes of the meeting site, relative to `/meet`; `:meetingId` is a live classroom (platform spec 2.2). */
export const meetRouteTree: RouteObject[] = [
  ...placeholderRoutes(meetRoutes, titles),
  placeholderRoute('/:meetingId', 'Classroom'),
  placeholderRoute('/:meetingId/rating', 'Rate your class'),
];
