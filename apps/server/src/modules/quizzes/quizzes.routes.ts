/** The nine `/quiz/*` calls of platform spec 7 (shapes in contracts `http/quizzes.ts`), and Moodle import and export. */
import {
  assignmentKeyQuery,
  attemptSessionResponse,
  completeAttemptResponse,
  gradingInput,
  gradingResponse,
  messageResponse,
  openAttemptInput,
  quizAssignedResponse,
  quizAssignInput,
  quizAssignmentResponse,
  quizAssignmentsQuery,
  quizAssignmentsResponse,
  quizExportResponse,
  quizImportInput,
  quizImportResponse,
  quizInput,
  quizListQuery,
  quizListResponse,
  quizPickerResponse,
  quizResponse,
  quizSavedResponse,
  saveAnswerInput,
  saveAnswerResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { readGift } from './import/gift.js';
import { readMoodleXml, writeMoodleXml } from './import/moodle-xml.js';
import { authorizeWrite } from './quiz.policy.js';
import type { QuizService } from './quiz.service.js';
import type { QuizAssignmentService } from './quiz-assignment.service.js';

const byKey = z.object({ key: z.uuid('Not found') });

export const quizRoutes =
  (quizzes: QuizService, assignments: QuizAssignmentService): FastifyPluginAsyncZod =>
  async (app) => {
    // ── The collection ──
    app.get(
      '/quiz',
      {
        config: { permission: 'quizzes.read' },
        schema: { querystring: quizListQuery, response: { 200: quizListResponse } },
      },
      async (request) => ({ data: await quizzes.list(requireViewer(request), request.query) }),
    );
    app.get(
      '/quiz/all',
      { config: { permission: 'quizzes.read' }, schema: { response: { 200: quizPickerResponse } } },
      async (request) => ({ data: { quizzes: await quizzes.picker(requireViewer(request)) } }),
    );
    app.get(
      '/quiz/:key',
      {
        config: { permission: 'quizzes.write' },
        // A key, or the quiz's slug (the quiz page `quiz/{quizSlug}` previews it for its author and admins).
        schema: { params: z.object({ key: z.string().max(80) }), response: { 200: quizResponse } },
      },
      async (request) => {
        const { key } = request.params;
        const by = z.uuid().safeParse(key).success ? { id: key } : { slug: key };
        return { data: { quiz: await quizzes.get(requireViewer(request), by) } };
      },
    );
    app.post(
      '/quiz',
      { config: { permission: 'quizzes.write' }, schema: { body: quizInput, response: { 201: quizSavedResponse } } },
      async (request, reply) => {
        const quiz = await quizzes.create(requireViewer(request), request.body);
        request.activityTarget = { kind: 'quiz', id: quiz.key, label: quiz.title };
        return reply.status(201).send({ message: 'Quiz created', data: { quiz: { key: quiz.key, slug: quiz.slug } } });
      },
    );
    app.put(
      '/quiz/:key',
      {
        config: { permission: 'quizzes.write' },
        schema: { params: byKey, body: quizInput, response: { 200: quizSavedResponse } },
      },
      async (request) => {
        const quiz = await quizzes.update(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { kind: 'quiz', id: quiz.key, label: quiz.title };
        return { message: 'Quiz updated', data: { quiz: { key: quiz.key, slug: quiz.slug } } };
      },
    );
    app.post(
      '/quiz/:key/duplicate',
      { config: { permission: 'quizzes.write' }, schema: { params: byKey, response: { 201: quizSavedResponse } } },
      async (request, reply) => {
        const quiz = await quizzes.duplicate(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'quiz', id: quiz.key, label: quiz.title, verb: 'duplicated' };
        return reply
          .status(201)
          .send({ message: 'Quiz duplicated', data: { quiz: { key: quiz.key, slug: quiz.slug } } });
      },
    );
    app.delete(
      '/quiz/:key',
      { config: { permission: 'quizzes.write' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        const quiz = await quizzes.remove(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'quiz', id: quiz.key, label: quiz.title };
        return { message: 'Quiz deleted' };
      },
    );

    // ── Moodle XML and GIFT (ADR 0071): read into questions for the form; nothing is stored until the quiz is saved ──
    app.post(
      '/quiz/import',
      {
        config: { permission: 'quizzes.write' },
        schema: { body: quizImportInput, response: { 200: quizImportResponse } },
      },
      async (request) => {
        // Reading a file is the first step of writing a quiz: the same people may.
        authorizeWrite(requireViewer(request), null);
        const { format, content } = request.body;
        return { data: format === 'GIFT' ? readGift(content) : readMoodleXml(content) };
      },
    );
    app.get(
      '/quiz/:key/moodle-xml',
      {
        config: { permission: 'quizzes.write' },
        schema: { params: byKey, response: { 200: quizExportResponse } },
      },
      async (request) => {
        const quiz = await quizzes.get(requireViewer(request), { id: request.params.key });
        return { data: { fileName: `${quiz.slug}.xml`, xml: writeMoodleXml(quiz) } };
      },
    );

    // ── Assignments and grading ──
    app.post(
      '/quiz/assignment/new',
      {
        config: { permission: 'quizAssignments.assign' },
        schema: { body: quizAssignInput, response: { 201: quizAssignedResponse } },
      },
      async (request, reply) => {
        const { keys, quiz } = await assignments.assign(requireViewer(request), request.body);
        request.activityTarget = { kind: 'quiz', id: quiz.id, label: quiz.title, verb: 'assigned' };
        const message = keys.length === 1 ? 'Quiz assigned' : `Quiz assigned to ${keys.length} students`;
        return reply.status(201).send({ message, data: { keys } });
      },
    );
    app.get(
      '/quiz/assignments',
      {
        config: { permission: 'quizAssignments.read' },
        schema: { querystring: quizAssignmentsQuery, response: { 200: quizAssignmentsResponse } },
      },
      async (request) => ({ data: await assignments.list(requireViewer(request), request.query) }),
    );
    app.get(
      '/quiz/assignment',
      {
        config: { permission: 'quizAssignments.read' },
        schema: { querystring: assignmentKeyQuery, response: { 200: quizAssignmentResponse } },
      },
      async (request) => ({ data: await assignments.review(requireViewer(request), request.query.key) }),
    );
    app.post(
      '/quiz/assignment/grading',
      {
        config: { permission: 'quizAssignments.grade' },
        schema: { body: gradingInput, response: { 200: gradingResponse } },
      },
      async (request) => {
        const { studentId: _student, ...data } = await assignments.grade(requireViewer(request), request.body);
        return { message: 'Grading updated', data };
      },
    );

    // ── Taking a quiz ──
    app.post(
      '/quiz/quiz-assignment',
      {
        config: { permission: 'quizAssignments.take' },
        schema: { body: openAttemptInput, response: { 200: attemptSessionResponse } },
      },
      async (request) => ({
        data: await assignments.open(
          requireViewer(request),
          request.body.assignment,
          request.body.agreeToProctoring ?? false,
        ),
      }),
    );
    app.post(
      '/quiz/quiz-assignment/save',
      {
        config: { permission: 'quizAssignments.take' },
        schema: { body: saveAnswerInput, response: { 200: saveAnswerResponse } },
      },
      async (request) => ({
        message: 'Answer saved',
        data: await assignments.save(requireViewer(request), request.body),
      }),
    );
    app.post(
      '/quiz/quiz-assignment/complete',
      {
        config: { permission: 'quizAssignments.take' },
        schema: { body: openAttemptInput, response: { 200: completeAttemptResponse } },
      },
      async (request) => ({
        message: 'Quiz submitted',
        data: await assignments.complete(requireViewer(request), request.body.assignment),
      }),
    );
  };
