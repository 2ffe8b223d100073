import type { Readable } from 'node:stream';
import {
  bookedDatesResponse,
  careerApplicationInput,
  careerApplicationListResponse,
  contactFormInput,
  contactFormListResponse,
  demoBookedResponse,
  demoBookingInput,
  demoBookingListResponse,
  demoSlots,
  formListQuery,
  formStatusInput,
  formTexts,
  maxLength,
  messageResponse,
  messages,
  websiteUploadResponse,
} from '@chalkline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors/app-error.js';
import { requireViewer } from '../../http/auth.js';
import { originOf } from '../accounts/auth.cookies.js';
import type { Viewer } from '../accounts/viewer.js';
import { uploadLimits } from '../files/folder-rules.js';
import type { FormKind } from './forms.repository.js';
import type { FormsService, Sender } from './forms.service.js';

const byKey = z.object({ key: z.uuid('Not found') });

/** The admin inbox routes of each form (platform spec 7) and the permission group that reads them (6.1). */
const inboxes = [
  { kind: 'contact', path: '/admin/contact-forms', permission: 'contactForms.access', label: 'contact form' },
  { kind: 'demo', path: '/admin/book-a-demo-forms', permission: 'demoBookings.access', label: 'demo booking' },
  {
    kind: 'career',
    path: '/admin/career-applications',
    permission: 'careerApplications.access',
    label: 'career application',
  },
] as const satisfies readonly { kind: FormKind; path: string; permission: string; label: string }[];

/** Opens a stored file for a reader (the files module's download rules). */
type OpenFile = (
  viewer: Viewer,
  key: string,
) => Promise<{ file: { mime: string; size: number; originalName: string }; stream: Readable }>;

export const formRoutes =
  (forms: FormsService, openFile: OpenFile, publicUrl?: string): FastifyPluginAsyncZod =>
  async (app) => {
    const senderOf = (request: FastifyRequest): Sender => ({ ip: request.ip, origin: originOf(request, publicUrl) });

    app.post(
      '/website/contact-form',
      { config: { permission: 'public' }, schema: { body: contactFormInput, response: { 201: messageResponse } } },
      async (request, reply) => {
        await forms.submitContact(senderOf(request), request.body);
        return reply.status(201).send({ message: formTexts.contactSent });
      },
    );

    app.get(
      '/website/booked-dates',
      { config: { permission: 'public' }, schema: { response: { 200: bookedDatesResponse } } },
      async (_request, reply) => {
        const booked = await forms.bookedDates();
        reply.header('cache-control', 'no-store');
        return { data: { booked: booked.map((d) => d.toISOString()), slots: { ...demoSlots } } };
      },
    );

    app.post(
      '/website/book-a-demo',
      {
        config: { permission: 'public' },
        schema: {
          body: demoBookingInput,
          response: { 201: demoBookedResponse },
        },
      },
      async (request, reply) => {
        const booking = await forms.bookDemo(senderOf(request), request.body);
        return reply.status(201).send({ message: formTexts.demoBooked, data: { time: booking.time.toISOString() } });
      },
    );

    app.post(
      '/website/upload',
      { config: { permission: 'public' }, schema: { response: { 201: websiteUploadResponse } } },
      async (request, reply) => {
        if (!request.isMultipart()) throw badRequest('Please send the CV as multipart form data');
        let file: Awaited<ReturnType<typeof request.file>>;
        try {
          file = await request.file({
            limits: { fileSize: uploadLimits.nonImageBytes + 1, files: 1, fields: 2, fieldSize: 100 },
          });
        } catch {
          throw badRequest('Please attach one CV', { cv: formTexts.cvRequired });
        }
        if (!file) throw badRequest(formTexts.cvRequired, { cv: formTexts.cvRequired });
        try {
          const key = await forms.uploadCv(senderOf(request), { filename: file.filename, content: file.file });
          if (file.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.uploadTooLarge);
          return reply.status(201).send({ message: 'Upload successful', data: { key } });
        } catch (error) {
          file.file.resume();
          throw error;
        }
      },
    );

    app.post(
      '/website/career-application',
      {
        config: { permission: 'public' },
        schema: { body: careerApplicationInput, response: { 201: messageResponse } },
      },
      async (request, reply) => {
        await forms.applyForCareer(senderOf(request), request.body);
        return reply.status(201).send({ message: formTexts.careerSent });
      },
    );

    app.get(
      '/website/download',
      {
        config: { permission: 'careerApplications.access' },
        schema: {
          querystring: z.object({ file: z.string().min(1).max(maxLength.key) }),
          response: { 200: { description: 'The CV, as an attachment', content: { '*/*': { schema: z.any() } } } },
        },
      },
      async (request, reply) => {
        const { file, stream } = await openFile(requireViewer(request), request.query.file);
        return reply
          .header('content-type', file.mime)
          .header('content-length', file.size)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream);
      },
    );

    const listResponses = {
      contact: contactFormListResponse,
      demo: demoBookingListResponse,
      career: careerApplicationListResponse,
    } as const;
    for (const inbox of inboxes) {
      app.get(
        inbox.path,
        {
          config: { permission: inbox.permission },
          schema: { querystring: formListQuery, response: { 200: listResponses[inbox.kind] } },
        },
        async (request) => {
          const viewer = requireViewer(request);
          const list =
            inbox.kind === 'contact'
              ? await forms.listContact(viewer, request.query)
              : inbox.kind === 'demo'
                ? await forms.listDemo(viewer, request.query)
                : await forms.listCareer(viewer, request.query);
          return { data: list } as never;
        },
      );
      app.patch(
        `${inbox.path}/:key`,
        {
          config: { permission: inbox.permission },
          schema: { params: byKey, body: formStatusInput, response: { 200: messageResponse } },
        },
        async (request) => {
          const { status } = request.body;
          await forms.setStatus(requireViewer(request), inbox.kind, request.params.key, status);
          request.activityTarget = {
            kind: inbox.kind === 'demo' ? 'demoBooking' : `${inbox.kind}Form`,
            id: request.params.key,
            label: `${inbox.label} ${request.params.key.slice(0, 8)}`,
            verb: status === 'HANDLED' ? 'marked as handled' : 'marked as new',
          };
          return { message: status === 'HANDLED' ? 'Marked as handled' : 'Marked as new' };
        },
      );
      app.delete(
        `${inbox.path}/:key`,
        { config: { permission: inbox.permission }, schema: { params: byKey, response: { 200: messageResponse } } },
        async (request) => {
          await forms.remove(requireViewer(request), inbox.kind, request.params.key);
          request.activityTarget = {
            kind: inbox.kind === 'demo' ? 'demoBooking' : `${inbox.kind}Form`,
            id: request.params.key,
            label: `${inbox.label} ${request.params.key.slice(0, 8)}`,
          };
          return { message: 'Deleted' };
        },
      );
    }
  };
