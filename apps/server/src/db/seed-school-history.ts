/**
 * Three months of past lessons of the lived-in demo school (ADR 0067, 0084), so the admin dashboard's trends have a
 * history to draw: two lessons a week in each new program before the week `seed-school-lessons.ts` fills, each with
 * a student of the class in turn, most kept and about one in six missed. The demo student and tutor get none, so
 * the journeys that count their lessons see what they saw.
 */
import { schedules, scheduleTutors } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/** Weeks of history before the seeded week. */
const weeks = 12;
/** Days back from a week's end that a program's two lessons fall on (each program a day later), and their hour. */
const slots = [
  { back: 2, hour: 15 },
  { back: 5, hour: 16 },
];

export async function seedSchoolHistory({ tx, now, school }: SeedContext) {
  const midnight = Math.floor(now.getTime() / day) * day;
  const lessons = school.classes.flatMap(({ program, tutors, students }, p) =>
    Array.from({ length: weeks }, (_, w) =>
      slots.map((slot, s) => {
        const n = w * slots.length + s;
        const k = (n + p * 3) % students.length;
        const time = new Date(midnight - (7 * (w + 1) + slot.back + p) * day + (slot.hour + p) * hour);
        return {
          values: {
            programId: program.id,
            studentId: students[k]!.id,
            time,
            endTime: new Date(time.getTime() + hour),
            kept: (n + p) % 6 !== 5,
          },
          tutorId: tutors[k % tutors.length]!.id,
        };
      }),
    ).flat(),
  );
  const made = await tx
    .insert(schedules)
    .values(lessons.map((l) => l.values))
    .returning({ id: schedules.id });
  await tx.insert(scheduleTutors).values(made.map((s, i) => ({ scheduleId: s.id, tutorId: lessons[i]!.tutorId })));
}
