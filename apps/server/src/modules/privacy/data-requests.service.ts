/**
 * Data requests (issue 33, ADR 0085): a guardian asks for an export or the erasure of their own data or a linked
 * child's; an admin of Data rights completes it with the export or erasure of ADR 0072, or declines it with a reason.
 * A completed export is stored as a zip the guardian downloads from their site for `dataExportDays` days; the
 * guardian is told of each answer, the admins of each new request (the notification vocabulary).
 */
import type { Readable } from 'node:stream';
import {
  type DataRequest,
  type DataRequestFields,
  dataExportDays,
  dataRequestTexts,
  dataRightsTexts,
  type ErasePersonInput,
  type Paged,
} from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Viewer } from '../accounts/viewer.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { authorizeDataRequest, authorizeOwnRequests, type GuardianLookup } from './data-requests.policy.js';
import type { DataRequestsRepository } from './data-requests.repository.js';
import type { PrivacyService } from './privacy.service.js';

type Row = NonNullable<Awaited<ReturnType<DataRequestsRepository['find']>>>;
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

export function createDataRequestsService(deps: {
  repo: DataRequestsRepository;
  privacy: Pick<PrivacyService, 'exportPerson' | 'erasePerson'>;
  store: Pick<FileStore, 'put' | 'get' | 'delete'>;
  isGuardianOf: GuardianLookup;
  events: EventPublisher;
  log?: { warn(details: object, message: string): void };
  now?: () => Date;
}) {
  const { repo, store, events } = deps;
  const now = deps.now ?? (() => new Date());

  const present = ({ request: r, subject, requester }: Row): DataRequest => ({
    key: r.id,
    kind: r.kind,
    status: r.status,
    subject,
    requester,
    reason: r.reason,
    declineReason: r.declineReason,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
    exportUntil: r.exportKey && r.exportExpiresAt && r.exportExpiresAt > now() ? r.exportExpiresAt.toISOString() : null,
  });

  /** Deletes stored exports past their time (or every one about or asked by a person about to be erased). */
  async function dropExports(filter: Parameters<DataRequestsRepository['storedExports']>[0]) {
    for (const stored of await repo.storedExports(filter)) {
      try {
        if (stored.key) await store.delete(stored.key);
        await repo.clearExport(stored.id);
      } catch (error) {
        deps.log?.warn({ request: stored.id, err: error }, 'a data export could not be removed');
      }
    }
  }

  async function openRequest(key: string, kind: Row['request']['kind']) {
    const row = await repo.find(key);
    if (!row) throw notFound(dataRequestTexts.notFound);
    if (row.request.status !== 'PENDING') throw conflict(dataRequestTexts.notOpen);
    if (row.request.kind !== kind) throw conflict(dataRequestTexts.wrongKind);
    return row;
  }

  const about = (row: Row) => ({
    kind: row.request.kind,
    subject: nameOf(row.subject),
    self: row.subject.key === row.requester.key,
  });
  const answered = async (key: string) => present((await repo.find(key))!);

  return {
    /** A guardian asks; the admins of Data rights are told. */
    async ask(viewer: Viewer, input: DataRequestFields): Promise<DataRequest> {
      await authorizeDataRequest(viewer, input.subjectKey, deps.isGuardianOf);
      const id = await repo.insert({
        requesterId: viewer.id,
        subjectId: input.subjectKey,
        kind: input.kind,
        reason: input.reason ?? null,
      });
      if (!id) throw conflict(dataRequestTexts.alreadyOpen);
      const row = (await repo.find(id))!;
      await events.publish('data.request_received', {
        about: {},
        params: { ...about(row), requester: nameOf(row.requester) },
        key: id,
      });
      return present(row);
    },

    /** The guardian's own requests, newest first. */
    async mine(viewer: Viewer): Promise<DataRequest[]> {
      authorizeOwnRequests(viewer);
      await dropExports({ expiredAt: now() });
      return (await repo.ofRequester(viewer.id)).map(present);
    },

    /** The zip of a completed export, for the guardian who asked, while it lasts. */
    async download(viewer: Viewer, key: string): Promise<{ stream: Readable; subject: string }> {
      authorizeOwnRequests(viewer);
      const row = await repo.find(key);
      // Another guardian's request reads as none.
      if (!row || row.request.requesterId !== viewer.id) throw notFound(dataRequestTexts.notFound);
      const { exportKey, exportExpiresAt } = row.request;
      const stream = exportKey && exportExpiresAt && exportExpiresAt > now() ? await store.get(exportKey) : null;
      if (!stream) throw notFound(dataRequestTexts.exportGone);
      return { stream, subject: row.subject.key };
    },

    /** One page for the admins: open requests (oldest first) or all. */
    async list(q: { status: 'OPEN' | 'ALL'; page: number; limit: number }): Promise<Paged<DataRequest>> {
      await dropExports({ expiredAt: now() });
      const { rows, total } = await repo.page(q.status !== 'ALL', q.limit, offsetOf(q));
      return pageOf(rows.map(present), total, q);
    },

    /** Runs the export, stores it for the guardian and tells them; answers the request and whose data it was. */
    async completeExport(viewer: Viewer, key: string) {
      const row = await openRequest(key, 'EXPORT');
      const { zip } = await deps.privacy.exportPerson(row.subject.key);
      const stored = { key: `data-exports/${key}.zip`, until: new Date(now().getTime() + dataExportDays * 86_400_000) };
      await store.put(stored.key, Buffer.from(zip));
      if (!(await repo.complete(key, viewer.id, now(), stored))) throw conflict(dataRequestTexts.notOpen);
      await events.publish('data.export_ready', {
        about: { person: row.requester.key },
        params: { ...about(row), until: stored.until.toISOString() },
        key,
      });
      return { request: await answered(key), subject: nameOf(row.subject) };
    },

    /**
     * Erases the person once the admin typed their email address (the rules of ADR 0072 apply), then tells the
     * guardian. A guardian who asked for their own erasure is gone with their requests: nobody is left to tell.
     */
    async completeErasure(viewer: Viewer, key: string, input: ErasePersonInput) {
      const row = await openRequest(key, 'ERASURE');
      if (input.confirm.toLowerCase() !== row.subject.email.toLowerCase())
        throw badRequest(dataRightsTexts.confirmMismatch, { confirm: dataRightsTexts.confirmMismatch });
      await dropExports({ person: row.subject.key });
      const erasure = await deps.privacy.erasePerson(viewer, row.subject.key, input);
      const self = row.subject.key === row.requester.key;
      if (!self) {
        await repo.complete(key, viewer.id, now());
        await events.publish('data.erased', { about: { person: row.requester.key }, params: {}, key });
      }
      const request: DataRequest = self
        ? { ...present(row), status: 'COMPLETED', handledAt: erasure.erasedAt }
        : await answered(key);
      return { request, erasure };
    },

    /** Declines with the reason the guardian is told. */
    async decline(viewer: Viewer, key: string, reason: string) {
      const row = await repo.find(key);
      if (!row) throw notFound(dataRequestTexts.notFound);
      if (!(await repo.decline(key, viewer.id, now(), reason))) throw conflict(dataRequestTexts.notOpen);
      await events.publish('data.request_declined', {
        about: { person: row.requester.key },
        params: { ...about(row), reason },
        key,
      });
      return { request: await answered(key), subject: nameOf(row.subject) };
    },
  };
}
export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
