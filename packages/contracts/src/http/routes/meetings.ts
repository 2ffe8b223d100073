/** The meetings routes of the HTTP route map (ADR 0060). */
import { messageResponse, pageQuery } from '../common.js';
import {
  bookedDemoListResponse,
  liveClassesResponse,
  programClassroomListResponse,
  studentClassroomListResponse,
} from '../live-classes.js';
import {
  createDemoSessionInput,
  demoCreatedResponse,
  demoSessionInput,
  demoSessionResponse,
  meetingLinkValidationResponse,
  ratingInput,
  validateMeetingLinkInput,
} from '../meetings.js';
import type { RouteTable } from '../route-map.js';

export const meetingsRoutes = {
  'POST /meet/validate-meeting-link': { body: validateMeetingLinkInput, response: meetingLinkValidationResponse },
  'POST /meet/demo-sessions': { body: createDemoSessionInput, response: demoCreatedResponse },
  'POST /meet/validate-demo-session': { body: demoSessionInput, response: demoSessionResponse },
  'POST /meet/start-demo-session': { body: demoSessionInput, response: messageResponse },
  'POST /meet/complete-demo-session': { body: demoSessionInput, response: messageResponse },
  'POST /meet/rating': { body: ratingInput, response: messageResponse },
  'GET /meet/admin/meetings': { query: pageQuery, response: liveClassesResponse },
  'GET /meet/admin/meetings/students': { query: pageQuery, response: studentClassroomListResponse },
  'GET /meet/admin/meetings/programs': { query: pageQuery, response: programClassroomListResponse },
  'GET /meet/admin/demo-sessions': { query: pageQuery, response: bookedDemoListResponse },
} as const satisfies RouteTable;
