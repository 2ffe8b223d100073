/**
 * One classroom test bed per test file: a test app on a real database, its world of people and a program,
 * listening on loopback; classroom clients opened through it are closed with the app after the file.
 */
import type { RoomSnapshot } from '@chalkline/contracts';
import { afterAll, beforeAll } from 'vitest';
import { type Client, openClient } from './classroom-client.js';
import { createTestApp, listenOnLoopback, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

export interface ClassroomBed {
  readonly t: TestApp;
  readonly w: World;
  readonly base: string;
  /** A classroom client of `meetingId` (the student A's classroom when left out), closed after the file. */
  open(token: string, meetingId?: string): Promise<Client>;
  /** A person who knocks on `meetingId` with `launch` and whom `host` lets in: their client once admitted. */
  admitted(host: Client, token: string, meetingId: string, launch: object): Promise<Client>;
  /** The program's classroom with its tutor (a host) and both students admitted, and its own chat room id. */
  programClass(): Promise<{ tutor: Client; a: Client; b: Client; mainChat: string }>;
}

export function useClassroomBed(env: Record<string, string> = {}): ClassroomBed {
  const clients: Client[] = [];
  let t: TestApp | undefined;
  let w: World | undefined;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp(env);
    w = await createWorld(t);
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });
  const bed: ClassroomBed = {
    get t() {
      if (!t) throw new Error('the classroom bed is set up in beforeAll');
      return t;
    },
    get w() {
      if (!w) throw new Error('the classroom bed is set up in beforeAll');
      return w;
    },
    get base() {
      return base;
    },
    async open(token, meetingId = bed.w.studentA.user.meetingId!) {
      const c = await openClient(base, meetingId, token);
      clients.push(c);
      return c;
    },
    async admitted(host, token, meetingId, launch) {
      const person = await bed.open(token, meetingId);
      const request = host.next<{ connection: string }>('access_request');
      const granted = person.next('access_granted');
      await person.emit('launch', launch);
      await host.emit('access_granted', { connection: (await request).connection });
      await granted;
      return person;
    },
    async programClass() {
      const launch = { config: { programId: bed.w.program.id } };
      const tutor = await bed.open(bed.w.tutorA.token, 'program');
      const snapshot = tutor.next<RoomSnapshot>('access_granted');
      await tutor.emit('launch', launch);
      const mainChat = (await snapshot).rooms[0]!.key;
      const a = await bed.admitted(tutor, bed.w.studentA.token, 'program', launch);
      const b = await bed.admitted(tutor, bed.w.studentB.token, 'program', launch);
      return { tutor, a, b, mainChat };
    },
  };
  return bed;
}
