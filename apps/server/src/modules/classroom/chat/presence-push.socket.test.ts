/**
 * Presence pushed over `/chat` (ADR 0063, platform spec 3.1 online statuses): each change reaches the person's own
 * tabs and the people whose contact list shows them, and nobody else; Busy set and cleared, ON_CALL while in a
 * classroom, RECENTLY_ONLINE then OFFLINE after the last tab closed.
 */
import { chatRoomId, type OnlineStatus } from '@chalkline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { linkTutor } from '../../../../test/builders.js';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { sleep } from '../../../../test/classroom-client.js';
import { api } from '../../../../test/requests.js';
import { presenceTiming } from './chat-presence.js';
import { type ChatClient, openChatClient, outgoing } from './platform-chat-client.test-support.js';

type Person = { user: { id: string }; token: string };

describe('presence is pushed to who may see the person, and to nobody else', () => {
  const bed = useClassroomBed();
  const clients: ChatClient[] = [];
  afterAll(() => {
    for (const c of clients) c.close();
  });
  const open = async (who: Person) => {
    const c = await openChatClient(bed.base, who.token);
    clients.push(c);
    return c;
  };
  /** The statuses a client was told about a person, in order. */
  const heard = (c: ChatClient, who: Person): OnlineStatus[] =>
    c.received
      .filter((r) => r.event === 'presence' && (r.payload as { key: string }).key === who.user.id)
      .map((r) => (r.payload as { status: OnlineStatus }).status);
  const last = (c: ChatClient, who: Person) => heard(c, who).at(-1);
  const quietFor = () => sleep(150);

  it('tells the tutor who teaches a student and the student’s own tabs; never another tutor, student or admin', async () => {
    const { tutorA, tutorB, studentA, studentB, admin } = bed.w;
    const watchers = { tutorA: await open(tutorA), tutorB: await open(tutorB), studentB: await open(studentB) };
    const adminClient = await open(admin);
    const student = await open(studentA);
    await expect.poll(() => last(watchers.tutorA, studentA)).toBe('ONLINE');
    await expect.poll(() => last(student, studentA)).toBe('ONLINE');
    await quietFor();
    expect(heard(watchers.tutorB, studentA)).toEqual([]);
    expect(heard(watchers.studentB, studentA)).toEqual([]);
    expect(heard(adminClient, studentA)).toEqual([]);
    // A student never hears of a tutor who does not teach them, nor of another student while students may not talk.
    expect(heard(student, tutorB)).toEqual([]);
    expect(heard(student, studentB)).toEqual([]);
    expect(heard(student, admin)).toEqual([]);
    // The student hears of their own tutor, who was already online: the list's status, then changes.
    const contacts = await api(bed.t)('GET', '/api/chat/contacts', undefined, studentA.cookie);
    expect(contacts.body.data.contacts[0]).toMatchObject({ key: tutorA.user.id, status: 'ONLINE' });
  });

  it('tells an admin once they talked with the person, and classmates once the school lets students talk', async () => {
    const { studentA, studentB, admin } = bed.w;
    const adminClient = await open(admin);
    await adminClient.emit('message', outgoing(chatRoomId.direct(admin.user.id, studentA.user.id), 'Hello Ada'));
    await bed.t.modules.school.service.update({ studentDirectMessages: true }, null);
    try {
      const classmate = await open(studentB);
      const tab = await open(studentA);
      await expect.poll(() => heard(tab, studentA).length).toBeGreaterThan(0);
      // A further tab changes nothing for others: BUSY tells everyone who sees the student.
      expect(await tab.emit('set_status', { status: 'BUSY' })).toEqual({ status: 'BUSY' });
      await expect.poll(() => last(adminClient, studentA)).toBe('BUSY');
      await expect.poll(() => last(classmate, studentA)).toBe('BUSY');
      await tab.emit('set_status', { status: 'ONLINE' });
      await expect.poll(() => last(classmate, studentA)).toBe('ONLINE');
      // A block hides presence both ways, as it hides the conversation (ADR 0064).
      const block = await api(bed.t)('POST', '/api/chat/blocks', { with: studentA.user.id }, studentB.cookie);
      expect(block.status).toBe(200);
      const before = heard(classmate, studentA).length;
      expect(await tab.emit('set_status', { status: 'BUSY' })).toEqual({ status: 'BUSY' });
      await expect.poll(() => last(adminClient, studentA)).toBe('BUSY');
      await quietFor();
      expect(heard(classmate, studentA)).toHaveLength(before);
      await tab.emit('set_status', { status: 'ONLINE' });
    } finally {
      await api(bed.t)('DELETE', `/api/chat/blocks/${studentA.user.id}`, undefined, studentB.cookie);
      await bed.t.modules.school.service.update({ studentDirectMessages: false }, null);
    }
  });

  it('sets and clears Busy for every tab of the person and their watchers; refuses a status one cannot choose', async () => {
    const { tutorB, studentB } = bed.w;
    const watcher = await open(tutorB);
    const tab1 = await open(studentB);
    const tab2 = await open(studentB);
    expect(await tab1.emit('set_status', { status: 'BUSY' })).toEqual({ status: 'BUSY' });
    await expect.poll(() => last(tab2, studentB)).toBe('BUSY');
    await expect.poll(() => last(watcher, studentB)).toBe('BUSY');
    const listed = await api(bed.t)('GET', '/api/chat/contacts', undefined, tutorB.cookie);
    expect(listed.body.data.contacts.find((c: { key: string }) => c.key === studentB.user.id).status).toBe('BUSY');
    // A new tab hears its own status at once.
    const tab3 = await open(studentB);
    await expect.poll(() => last(tab3, studentB)).toBe('BUSY');
    expect(await tab2.emit('set_status', { status: 'ONLINE' })).toEqual({ status: 'ONLINE' });
    await expect.poll(() => last(watcher, studentB)).toBe('ONLINE');
    await expect.poll(() => last(tab1, studentB)).toBe('ONLINE');
    for (const status of ['ON_CALL', 'OFFLINE', 'RECENTLY_ONLINE', 'busy'])
      expect(await tab1.emit('set_status', { status }), status).toHaveProperty('error');
    expect(last(watcher, studentB)).toBe('ONLINE');
  });

  it('is ON_CALL while in a classroom, and back to what it was after leaving', async () => {
    const { tutorA, studentA } = bed.w;
    const watcher = await open(tutorA);
    const student = await open(studentA);
    // The student has tabs open from before: this one hears its own status.
    await expect.poll(() => last(student, studentA)).toBe('ONLINE');
    const tutorInClass = await bed.open(tutorA.token);
    await tutorInClass.emit('launch', { config: { programId: bed.w.program.id } });
    // The student's chat hears their tutor went into a call.
    await expect.poll(() => last(student, tutorA)).toBe('ON_CALL');
    const request = tutorInClass.next<{ connection: string }>('access_request');
    const studentInClass = await bed.open(studentA.token);
    await studentInClass.emit('launch', { config: { programId: bed.w.program.id } });
    await tutorInClass.emit('access_granted', { connection: (await request).connection });
    await expect.poll(() => last(watcher, studentA)).toBe('ON_CALL');
    // ON_CALL wins over Busy; leaving the call shows the chosen status again.
    expect(await student.emit('set_status', { status: 'BUSY' })).toEqual({ status: 'ON_CALL' });
    await studentInClass.emit('leave_meeting', {});
    await expect.poll(() => last(watcher, studentA)).toBe('BUSY');
    await student.emit('set_status', { status: 'ONLINE' });
    await tutorInClass.emit('leave_meeting', {});
    await expect.poll(() => last(student, tutorA)).toBe('ONLINE');
  });

  it('is RECENTLY_ONLINE once the last tab closes, then OFFLINE when the window ends', async () => {
    const window = presenceTiming.recentlyOnlineMs;
    presenceTiming.recentlyOnlineMs = 600;
    try {
      const person = await bed.t.signUp('TUTOR');
      const { studentB } = bed.w;
      // A tutor who teaches student B: the student lists them.
      await linkTutor(bed.t.database.db, {
        tutorId: person.user.id,
        studentId: studentB.user.id,
        programId: bed.w.program.id,
      });
      const watcher = await open(studentB);
      const first = await open(person);
      await expect.poll(() => last(watcher, person)).toBe('ONLINE');
      const second = await open(person);
      await expect.poll(() => last(second, person)).toBe('ONLINE');
      first.close();
      await quietFor();
      // Another tab is still open: nothing changed.
      expect(heard(watcher, person)).toEqual(['ONLINE']);
      second.close();
      await expect.poll(() => heard(watcher, person)).toEqual(['ONLINE', 'RECENTLY_ONLINE']);
      await expect
        .poll(() => heard(watcher, person), { timeout: 5_000 })
        .toEqual(['ONLINE', 'RECENTLY_ONLINE', 'OFFLINE']);
    } finally {
      presenceTiming.recentlyOnlineMs = window;
    }
  });
});
