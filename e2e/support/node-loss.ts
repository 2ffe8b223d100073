/**
 * What the node-loss journey needs beside the cluster (ADR 0088): the seeded one-to-one classrooms whose sockets
 * the proxy sends to a given node, session tokens for their people, when a browser tab was (re)admitted, and the
 * nodes whose lease is still in Redis.
 */
import type { Page } from '@playwright/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Cluster } from './cluster';

export interface SeededClassroom {
  meetingId: string;
  /** The program the tutor teaches the student (the link's `program`). */
  programId: string;
  student: string;
  tutor: string;
  /** The node the proxy sends its sockets to now. */
  node: string | null;
}

/**
 * The demo school's one-to-one classrooms (not the demo student's) whose tutor is linked to the student through one
 * program only (so the tutor enters without choosing one) and whose student is actively enrolled in it with a live subscription (access follows payment), each with its node: where the proxy sends it now.
 */
export async function seededClassrooms(cluster: Cluster): Promise<SeededClassroom[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Omit<SeededClassroom, 'node'>>(
      `select s.meeting_id as "meetingId", min(l.program_id::text) as "programId", s.email as student, min(t.email) as tutor
         from tutor_student_links l join users s on s.id = l.student_id join users t on t.id = l.tutor_id
         join enrolments e on e.student_id = s.id and e.program_id = l.program_id and e.active
         join subscriptions sub on sub.student_id = s.id and sub.program_id = l.program_id
          and sub.status = 'ACTIVE' and sub.current_period_end > now()
        where s.meeting_id is not null and s.email <> 'student@chalkline.local'
        group by s.meeting_id, s.email having count(*) = 1 order by s.email`,
    );
    return rows.map((row) => ({ ...row, node: cluster.proxy.nodeFor(row.meetingId) }));
  } finally {
    await client.end();
  }
}

/** Signs in with a password through the proxy and answers the session token (sockets accept it, R1). */
export async function sessionToken(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('chalkline_session='));
  if (!response.ok || !cookie) throw new Error(`signing in ${email}: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!.slice('chalkline_session='.length);
}

/** Notes the time of every `access_granted` a page's classroom socket receives (R9, R10). */
export function watchAdmissions(page: Page): number[] {
  const times: number[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && /^42\/meet\/[^,]*,\["access_granted"/.test(payload)) times.push(Date.now());
    });
  });
  return times;
}

/** How many nodes hold a lease in Redis (a killed node's lapses within 15 s, ADR 0014). */
export async function leasesHeld(cluster: Cluster): Promise<number> {
  const client = new Redis(cluster.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    return (await client.keys(`${cluster.keyPrefix}node:*`)).length;
  } finally {
    client.disconnect();
  }
}
