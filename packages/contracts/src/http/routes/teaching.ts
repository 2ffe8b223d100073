/** The teaching routes of the HTTP route map (ADR 0060). */
import { messageResponse } from '../common.js';
import { enrollAdditionalInput, enrolmentUpdateInput, onboardingInput, studentRelationshipInput } from '../programs.js';
import type { RouteTable } from '../route-map.js';
import {
  enrolledResponse,
  enrolmentListQuery,
  enrolmentListResponse,
  personSearchQuery,
  relationshipsQuery,
  studentListResponse,
  tutorLinkListResponse,
} from '../teaching.js';

export const teachingRoutes = {
  'GET /accounts/program-enrollments': { query: enrolmentListQuery, response: enrolmentListResponse },
  'PATCH /accounts/program-enrollments/:key': { body: enrolmentUpdateInput, response: messageResponse },
  'POST /students/onboarding': { body: onboardingInput, response: enrolledResponse },
  'POST /students/enroll-additional': { body: enrollAdditionalInput, response: enrolledResponse },
  'GET /tutors/student-relationships': { query: relationshipsQuery, response: tutorLinkListResponse },
  'POST /tutors/student-relationships': { body: studentRelationshipInput, response: messageResponse },
  'DELETE /tutors/student-relationships': { body: studentRelationshipInput, response: messageResponse },
  'GET /accounts/students': { query: personSearchQuery, response: studentListResponse },
} as const satisfies RouteTable;
