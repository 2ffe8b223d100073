/**
 * One classroom test bed per test file: a test app on a real database, its world of people and a program,
 * listening on loopback; classroom clients opened through it are closed with the app after the file.
 */
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
  };
  return bed;
}
