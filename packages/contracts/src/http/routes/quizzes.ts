/** The quizzes routes of the HTTP route map (ADR 0060). */
import { messageResponse } from '../common.js';
import { quizExportResponse, quizImportInput, quizImportResponse } from '../quiz-import.js';
import {
  assignmentKeyQuery,
  attemptSessionResponse,
  completeAttemptResponse,
  gradingInput,
  gradingResponse,
  openAttemptInput,
  quizAssignedResponse,
  quizAssignInput,
  quizAssignmentResponse,
  quizAssignmentsQuery,
  quizAssignmentsResponse,
  quizInput,
  quizListQuery,
  quizListResponse,
  quizPickerResponse,
  quizResponse,
  quizSavedResponse,
  saveAnswerInput,
  saveAnswerResponse,
} from '../quizzes.js';
import type { RouteTable } from '../route-map.js';

export const quizzesRoutes = {
  'GET /quiz': { query: quizListQuery, response: quizListResponse },
  'GET /quiz/all': { response: quizPickerResponse },
  'GET /quiz/:key': { response: quizResponse },
  'POST /quiz': { body: quizInput, response: quizSavedResponse },
  'PUT /quiz/:key': { body: quizInput, response: quizSavedResponse },
  'POST /quiz/:key/duplicate': { response: quizSavedResponse },
  'DELETE /quiz/:key': { response: messageResponse },
  'POST /quiz/import': { body: quizImportInput, response: quizImportResponse },
  'GET /quiz/:key/moodle-xml': { response: quizExportResponse },
  'POST /quiz/assignment/new': { body: quizAssignInput, response: quizAssignedResponse },
  'GET /quiz/assignments': { query: quizAssignmentsQuery, response: quizAssignmentsResponse },
  'GET /quiz/assignment': { query: assignmentKeyQuery, response: quizAssignmentResponse },
  'POST /quiz/assignment/grading': { body: gradingInput, response: gradingResponse },
  'POST /quiz/quiz-assignment': { body: openAttemptInput, response: attemptSessionResponse },
  'POST /quiz/quiz-assignment/save': { body: saveAnswerInput, response: saveAnswerResponse },
  'POST /quiz/quiz-assignment/complete': { body: openAttemptInput, response: completeAttemptResponse },
} as const satisfies RouteTable;
