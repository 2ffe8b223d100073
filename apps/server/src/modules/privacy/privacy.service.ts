/**
 * Data rights (issue 33, ADR 0072): export everything the platform holds about one person as a zip, and erase a
 * person. The rows come from the personal-data map through the privacy repository; files from the file store.
 */
import type { Readable } from 'node:stream';
import { dataRightsTexts, type ErasePersonInput, type ErasureSummary } from '@chalkline/contracts';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import type { AccountEndReason } from '../../realtime/cluster.js';
import type { FileStore } from '../../storage/file-store.js';
import type { SessionService } from '../accounts/session.service.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorizeErasure, erasesAMaster } from './privacy.policy.js';
import type { PrivacyRepository } from './privacy.repository.js';

/** The address an erased account is left with; no one can sign up with it (RFC 2606 `.invalid`). */
const isErased = (email: string) => email.endsWith('@erased.invalid');

/** JSON of rows: dates as ISO text, bytes (a whiteboard) as base64. */
const toJson = (value: unknown) =>
  JSON.stringify(
    value,
    (_, v) =>
      v && typeof v === 'object' && v.type === 'Buffer' && Array.isArray(v.data)
        ? Buffer.from(v.data).toString('base64')
        : v,
    2,
  );

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A file's place in the zip: its key, then its original name made safe for a path. */
const zipPath = (key: string, name: string) =>
  `files/${key.replace(/[^\w.-]+/g, '_')}-${name.replace(/[^\w.-]+/g, '_').slice(0, 100)}`;

export function createPrivacyService(deps: {
  repo: PrivacyRepository;
  store: FileStore;
  sessions: Pick<SessionService, 'revokeAllForUser' | 'refreshUser'>;
  /** Ends the person's sockets and classroom seats on every node. */
  accountEnds?: { end(userId: string, reason: AccountEndReason): Promise<void> };
  log?: { warn(details: object, message: string): void };
  now?: () => Date;
}) {
  const { repo, store } = deps;
  const now = deps.now ?? (() => new Date());

  async function findPerson(key: string) {
    const person = await repo.findPerson(key);
    if (!person) throw notFound(dataRightsTexts.unknownPerson);
    return person;
  }

  return {
    /** The zip of everything held about the person, and the label the activity log names them by. */
    async exportPerson(key: string): Promise<{ zip: Uint8Array; label: string }> {
      const person = await findPerson(key);
      const rows = await repo.rowsOf(person);
      const entries: Zippable = {};
      for (const [table, list] of Object.entries(rows)) entries[`tables/${table}.json`] = strToU8(toJson(list));
      const recordings = await repo.recordingsOf(key, person.meetingId);
      entries['recordings.json'] = strToU8(toJson(recordings));
      const missing: string[] = [];
      for (const file of rows.files ?? []) {
        const stream = await store.get(String(file.key));
        if (stream) entries[zipPath(String(file.key), String(file.originalName))] = await bytesOf(stream);
        else missing.push(String(file.key));
      }
      entries['export.json'] = strToU8(
        toJson({ person: key, exportedAt: now().toISOString(), tables: Object.keys(rows), missingFiles: missing }),
      );
      return { zip: zipSync(entries), label: [person.firstName, person.lastName].join(' ') };
    },

    /** Erases the person (ADR 0072) once the admin typed their email address; answers what was done. */
    async erasePerson(actor: Viewer, key: string, input: ErasePersonInput): Promise<ErasureSummary> {
      const person = await findPerson(key);
      if (isErased(person.email)) throw new AppError(409, 'CONFLICT', dataRightsTexts.alreadyErased);
      authorizeErasure(actor, person);
      if (input.confirm.toLowerCase() !== person.email.toLowerCase())
        throw badRequest(dataRightsTexts.confirmMismatch, { confirm: dataRightsTexts.confirmMismatch });
      const at = now();
      const erasure = await repo.erase(key, at, erasesAMaster(person));
      if (erasure === 'last-master') throw new AppError(409, 'CONFLICT', dataRightsTexts.lastMaster);
      if (!erasure) throw notFound(dataRightsTexts.unknownPerson);
      await deps.sessions.revokeAllForUser(key);
      deps.sessions.refreshUser(key);
      await deps.accountEnds?.end(key, 'deleted');
      const removed = await Promise.allSettled(erasure.fileKeys.map((fileKey) => store.delete(fileKey)));
      const failed = removed.filter((r) => r.status === 'rejected').length;
      if (failed) deps.log?.warn({ person: key, failed }, 'erasure could not remove some stored files');
      return {
        key,
        erasedAt: at.toISOString(),
        deleted: erasure.deleted,
        anonymised: erasure.anonymised,
        files: erasure.fileKeys.length - failed,
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
