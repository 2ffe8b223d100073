/**
 * Data requests (issue 33, ADR 0085): a guardian asks, for themselves or a linked child, for an export or an
 * erasure of the data the school holds; an admin of the Data rights group completes it (running the export or the
 * erasure of ADR 0072) or declines it with a reason. A completed export is downloaded by the guardian from their
 * site for `dataExportDays` days.
 */
import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';

export const dataRequestKinds = ['EXPORT', 'ERASURE'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];
export const dataRequestStatuses = ['PENDING', 'COMPLETED', 'DECLINED'] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

/** How long a completed export stays downloadable on the guardian's site. */
export const dataExportDays = 7;

/** What the data-request screens, the server and the notifications say. */
export const dataRequestTexts = {
  requested: 'Request sent. The school will let you know when it is done.',
  completedExport: 'Export ready: the guardian can download it from their site',
  completedErasure: 'Erasure done',
  declined: 'Request declined',
  choosePerson: 'Please choose whose data this is about',
  notYours: 'You may only ask about yourself or your own children',
  alreadyOpen: 'There is already an open request of this kind for this person',
  notFound: 'Request not found',
  notOpen: 'This request has already been answered',
  wrongKind: 'This request asks for something else',
  reasonRequired: 'Please say why the request is declined',
  exportGone: 'This export is no longer available. Please ask for a new one.',
  kindLabel: { EXPORT: 'Export of data', ERASURE: 'Erasure of data' } as Record<DataRequestKind, string>,
  statusLabel: { PENDING: 'Pending', COMPLETED: 'Completed', DECLINED: 'Declined' } as Record<
    DataRequestStatus,
    string
  >,
} as const;

/** POST /accounts/data-requests: whose data, export or erasure, and why (optional). */
export const dataRequestInput = z.object({
  subjectKey: z.uuid(dataRequestTexts.choosePerson),
  kind: z.enum(dataRequestKinds, { error: 'Please choose export or erasure' }),
  reason: boundedString(maxLength.summary)
    .trim()
    .optional()
    .transform((r) => r || undefined),
});
export type DataRequestInput = z.input<typeof dataRequestInput>;
export type DataRequestFields = z.output<typeof dataRequestInput>;

/** POST /admin/data-requests/:key/decline: the reason the guardian is told. */
export const declineDataRequestInput = z.object({
  reason: boundedString(maxLength.summary, dataRequestTexts.reasonRequired)
    .trim()
    .min(1, dataRequestTexts.reasonRequired),
});
export type DeclineDataRequestInput = z.infer<typeof declineDataRequestInput>;

export const dataRequestParams = z.object({ key: z.uuid(dataRequestTexts.notFound) });

/** GET /admin/data-requests: open requests by default, or every request. */
export const dataRequestsQuery = pageQuery.extend({ status: z.enum(['OPEN', 'ALL']).default('OPEN') });
export type DataRequestsQuery = z.input<typeof dataRequestsQuery>;

const personRef = z.object({ key: z.string(), firstName: z.string(), lastName: z.string() });

/** One request as the guardian and the admin see it. */
export const dataRequest = z.object({
  key: z.string(),
  kind: z.enum(dataRequestKinds),
  status: z.enum(dataRequestStatuses),
  /** With their email address: the admin types it again to erase (ADR 0072). */
  subject: personRef.extend({ email: z.string() }),
  /** The admin list shows who asked, with their email address to reply to. */
  requester: personRef.extend({ email: z.string() }),
  reason: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** Until when a completed export can be downloaded; null when there is none (or no more). */
  exportUntil: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequest>;

export const myDataRequestsResponse = dataEnvelope(z.object({ requests: z.array(dataRequest) }));
export type MyDataRequestsResponse = z.infer<typeof myDataRequestsResponse>;
export const dataRequestSavedResponse = savedEnvelope(z.object({ request: dataRequest }));
export type DataRequestSavedResponse = z.infer<typeof dataRequestSavedResponse>;
export const dataRequestsResponse = pagedResponse(dataRequest);
export type DataRequestsResponse = z.infer<typeof dataRequestsResponse>;
