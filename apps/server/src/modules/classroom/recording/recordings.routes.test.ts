/**
 * Recording uploads and the library over HTTP (R35, R36, ADR 0044): a chunk sent twice is stored once, chunks
 * arriving out of order are joined in sequence order into one seekable file with its duration, the file plays
 * with byte ranges, students see recordings only when the school allows it, and deleting is logged.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BufferSource, Input, WEBM } from 'mediabunny';
import { describe, expect, it, vi } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { activityLog } from '../../../db/schema/index.js';
import { createLocalFileStore } from '../../../storage/local-file-store.js';
import { joinChunks } from './recording-joiner.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/recording');
const chunkFiles = ['chunk-0.webm', 'chunk-1.webm', 'chunk-2.webm', 'chunk-3.webm'];
const cuesId = Buffer.from([0x1c, 0x53, 0xbb, 0x6b]);

describe('recording uploads and the recordings library', () => {
  const bed = useClassroomBed();
  const config = () => ({ programId: bed.w.program.id });
  const room = () => bed.w.studentA.user.meetingId!;
  const inject = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: Buffer, type = 'video/webm') =>
    bed.t.app.inject({
      method,
      url,
      headers: { cookie, ...(body ? { 'content-type': type } : {}) },
      ...(body ? { payload: body } : {}),
    });
  const chunks = () => Promise.all(chunkFiles.map((f) => readFile(path.join(fixtures, f))));

  async function startRecording() {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const { recordingId } = await tutor.emit<{ recordingId: string }>('start_recording', {});
    return { tutor, recordingId };
  }
  const list = async (cookie: string) => (await inject(cookie, 'GET', `/api/recordings?room=${room()}`)).json();

  it('R35 stores a chunk sent twice once, joins out-of-order chunks in order, and serves a seekable file', async () => {
    const { tutor, recordingId } = await startRecording();
    const bytes = await chunks();
    const put = (seq: number, final = false) =>
      inject(
        bed.w.tutorA.cookie,
        'PUT',
        `/api/recordings/${recordingId}/chunks/${seq}${final ? '?final=true' : ''}`,
        bytes[seq],
      );

    // Someone else (even the classroom's student) may not feed the recording.
    expect(
      (await inject(bed.w.studentA.cookie, 'PUT', `/api/recordings/${recordingId}/chunks/0`, bytes[0])).statusCode,
    ).toBe(403);

    expect((await put(2)).json()).toEqual({ data: { seq: 2, stored: true } });
    expect((await put(2)).json()).toEqual({ data: { seq: 2, stored: false } });
    expect((await put(0)).json()).toEqual({ data: { seq: 0, stored: true } });
    await tutor.emit('end_recording', {});
    expect((await put(3, true)).json()).toEqual({ data: { seq: 3, stored: true } });
    // Not complete yet: chunk 1 is missing, so nothing is joined.
    expect((await list(bed.w.tutorA.cookie)).data.recordings[0]).toMatchObject({ key: recordingId, status: 'stopped' });
    expect((await put(1)).json()).toEqual({ data: { seq: 1, stored: true } });
    expect((await put(1)).json()).toEqual({ data: { seq: 1, stored: false } });

    await vi.waitFor(async () => expect((await list(bed.w.tutorA.cookie)).data.recordings[0].status).toBe('ready'), {
      timeout: 20_000,
      interval: 100,
    });
    const [summary] = (await list(bed.w.tutorA.cookie)).data.recordings;
    expect(summary).toMatchObject({
      recordedBy: { key: bed.w.tutorA.user.id },
      fileUrl: `/api/recordings/${recordingId}/file`,
      canDelete: true,
    });

    const file = await inject(bed.w.tutorA.cookie, 'GET', summary.fileUrl);
    expect(file.statusCode).toBe(200);
    const joined = file.rawPayload;
    // The same bytes as joining the chunks in sequence order: out-of-order arrival changed nothing.
    const store = createLocalFileStore(fixtures);
    const reference = await joinChunks(store, chunkFiles);
    expect(joined.equals(await readFile(reference.path))).toBe(true);
    await reference.dispose();
    // Seekable: cues and a duration written, equal to the chunks' (≈3.46 s).
    expect(joined.includes(cuesId)).toBe(true);
    const input = new Input({ source: new BufferSource(joined), formats: [WEBM] });
    expect(await input.computeDuration()).toBeCloseTo(summary.durationMs / 1000, 1);
    expect(summary.durationMs).toBeGreaterThan(3000);
    expect(summary.durationMs).toBeLessThan(4000);

    const range = await bed.t.app.inject({
      method: 'GET',
      url: summary.fileUrl,
      headers: { cookie: bed.w.tutorA.cookie, range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${joined.length}`);
    expect(range.rawPayload.equals(joined.subarray(100, 200))).toBe(true);
    // The chunks are gone once the joined file is verified; a late resend changes nothing.
    expect((await put(1)).json()).toEqual({ data: { seq: 1, stored: false } });
    await tutor.emit('leave_meeting');
  });

  it('R36 keeps the thumbnail; students see recordings only when the school allows it; deleting is logged', async () => {
    const { tutor, recordingId } = await startRecording();
    const [first] = await chunks();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    expect(
      (await inject(bed.w.tutorA.cookie, 'PUT', `/api/recordings/${recordingId}/thumbnail`, jpeg, 'image/jpeg'))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await inject(
          bed.w.tutorA.cookie,
          'PUT',
          `/api/recordings/${recordingId}/thumbnail`,
          Buffer.from('<svg/>'),
          'image/png',
        )
      ).statusCode,
    ).toBe(415);
    await inject(bed.w.tutorA.cookie, 'PUT', `/api/recordings/${recordingId}/chunks/0`, first);
    await tutor.emit('end_recording', {});
    // The recorder's last hand-over may be empty: it marks chunk 0 as the last.
    const empty = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${recordingId}/chunks/1?final=true`,
      headers: { cookie: bed.w.tutorA.cookie, 'content-type': 'video/webm' },
    });
    expect(empty.json()).toEqual({ data: { seq: 0, stored: false } });
    await vi.waitFor(async () => expect((await list(bed.w.tutorA.cookie)).data.recordings[0].status).toBe('ready'), {
      timeout: 20_000,
      interval: 100,
    });
    const thumb = await inject(bed.w.tutorA.cookie, 'GET', `/api/recordings/${recordingId}/thumbnail`);
    expect(thumb.headers['content-type']).toBe('image/jpeg');

    // Captions (issue 35): a host uploads WebVTT; anything else is refused with a field message; students may not.
    const captions = `/api/recordings/${recordingId}/captions`;
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHello, class\n');
    expect((await inject(bed.w.studentA.cookie, 'PUT', captions, vtt, 'text/vtt')).statusCode).toBe(403);
    const notVtt = await inject(
      bed.w.tutorA.cookie,
      'PUT',
      captions,
      Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHi'),
      'text/vtt',
    );
    expect([notVtt.statusCode, notVtt.json().fields]).toEqual([400, { captions: 'The file must start with WEBVTT' }]);
    expect((await inject(bed.w.tutorA.cookie, 'GET', captions)).statusCode).toBe(404);
    expect((await inject(bed.w.tutorA.cookie, 'PUT', captions, vtt, 'text/vtt')).statusCode).toBe(200);
    expect((await list(bed.w.tutorA.cookie)).data.recordings[0].captionsUrl).toBe(captions);
    const served = await inject(bed.w.tutorA.cookie, 'GET', captions);
    expect([served.headers['content-type'], served.body]).toEqual(['text/vtt; charset=utf-8', vtt.toString()]);
    expect((await inject(bed.w.tutorB.cookie, 'GET', captions)).statusCode).toBe(404);

    // Off by default: the classroom's own student is refused; another tutor always.
    expect((await inject(bed.w.studentA.cookie, 'GET', `/api/recordings?room=${room()}`)).statusCode).toBe(403);
    expect((await inject(bed.w.tutorB.cookie, 'GET', `/api/recordings?room=${room()}`)).statusCode).toBe(403);
    expect((await inject(bed.w.studentA.cookie, 'GET', `/api/recordings/${recordingId}/file`)).statusCode).toBe(404);
    await bed.t.modules.school.service.update({ studentsSeeRecordings: true }, null);
    const seen = (await list(bed.w.studentA.cookie)).data;
    expect(seen.canRecord).toBe(false);
    expect(seen.recordings.map((r: { key: string; canDelete: boolean }) => [r.key, r.canDelete])).toContainEqual([
      recordingId,
      false,
    ]);
    expect((await inject(bed.w.studentA.cookie, 'GET', `/api/recordings/${recordingId}/file`)).statusCode).toBe(200);
    expect((await inject(bed.w.studentA.cookie, 'GET', captions)).body).toBe(vtt.toString());
    expect((await inject(bed.w.studentA.cookie, 'DELETE', captions)).statusCode).toBe(403);
    expect((await inject(bed.w.studentB.cookie, 'GET', `/api/recordings?room=${room()}`)).statusCode).toBe(403);
    expect((await inject(bed.w.studentA.cookie, 'DELETE', `/api/recordings/${recordingId}`)).statusCode).toBe(403);
    await bed.t.modules.school.service.update({ studentsSeeRecordings: false }, null);

    expect((await inject(bed.w.tutorA.cookie, 'DELETE', captions)).statusCode).toBe(200);
    expect((await list(bed.w.tutorA.cookie)).data.recordings[0].captionsUrl).toBeNull();
    expect((await inject(bed.w.tutorA.cookie, 'GET', captions)).statusCode).toBe(404);

    expect((await inject(bed.w.tutorA.cookie, 'DELETE', `/api/recordings/${recordingId}`)).statusCode).toBe(200);
    expect((await list(bed.w.tutorA.cookie)).data.recordings.map((r: { key: string }) => r.key)).not.toContain(
      recordingId,
    );
    const log = await bed.t.database.db
      .select({ wording: activityLog.wording })
      .from(activityLog)
      .where(sql`${activityLog.details}->>'recording' = ${recordingId}`);
    expect(log.map((l) => l.wording).join()).toContain('deleted a recording of the classroom');
    expect(log.map((l) => l.wording).join()).toContain('added captions to a recording of the classroom');
    expect(log.map((l) => l.wording).join()).toContain('removed the captions of a recording of the classroom');
    await tutor.emit('leave_meeting');
  });
});
