/** The classroom routes of the HTTP route map (ADR 0060). */

import { createWhiteboardInput, loadWhiteboardInput, whiteboardListQuery } from '../../realtime/whiteboard.js';
import {
  admissionResponse,
  classroomMessagesQuery,
  classroomSettingsInput,
  classroomSettingsResponse,
  guestTokenInput,
  guestTokenResponse,
  meetingBody,
  messagesPageResponse,
  whiteboardCreatedResponse,
  whiteboardListResponse,
  whiteboardStateResponse,
} from '../classroom.js';
import { messageResponse } from '../common.js';
import { createPollInput, pollListResponse, pollSavedResponse, pollsQuery } from '../polls.js';
import type { RouteTable } from '../route-map.js';
import { videoPathAnswerResponse, videoPathOffer, videoPathSetupResponse } from '../video-path.js';

export const classroomRoutes = {
  'POST /meet/admission': { body: meetingBody, response: admissionResponse },
  'POST /meet/guest-token': { body: guestTokenInput, response: guestTokenResponse },
  'GET /meet/messages': { query: classroomMessagesQuery, response: messagesPageResponse },
  'PUT /meet/settings': { body: classroomSettingsInput, response: classroomSettingsResponse },
  // The lobby's check of the video path (ADR 0086): the ICE servers, then a data-channel offer answered by the server.
  'GET /meet/video-probe': { response: videoPathSetupResponse },
  'POST /meet/video-probe': { body: videoPathOffer, response: videoPathAnswerResponse },
  'GET /meet/whiteboards': { query: whiteboardListQuery, response: whiteboardListResponse },
  'POST /meet/whiteboards': { body: createWhiteboardInput, response: whiteboardCreatedResponse },
  'POST /meet/whiteboards/load': { body: loadWhiteboardInput, response: whiteboardStateResponse },
  // Polls prepared before the lesson and read afterwards (ADR 0073); the CSV export is a file, outside the map.
  'GET /meet/polls': { query: pollsQuery, response: pollListResponse },
  'POST /meet/polls': { body: createPollInput, response: pollSavedResponse },
  'DELETE /meet/polls/:pollId': { response: messageResponse },
} as const satisfies RouteTable;
