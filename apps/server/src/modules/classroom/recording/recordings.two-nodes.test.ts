/**
 * Recording across two nodes on one database, one Redis and one S3 store (R33–R35, ADR 0014, ADR 0044): the room
 * store carries the recording, so a student joining on node B sees the one node A started; chunks sent to
 * either node are stored once and joined into one file.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTwoNodes } from '../../../../test/two-nodes.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/recording');
const s3dir = await mkdtemp(path.join(tmpdir(), 'chalkline-s3-nodes-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3dir,
  configureBuckets: [{ name: 'uploads', configs: [] }],
});
const s3port = ((await s3.run()) as AddressInfo).port;
afterAll(async () => {
  await s3.close();
  await rm(s3dir, { recursive: true, force: true });
});

describe('recording across two nodes', () => {
  const s = useTwoNodes({
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  it('R34 R35 a late joiner on node B sees node A’s recording; chunks on either node are stored once and joined', async () => {
    const { nodeA, nodeB, w } = s;
    const config = { programId: w.program.id };
    const tutor = await s.open(nodeA, w.tutorA.token);
    await tutor.emit('launch', { config });
    const { recordingId } = await tutor.emit<{ recordingId: string }>('start_recording', {});

    const student = await s.open(nodeB, w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    const snapshot = student.next<{ recording: { recordingId: string } | null }>('access_granted');
    await student.emit('launch', { config });
    await tutor.emit('access_granted', { connection: (await request).connection });
    expect((await snapshot).recording?.recordingId).toBe(recordingId);

    const put = (node: typeof nodeA, seq: number, final = false) =>
      readFile(path.join(fixtures, `chunk-${seq}.webm`)).then((payload) =>
        node.app.inject({
          method: 'PUT',
          url: `/api/recordings/${recordingId}/chunks/${seq}${final ? '?final=true' : ''}`,
          headers: { cookie: w.tutorA.cookie, 'content-type': 'video/webm' },
          payload,
        }),
      );
    expect((await put(nodeB, 1)).json().data).toEqual({ seq: 1, stored: true });
    expect((await put(nodeA, 1)).json().data).toEqual({ seq: 1, stored: false });
    await put(nodeA, 0);
    await put(nodeB, 2);
    const ended = student.next('end_recording');
    await tutor.emit('end_recording', {});
    await ended;
    await put(nodeA, 3, true);

    const list = async () =>
      (
        await nodeB.app.inject({
          method: 'GET',
          url: `/api/recordings?room=${w.studentA.user.meetingId}`,
          headers: { cookie: w.tutorA.cookie },
        })
      ).json().data.recordings[0];
    await vi.waitFor(async () => expect((await list()).status).toBe('ready'), { timeout: 20_000, interval: 100 });
    expect((await list()).durationMs).toBeGreaterThan(3000);
    const file = await nodeB.app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}/file`,
      headers: { cookie: w.tutorA.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe((await list()).sizeBytes);
    for (const c of [student, tutor]) await c.emit('leave_meeting');
  });
});
