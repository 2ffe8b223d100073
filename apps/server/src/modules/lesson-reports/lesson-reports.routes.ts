import {
  lessonReportAwaitingResponse,
  lessonReportFormResponse,
  lessonReportInput,
  lessonReportListQuery,
  lessonReportListResponse,
  lessonReportResponse,
  lessonReportResponseData,
  lessonReportTexts,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { LessonReportsService } from './lesson-reports.service.js';

const byLesson = z.object({ key: z.uuid('Schedule not found') });
const byReport = z.object({ key: z.uuid('Report not found') });

/** Lesson reports (ADR 0080): the tutor's form, saving and sending, and reading them. */
export const lessonReportsRoutes =
  (reports: LessonReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/lesson-reports',
      {
        config: { permission: 'lessonReports.read' },
        schema: { querystring: lessonReportListQuery, response: { 200: lessonReportListResponse } },
      },
      async (request) => ({ data: { items: await reports.listFor(requireViewer(request), request.query.student) } }),
    );
    app.get(
      '/accounts/lesson-reports/awaiting',
      { config: { permission: 'signedIn' }, schema: { response: { 200: lessonReportAwaitingResponse } } },
      async (request) => ({ data: { items: await reports.awaiting(requireViewer(request)) } }),
    );
    app.get(
      '/accounts/lesson-reports/lessons/:key',
      {
        config: { permission: 'lessonReports.write' },
        schema: { params: byLesson, response: { 200: lessonReportFormResponse } },
      },
      async (request) => ({ data: await reports.form(requireViewer(request), request.params.key) }),
    );
    app.put(
      '/accounts/lesson-reports/lessons/:key',
      {
        config: { permission: 'lessonReports.write' },
        schema: { params: byLesson, body: lessonReportInput, response: { 200: lessonReportResponse } },
      },
      async (request) => {
        const report = await reports.save(requireViewer(request), request.params.key, request.body, false);
        return { message: lessonReportTexts.saved, data: { report } };
      },
    );
    app.post(
      '/accounts/lesson-reports/lessons/:key/send',
      {
        config: { permission: 'lessonReports.write' },
        schema: { params: byLesson, body: lessonReportInput, response: { 200: lessonReportResponse } },
      },
      async (request) => {
        const report = await reports.save(requireViewer(request), request.params.key, request.body, true);
        return { message: lessonReportTexts.sent, data: { report } };
      },
    );
    app.get(
      '/accounts/lesson-reports/:key',
      {
        config: { permission: 'lessonReports.read' },
        schema: { params: byReport, response: { 200: lessonReportResponseData } },
      },
      async (request) => ({ data: { report: await reports.read(requireViewer(request), request.params.key) } }),
    );
  };
