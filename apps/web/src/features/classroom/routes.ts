import type { RouteObject } from 'react-router';
import { meetRoutes } from '../../lib/paths';
import { lazyRoute } from '../../ui/lazyRoute';

const classroomPage = () => import('./ClassroomPage').then((module) => module.ClassroomPage);
const homePage = () => import('./home/MeetHomePage').then((module) => module.MeetHomePage);
const ratingPage = () => import('./rating/RatingPage').then((module) => module.RatingPage);
const recordingsPage = () => import('./recording/RecordingsPage').then((module) => module.RecordingsPage);

/**
 * Routes of the meeting site, relative to `/meet` (platform spec 2.2): the home (next lessons, paste a link), `:meetingId` is a live classroom,
 * `demo` the demo classroom (`?session=`), `:meetingId/rating` where one lands after leaving, and `:meetingId/recordings` (ADR 0044).
 */
export const meetRouteTree: RouteObject[] = [
  lazyRoute(meetRoutes.home, 'Live Classes', homePage),
  // The lobby is plain (ADR 0051): it paints without MUI, and the room brings the MUI theme when one joins.
  lazyRoute(meetRoutes.demo, 'Demo Class', classroomPage, {}, { plain: true }),
  lazyRoute('/:meetingId', 'Classroom', classroomPage, {}, { plain: true }),
  lazyRoute('/:meetingId/rating', 'Rate your class', ratingPage),
  lazyRoute('/:meetingId/recordings', 'Recordings', recordingsPage),
];
