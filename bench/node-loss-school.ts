/**
 * The school of node-loss.bench.ts, written straight into the cluster's database: per classroom a student's own
 * (one-to-one) classroom, whose meeting id the proxy hashes, with four tutors linked to the student (hosts), the
 * student (knocks and is let in) and a guest (guest mode on) whose knock stays waiting. Programs have no billing
 * plan, so access needs no subscription. Sessions are started directly (their tokens open sockets, R1; the Chromium
 * people carry them as the session cookie), guest tickets are signed with the nodes' shared secret.
 */
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { classroomSettings } from '../apps/server/src/db/schema/index.js';
import { createSessionRepository } from '../apps/server/src/modules/accounts/session.repository.js';
import { createSessionService } from '../apps/server/src/modules/accounts/session.service.js';
import { createGuestTickets } from '../apps/server/src/modules/classroom/admission/guest.js';
import { buildCategory, buildProgram, buildUser, enrol, linkTutor } from '../apps/server/test/builders.js';

export interface BenchPerson {
  name: string;
  firstName: string;
  lastName: string;
  token: string;
  role: 'host' | 'student' | 'guest';
}

export interface BenchClassroom {
  meetingId: string;
  programId: string;
  /** The first is the lead tutor (in Chromium in a media classroom), then three more tutors. */
  hosts: BenchPerson[];
  student: BenchPerson;
  guest: BenchPerson;
}

const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');
/** A classroom id that reads like the seed's: `abc-defg-hij`. */
const meetingIdOf = () => `${letters(3)}-${letters(4)}-${letters(3)}`;

/** Builds `count` classrooms; answers them and closes the database. */
export async function buildBenchSchool(databaseUrl: string, secret: string, count: number): Promise<BenchClassroom[]> {
  const database: Database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 4 });
  const { db } = database;
  const sessions = createSessionService(createSessionRepository(db), Buffer.from(secret));
  const guests = createGuestTickets(Buffer.from(secret));
  const category = await buildCategory(db);
  const classrooms: BenchClassroom[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const program = await buildProgram(db, { categoryId: category.id });
      const meetingId = meetingIdOf();
      const studentRow = await buildUser(db, 'STUDENT', { meetingId, firstName: `Student${i}`, lastName: 'Bench' });
      await enrol(db, { studentId: studentRow.id, programId: program.id, active: true });
      const person = async (row: typeof studentRow, role: BenchPerson['role']): Promise<BenchPerson> => ({
        name: `${row.firstName} ${row.lastName}`,
        firstName: row.firstName,
        lastName: row.lastName,
        token: (await sessions.start(row.id)).token,
        role,
      });
      const hosts: BenchPerson[] = [];
      for (let t = 0; t < 4; t++) {
        const tutor = await buildUser(db, 'TUTOR', { firstName: `Tutor${i}x${t}`, lastName: 'Bench' });
        await linkTutor(db, { tutorId: tutor.id, studentId: studentRow.id, programId: program.id });
        hosts.push(await person(tutor, 'host'));
      }
      await db.insert(classroomSettings).values({ roomKey: meetingId, guestMode: true });
      const guestName = `Guest${i} Bench`;
      classrooms.push({
        meetingId,
        programId: program.id,
        hosts,
        student: await person(studentRow, 'student'),
        guest: {
          name: guestName,
          firstName: guestName,
          lastName: '',
          token: guests.issue(meetingId, guestName).token,
          role: 'guest',
        },
      });
    }
  } finally {
    await database.close();
  }
  return classrooms;
}
