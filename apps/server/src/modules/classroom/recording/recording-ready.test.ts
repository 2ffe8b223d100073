/**
 * `recording.ready` (issue 31, ADR 0065): when a recording of a scheduled lesson is joined, its people who may watch
 * it are told, with a link to the classroom's recordings: the tutor always, the student only while the school lets
 * students watch their classes' recordings; another student, another tutor and the admins never.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildSchedule } from '../../../../test/builders.js';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { notifications } from '../../../db/schema/index.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/recording');

describe('recording.ready: who is told, who is not', () => {
  const bed = useClassroomBed();
  const room = () => bed.w.studentA.user.meetingId!;
  const noticesOf = (userId: string) =>
    bed.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt));
  const told = (people: { user: { id: string } }[]) =>
    Promise.all(
      people.map(async (p) => (await noticesOf(p.user.id)).filter((n) => n.title.startsWith('Recording ready')).length),
    );

  /** Records one chunk in the open classroom and waits until the recording is ready. */
  async function recordOnce(tutor: Awaited<ReturnType<typeof bed.open>>) {
    const { recordingId } = await tutor.emit<{ recordingId: string }>('start_recording', {});
    const chunk = await readFile(path.join(fixtures, 'chunk-0.webm'));
    const put = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${recordingId}/chunks/0?final=true`,
      headers: { cookie: bed.w.tutorA.cookie, 'content-type': 'video/webm' },
      payload: chunk,
    });
    expect(put.statusCode).toBe(200);
    await tutor.emit('end_recording', {});
    const list = async () =>
      (
        await bed.t.app.inject({
          method: 'GET',
          url: `/api/recordings?room=${room()}`,
          headers: { cookie: bed.w.tutorA.cookie },
        })
      ).json().data.recordings as { key: string; status: string }[];
    await vi.waitFor(async () => expect((await list()).find((r) => r.key === recordingId)?.status).toBe('ready'), {
      timeout: 20_000,
      interval: 100,
    });
    return recordingId;
  }

  it('tells the lesson’s tutor, and its student only when students may watch; nobody else', async () => {
    const { w } = bed;
    const admin = await bed.t.signUp('MASTER');
    const lesson = await buildSchedule(bed.t.database.db, {
      programId: w.program.id,
      studentId: w.studentA.user.id,
      time: new Date(Date.now() - 5 * 60_000),
      tutorIds: [w.tutorA.user.id],
    });
    const tutor = await bed.open(w.tutorA.token);
    await tutor.emit('launch', { config: { programId: w.program.id, scheduleId: lesson.id } });
    const people = [w.tutorA, w.studentA, w.tutorB, w.studentB, admin];

    // Off by default: the student may not watch, so is not told.
    await recordOnce(tutor);
    await vi.waitFor(async () => expect(await told(people)).toEqual([1, 0, 0, 0, 0]));
    const [notice] = await noticesOf(w.tutorA.user.id);
    expect(notice).toMatchObject({
      kind: 'SCHEDULE',
      title: `Recording ready: ${w.program.title}`,
      link: `/meet/${room()}/recordings`,
    });
    expect(notice?.body).toContain(lesson.time.getUTCFullYear().toString());

    await bed.t.modules.school.service.update({ studentsSeeRecordings: true }, null);
    try {
      const second = await recordOnce(tutor);
      await vi.waitFor(async () => expect(await told(people)).toEqual([2, 1, 0, 0, 0]));
      // Joined again (the abandoned-recording job running late), a ready recording is not told twice.
      await bed.t.modules.classroom.services.recordings.join(second);
      expect(await told(people)).toEqual([2, 1, 0, 0, 0]);
      const [latest] = await noticesOf(w.studentA.user.id);
      expect(latest?.link).toBe(`/meet/${room()}/recordings`);
    } finally {
      await bed.t.modules.school.service.update({ studentsSeeRecordings: false }, null);
      await tutor.emit('leave_meeting');
    }
  });
});
