/** The data-request events of the notification vocabulary (ADR 0054, 0085), spread into it. */
import { type NotificationEventSpec, whenInWords } from './notification-events.js';

const event = <P>(spec: NotificationEventSpec<P>) => spec;

interface RequestParams {
  kind: 'EXPORT' | 'ERASURE';
  /** The person the data is about. */
  subject: string;
  /** Whether the guardian asked about their own data (not a child's). */
  self: boolean;
}

const asked = (kind: RequestParams['kind']) => (kind === 'EXPORT' ? 'an export' : 'the erasure');
const whose = (p: RequestParams) => (p.self ? 'your' : `${p.subject}’s`);
const mine = () => '/accounts/data-requests';

export const dataRequestEvents = {
  /** A guardian asked; the admins of Data rights are told. */
  'data.request_received': event<RequestParams & { requester: string }>({
    kind: 'INBOX',
    concerns: [],
    admins: 'dataRights.access',
    title: (p) => `Data request: ${p.kind === 'EXPORT' ? 'export' : 'erasure'}`,
    body: (p) =>
      `${p.requester} asked for ${asked(p.kind)} of ${p.self ? 'their own data' : `the data of ${p.subject}`}.`,
    link: () => '/admin/data-requests',
  }),
  /** The export is done; the guardian downloads it from their site until `until`. */
  'data.export_ready': event<RequestParams & { until: string }>({
    kind: 'ANNOUNCEMENT',
    concerns: ['person'],
    title: () => 'Your data export is ready',
    body: (p) =>
      `The export of ${whose(p)} data is ready. Download it from Data requests before ${whenInWords(p.until)}.`,
    link: mine,
  }),
  /** The erasure of a child's data is done; it names nobody, as the child's name is erased too. */
  'data.erased': event<Record<string, never>>({
    kind: 'ANNOUNCEMENT',
    concerns: ['person'],
    title: () => 'Erasure done',
    body: () => 'The erasure you asked for is done: the data is erased and the account is closed.',
    link: mine,
  }),
  'data.request_declined': event<RequestParams & { reason: string }>({
    kind: 'ANNOUNCEMENT',
    concerns: ['person'],
    title: () => 'Data request declined',
    body: (p) => `Your request for ${asked(p.kind)} of ${whose(p)} data was declined: ${p.reason}`,
    link: mine,
  }),
};
