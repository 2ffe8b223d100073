/**
 * The families routes (ADR 0079). A guardian's own (`families.children`), a child's read-only views
 * (`families.readChild`, the service checks the guardian is linked), paying a child's invoice (`families.payChild`),
 * consent (`families.consent`: the guardian, or an admin on their behalf; the service logs every change, so the
 * routes opt out of the hook), pairing codes (`families.issueCode`), an admin's links (`students.edit`, the service
 * asks `families.link`; logged by the activity hook) and the admin's list of guardian accounts (`students.access`).
 * A child's lesson reports are child views too (ADR 0080).
 */
import {
  adminGuardiansResponse,
  assignmentListQuery,
  assignmentListResponse,
  checkoutResponse,
  childAssignmentParams,
  childMetricsQuery,
  childPairedResponse,
  childParams,
  childRecordingParams,
  childRecordingsResponse,
  childReportFileParams,
  childReportParams,
  childrenResponse,
  consentInput,
  consentResponse,
  familyTexts,
  guardianLinkInput,
  guardianLinkParams,
  guardiansQuery,
  guardiansResponse,
  invoiceKeyInput,
  lessonReportListResponse,
  lessonReportResponseData,
  messageResponse,
  metricsResponse,
  mySubscriptionsResponse,
  pairingCodeResponse,
  pairingRedeemInput,
  quizAssignmentsQuery,
  quizAssignmentsResponse,
  scheduleListQuery,
  scheduleListResponse,
} from '@chalkline/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { originOf } from '../accounts/auth.cookies.js';
import {
  recordingBytes,
  sendCaptions,
  sendRecordingFile,
  sendThumbnail,
} from '../classroom/recording/recordings.routes.js';
import { fileBytes, sendStoredFile } from '../files/file-reply.js';
import type { ChildViewsService } from './child-views.service.js';
import type { FamiliesService } from './families.service.js';

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export const familiesRoutes =
  (families: FamiliesService, views: ChildViewsService, publicUrl?: string): FastifyPluginAsyncZod =>
  async (app) => {
    const info = (request: { id: string; ip: string }) => ({ id: request.id, ip: request.ip });
    const child = { config: { permission: 'families.readChild' as const } };

    app.get(
      '/accounts/children',
      { config: { permission: 'families.children' }, schema: { response: { 200: childrenResponse } } },
      async (request) => ({ data: { children: await families.children(requireViewer(request)) } }),
    );
    app.post(
      '/accounts/children/pair',
      {
        config: { permission: 'families.children' },
        schema: { body: pairingRedeemInput, response: { 201: childPairedResponse } },
      },
      async (request, reply) => {
        const paired = await families.redeem(requireViewer(request), request.body.code, info(request));
        return reply.status(201).send({ message: familyTexts.childPaired, data: { child: paired } });
      },
    );
    app.get(
      '/accounts/children/:key/schedules',
      {
        ...child,
        schema: { params: childParams, querystring: scheduleListQuery, response: { 200: scheduleListResponse } },
      },
      async (request) => ({ data: await views.schedules(requireViewer(request), request.params.key, request.query) }),
    );
    app.get(
      '/accounts/children/:key/quizzes',
      {
        ...child,
        schema: { params: childParams, querystring: quizAssignmentsQuery, response: { 200: quizAssignmentsResponse } },
      },
      async (request) => ({ data: await views.quizzes(requireViewer(request), request.params.key, request.query) }),
    );
    app.get(
      '/accounts/children/:key/assignments/:kind',
      {
        ...child,
        schema: {
          params: childAssignmentParams,
          querystring: assignmentListQuery,
          response: { 200: assignmentListResponse },
        },
      },
      async (request) => ({
        data: await views.assignments(requireViewer(request), request.params.key, request.params.kind, request.query),
      }),
    );
    app.get(
      '/accounts/children/:key/performance',
      { ...child, schema: { params: childParams, querystring: childMetricsQuery, response: { 200: metricsResponse } } },
      async (request) => ({
        data: { metrics: await views.performance(requireViewer(request), request.params.key, request.query) },
      }),
    );
    app.get(
      '/accounts/children/:key/subscriptions',
      { ...child, schema: { params: childParams, response: { 200: mySubscriptionsResponse } } },
      async (request) => ({ data: await views.subscriptions(requireViewer(request), request.params.key) }),
    );
    app.get(
      '/accounts/children/:key/lesson-reports',
      { ...child, schema: { params: childParams, response: { 200: lessonReportListResponse } } },
      async (request) => ({ data: { items: await views.lessonReports(requireViewer(request), request.params.key) } }),
    );
    app.get(
      '/accounts/children/:key/lesson-reports/:report',
      { ...child, schema: { params: childReportParams, response: { 200: lessonReportResponseData } } },
      async (request) => {
        const { key, report } = request.params;
        return { data: { report: await views.lessonReport(requireViewer(request), key, report) } };
      },
    );
    app.get(
      '/accounts/children/:key/lesson-reports/:report/files/:file',
      { ...child, schema: { params: childReportFileParams, response: { 200: fileBytes } } },
      async (request, reply) => {
        const { key, report, file: fileKey } = request.params;
        const opened = await views.lessonReportFile(requireViewer(request), key, report, fileKey);
        return sendStoredFile(reply, opened, 'private, no-store');
      },
    );
    // The recordings of the child's lessons, and each one's video (with byte ranges), thumbnail and captions.
    app.get(
      '/accounts/children/:key/recordings',
      { ...child, schema: { params: childParams, response: { 200: childRecordingsResponse } } },
      async (request) => ({
        data: { recordings: await views.recordings(requireViewer(request), request.params.key) },
      }),
    );
    const part = (request: FastifyRequest<{ Params: { key: string; recording: string } }>) =>
      views.recordingPart(requireViewer(request), request.params.key, request.params.recording);
    const recordingPart = { ...child, schema: { params: childRecordingParams, response: { 200: recordingBytes } } };
    app.get(
      '/accounts/children/:key/recordings/:recording/file',
      {
        ...child,
        schema: {
          params: childRecordingParams,
          querystring: z.object({ download: z.stringbool().optional() }),
          response: { 200: recordingBytes, 206: recordingBytes, 416: z.any() },
        },
      },
      async (request, reply) =>
        sendRecordingFile(
          reply,
          await (await part(request)).file(request.headers.range),
          Boolean(request.query.download),
        ),
    );
    app.get('/accounts/children/:key/recordings/:recording/thumbnail', recordingPart, async (request, reply) =>
      sendThumbnail(reply, await (await part(request)).thumbnail()),
    );
    app.get('/accounts/children/:key/recordings/:recording/captions', recordingPart, async (request, reply) =>
      sendCaptions(reply, await (await part(request)).captions()),
    );
    app.post(
      '/accounts/children/:key/invoices/pay',
      {
        config: { permission: 'families.payChild' },
        schema: { params: childParams, body: invoiceKeyInput, response: { 200: checkoutResponse } },
      },
      async (request) => ({
        message: 'Checkout started',
        data: await views.payInvoice(
          requireViewer(request),
          request.params.key,
          request.body.invoiceKey,
          originOf(request, publicUrl),
        ),
      }),
    );
    const consentRoute = { config: { permission: 'families.consent' as const, activity: false as const } };
    app.get(
      '/accounts/children/:key/consent',
      {
        config: { permission: 'families.consent' },
        schema: { params: childParams, response: { 200: consentResponse } },
      },
      async (request) => ({ data: { consent: await families.consent(requireViewer(request), request.params.key) } }),
    );
    // The guardian's own, and the admin's on their behalf (an admin route names its admin permission).
    const consentPuts: [string, FastifyContextConfig][] = [
      ['/accounts/children/:key/consent', consentRoute.config],
      ['/admin/students/:key/consent', { permission: 'students.edit', activity: false }],
    ];
    for (const [path, config] of consentPuts) {
      app.put(
        path,
        { config, schema: { params: childParams, body: consentInput, response: { 200: consentResponse } } },
        async (request) => {
          const viewer = requireViewer(request);
          const saved = await families.saveConsent(viewer, request.params.key, request.body, info(request));
          return { message: familyTexts.consentSaved, data: { consent: saved } };
        },
      );
    }
    app.post(
      '/accounts/students/:key/pairing-code',
      {
        config: { permission: 'families.issueCode' },
        schema: { params: childParams, response: { 201: pairingCodeResponse } },
      },
      async (request, reply) => {
        const { code, expiresAt, studentName } = await families.issueCode(requireViewer(request), request.params.key);
        request.activityTarget = {
          kind: 'student',
          id: request.params.key,
          label: studentName,
          verb: 'issued a guardian pairing code for',
        };
        // The code is the credential: never stored by a cache on the way.
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send({ message: familyTexts.codeIssued, data: { code, expiresAt } });
      },
    );
    app.get(
      '/admin/guardians',
      {
        config: { permission: 'students.access' },
        schema: { querystring: guardiansQuery, response: { 200: adminGuardiansResponse } },
      },
      async (request) => ({ data: await families.guardianAccounts(requireViewer(request), request.query) }),
    );
    app.get(
      '/admin/students/:key/guardians',
      {
        config: { permission: 'students.access' },
        schema: { params: childParams, response: { 200: guardiansResponse } },
      },
      async (request) => ({ data: await families.guardians(requireViewer(request), request.params.key) }),
    );
    app.post(
      '/admin/guardian-links',
      {
        config: { permission: 'students.edit' },
        schema: { body: guardianLinkInput, response: { 200: messageResponse } },
      },
      async (request) => {
        const { guardianKey, studentKey } = request.body;
        const { guardian, student } = await families.link(requireViewer(request), guardianKey, studentKey);
        request.activityTarget = {
          kind: 'student',
          id: studentKey,
          label: nameOf(student),
          verb: `linked the guardian ${nameOf(guardian)} to`,
          details: { guardian: guardianKey },
        };
        return { message: familyTexts.linked };
      },
    );
    app.delete(
      '/admin/guardian-links/:guardianKey/:studentKey',
      {
        config: { permission: 'students.edit' },
        schema: { params: guardianLinkParams, response: { 200: messageResponse } },
      },
      async (request) => {
        const { guardianKey, studentKey } = request.params;
        const { studentName } = await families.unlink(requireViewer(request), guardianKey, studentKey);
        request.activityTarget = {
          kind: 'student',
          id: studentKey,
          label: studentName,
          verb: 'unlinked a guardian from',
          details: { guardian: guardianKey },
        };
        return { message: familyTexts.unlinked };
      },
    );
  };
