import { noLocks, roomKeys } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../test/classroom-bed.js';
import { sleep } from '../../../test/classroom-client.js';
import { api } from '../../../test/requests.js';
import { inHours } from '../../../test/world.js';

type Live = {
  roomKey: string;
  kind: string;
  title: string;
  link: string;
  live: { sessionId: string | null; startedAt: string | null; participants: { key: string; isTutor: boolean }[] };
  settings: Record<string, boolean>;
};

describe('the admin’s Live Classes', () => {
  const bed = useClassroomBed();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, cookie?: string) =>
    api(bed.t)(method, url, body, cookie);

  it('shows a classroom live now with who is in it and who knocks, then as a past lesson once it ends', async () => {
    const { w } = bed;
    const meetingId = w.studentA.user.meetingId!;
    const tutor = await bed.open(w.tutorA.token);
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    const student = await bed.open(w.studentA.token);
    expect(await student.emit('launch', { config: { programId: w.program.id } })).toEqual({ status: 'waiting' });

    const res = await call('GET', '/api/meet/admin/meetings', undefined, w.admin.cookie);
    expect(res.status).toBe(200);
    const room = (res.body.data.live as Live[]).find((r) => r.roomKey === meetingId);
    expect(room).toMatchObject({
      kind: 'student',
      meetingId,
      programId: null,
      title: `${w.studentA.user.firstName} ${w.studentA.user.lastName}`,
      link: `/meet/${meetingId}`,
      live: {
        waiting: 1,
        participants: [{ key: w.tutorA.user.id, isTutor: true, isAdmin: false, isIncognito: false }],
      },
      settings: { guestMode: false, autoAdmitEnrolled: false, screenShareHostsOnly: false, locks: noLocks },
    });
    expect(room!.live.sessionId).toEqual(expect.any(String));
    expect(Date.parse(room!.live.startedAt!)).not.toBeNaN();

    const students = await call('GET', '/api/meet/admin/meetings/students?limit=100', undefined, w.admin.cookie);
    const rows = students.body.data.items as { roomKey: string; live: Live['live'] | null }[];
    expect(rows.find((r) => r.roomKey === meetingId)?.live?.participants.map((p) => p.key)).toEqual([w.tutorA.user.id]);
    expect(rows.find((r) => r.roomKey === w.studentB.user.meetingId)?.live).toBeNull();

    await student.emit('leave_meeting');
    await tutor.emit('leave_meeting');
    let after = await call('GET', '/api/meet/admin/meetings', undefined, w.admin.cookie);
    for (let i = 0; i < 20 && after.body.data.live.length; i++) {
      await sleep(100);
      after = await call('GET', '/api/meet/admin/meetings', undefined, w.admin.cookie);
    }
    expect(after.body.data.live).toEqual([]);
    expect(after.body.data.items[0]).toMatchObject({
      key: room!.live.sessionId,
      roomKey: meetingId,
      kind: 'student',
      title: room!.title,
      attendance: 1,
    });
    expect(after.body.data.items[0].endedAt).toEqual(expect.any(String));
  });

  it('shows each program’s classroom with the settings its hosts saved', async () => {
    const { w } = bed;
    const saved = await call(
      'PUT',
      '/api/meet/settings',
      {
        meetingId: 'program',
        config: { programId: w.program.id },
        guestMode: true,
        autoAdmitEnrolled: true,
        screenShareHostsOnly: true,
        locks: { chat: true },
      },
      w.admin.cookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.locks).toEqual({ ...noLocks, chat: true });
    const res = await call('GET', '/api/meet/admin/meetings/programs', undefined, w.admin.cookie);
    const row = res.body.data.items.find((i: { program: { key: string } }) => i.program.key === w.program.id);
    expect(row).toMatchObject({
      roomKey: roomKeys.program(w.program.id),
      meetingId: 'program',
      programId: w.program.id,
      live: null,
      settings: {
        guestMode: true,
        autoAdmitEnrolled: true,
        screenShareHostsOnly: true,
        locks: { ...noLocks, chat: true },
      },
    });
  });

  it('lists booked demo sessions with their tutor, link and status; a demo classroom welcomes guests by default', async () => {
    const { w } = bed;
    const booked = await call(
      'POST',
      '/api/meet/demo-sessions',
      { guestName: 'Kola Ade', guestEmail: 'kola@example.test', time: inHours(2), tutorKey: w.tutorA.user.id },
      w.admin.cookie,
    );
    const key = booked.body.data.demo.key as string;
    const list = await call('GET', '/api/meet/admin/demo-sessions', undefined, w.admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.data.items[0]).toMatchObject({
      key,
      guestName: 'Kola Ade',
      guestEmail: 'kola@example.test',
      status: 'upcoming',
      link: `/meet/demo?session=${key}`,
      tutor: { key: w.tutorA.user.id },
    });
    const tutor = await bed.open(w.tutorA.token, 'demo');
    expect(await tutor.emit('launch', { config: { demoSession: key } })).toMatchObject({ status: 'enrolled' });
    const live = (await call('GET', '/api/meet/admin/meetings', undefined, w.admin.cookie)).body.data.live as Live[];
    expect(live.find((r) => r.roomKey === roomKeys.demo(key))).toMatchObject({
      kind: 'demo',
      demoSession: key,
      title: 'Demo with Kola Ade',
      link: `/meet/demo?session=${key}`,
      settings: { guestMode: true },
    });
    await tutor.emit('leave_meeting');
  });

  it('is for admins with classroom access (demo sessions: demo bookings) only', async () => {
    const { w, t } = bed;
    const noClassrooms = await t.signUp('MANAGER', { adminPermissions: ['demoBookings.access'] });
    for (const url of [
      '/api/meet/admin/meetings',
      '/api/meet/admin/meetings/students',
      '/api/meet/admin/meetings/programs',
    ]) {
      expect((await call('GET', url)).status).toBe(401);
      expect((await call('GET', url, undefined, w.tutorA.cookie)).status).toBe(403);
      expect((await call('GET', url, undefined, noClassrooms.cookie)).status).toBe(403);
    }
    expect((await call('GET', '/api/meet/admin/demo-sessions', undefined, noClassrooms.cookie)).status).toBe(200);
    expect((await call('GET', '/api/meet/admin/demo-sessions', undefined, w.studentA.cookie)).status).toBe(403);
    expect((await call('GET', '/api/meet/admin/meetings?limit=7', undefined, w.admin.cookie)).status).toBe(400);
    const beyond = await call('GET', '/api/meet/admin/meetings/students?page=50&limit=5', undefined, w.admin.cookie);
    expect(beyond.body.data).toMatchObject({ items: [], page: 50, limit: 5 });
    expect(beyond.body.data.total).toBeGreaterThanOrEqual(2);
  });
});
