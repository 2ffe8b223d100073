/**
 * The lived-in demo school (issue 31, ADR 0067): four more programs in three more categories, three more tutors and
 * twenty-five more students with their profiles, enrolments and tutor links, added around the demo accounts
 * without touching them. The demo tutor and student keep their one program to themselves, so every journey that
 * counts on them (their program card, their next lesson, their one tutor link) still sees what it saw.
 *
 * The extra people share the demo tutor's and student's password hashes (no extra argon2 work at every fresh
 * start), so a newcomer may sign in as any of them with the printed password of their role.
 */
import type { ageBands } from '@chalkline/contracts';
import {
  enrolments,
  programCategories,
  programs,
  programTutors,
  studentProfiles,
  tutorStudentLinks,
  users,
} from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

type User = typeof users.$inferSelect;
type Program = typeof programs.$inferSelect;

export interface DemoSchool {
  /** The three tutors beside the demo tutor. */
  tutors: User[];
  /** The twenty-five students beside the demo student, in the order of `demoStudents`. */
  students: User[];
  /** The four programs beside the demo program, in the order of `demoPrograms`. */
  programs: Program[];
  /** Each new program with its tutors and students. */
  classes: { program: Program; tutors: User[]; students: User[] }[];
}

const day = 24 * 60 * 60 * 1000;

// Every title sorts after "Foundations of Mathematics": lists by title (the public programs, the onboarding) keep
// the demo program first, as the journeys that enrol in "the first program" expect.
export const demoPrograms = [
  {
    title: 'Maths Olympiad Prep',
    slug: 'maths-olympiad-prep',
    category: 'mathematics',
    summary: 'Puzzles, proofs and competition problems for students who love a challenge.',
  },
  {
    title: 'Reading Adventures',
    slug: 'reading-adventures',
    category: 'languages-and-literacy',
    summary: 'Phonics, fluent reading and book talk that turn early readers into keen ones.',
  },
  {
    title: 'Science Explorers',
    slug: 'science-explorers',
    category: 'science',
    summary: 'Hands-on experiments with plants, light, forces and the weather, explained step by step.',
  },
  {
    title: 'Young Coders',
    slug: 'young-coders',
    category: 'technology',
    summary: 'Loops, patterns and small games in Scratch and Python, one project at a time.',
  },
] as const;

const categories = [
  { title: 'Languages & Literacy', slug: 'languages-and-literacy' },
  { title: 'Science', slug: 'science' },
  { title: 'Technology', slug: 'technology' },
];

/** Tutors: name, gender and the programs (indexes of `demoPrograms`) they teach. */
const demoTutors = [
  { firstName: 'Mariam', lastName: 'Haddad', gender: 'FEMALE', programs: [0, 2] },
  { firstName: 'Samuel', lastName: 'Kariuki', gender: 'MALE', programs: [3, 2] },
  { firstName: 'Ines', lastName: 'Moreau', gender: 'FEMALE', programs: [1] },
] as const;

// Every last name sorts after "Hopper", and no name contains a demo or journey name (Dami, Chidi, Kemi, Bola, …):
// the first page of Students keeps the demo student and the people the journeys create.
export const demoStudents = [
  ['Zainab', 'Ibrahim', 'FEMALE'],
  ['Kofi', 'Johnson', 'MALE'],
  ['Wanjiru', 'Kamau', 'FEMALE'],
  ['Sipho', 'Khumalo', 'MALE'],
  ['Ifeoma', 'Lawal', 'FEMALE'],
  ['Kwame', 'Mensah', 'MALE'],
  ['Halima', 'Musa', 'FEMALE'],
  ['Obinna', 'Nwosu', 'MALE'],
  ['Chiamaka', 'Obi', 'FEMALE'],
  ['Emeka', 'Okonkwo', 'MALE'],
  ['Folake', 'Olawale', 'FEMALE'],
  ['Kojo', 'Osei', 'MALE'],
  ['Akosua', 'Owusu', 'FEMALE'],
  ['Priya', 'Patel', 'FEMALE'],
  ['Nii', 'Quaye', 'MALE'],
  ['Farida', 'Rahman', 'FEMALE'],
  ['Segun', 'Salako', 'MALE'],
  ['Aiko', 'Tanaka', 'FEMALE'],
  ['Ngozi', 'Uche', 'FEMALE'],
  ['Ibrahim', 'Usman', 'MALE'],
  ['Lucia', 'Vega', 'FEMALE'],
  ['Jabari', 'Wanjala', 'MALE'],
  ['Amina', 'Yusuf', 'FEMALE'],
  ['Thabo', 'Zulu', 'MALE'],
  ['Nomvula', 'Zwane', 'FEMALE'],
] as const;

/** How many people the school adds beside the demo accounts. */
export const demoSchoolPeople = demoTutors.length + demoStudents.length;

/** The programs (indexes of `demoPrograms`) of the student at `i`: one each, every third student a second one. */
export const programsOfStudent = (i: number) => (i % 3 === 0 ? [i % 4, (i + 1) % 4] : [i % 4]);

const letters = 'abcdefghijkmnopqrstuvwxyz';
/** A fixed classroom id per student (`abc-defg-hij`), so the demo school is the same at every start. */
export function demoMeetingId(n: number): string {
  let x = ((n + 7) * 2_654_435_761) % 2 ** 32;
  const next = () => {
    x = (x * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return letters[x % letters.length];
  };
  return [3, 4, 3].map((len) => Array.from({ length: len }, next).join('')).join('-');
}

const emailOf = (first: string, last: string) => `${first}.${last}@chalkline.local`.toLowerCase();
const schools = ['Sunrise Academy', 'Greenfield Primary', 'Lakeside School', 'Hilltop Junior School'];
const ages: (typeof ageBands)[number][] = ['6-8', '8-10', '10-12', '12-14'];

export async function seedSchool(
  tx: SeedContext['tx'],
  now: Date,
  demo: { tutor: User; student: User; mathematics: { id: string } },
): Promise<DemoSchool> {
  const madeCategories = await tx.insert(programCategories).values(categories).returning();
  const categoryId = (slug: string) =>
    slug === 'mathematics' ? demo.mathematics.id : madeCategories.find((c) => c.slug === slug)!.id;
  const madePrograms = await tx
    .insert(programs)
    .values(
      demoPrograms.map((p, i) => ({
        title: p.title,
        slug: p.slug,
        summary: p.summary,
        categoryId: categoryId(p.category),
        createdAt: new Date(now.getTime() - (120 - i) * day),
      })),
    )
    .returning();
  const byTitle = (title: string) => madePrograms.find((p) => p.title === title)!;
  const programList = demoPrograms.map((p) => byTitle(p.title));

  const tutors = await tx
    .insert(users)
    .values(
      demoTutors.map((t, i) => ({
        email: emailOf(t.firstName, t.lastName),
        passwordHash: demo.tutor.passwordHash,
        firstName: t.firstName,
        lastName: t.lastName,
        gender: t.gender,
        memberRole: 'TUTOR' as const,
        signUpMethod: 'ADMIN' as const,
        countryCode: 'NG',
        countryName: 'Nigeria',
        createdAt: new Date(now.getTime() - (110 - i) * day),
      })),
    )
    .returning();
  const tutorList = demoTutors.map((t) => tutors.find((u) => u.firstName === t.firstName)!);

  const students = await tx
    .insert(users)
    .values(
      demoStudents.map(([firstName, lastName, gender], i) => ({
        email: emailOf(firstName, lastName),
        passwordHash: demo.student.passwordHash,
        firstName,
        lastName,
        gender,
        memberRole: 'STUDENT' as const,
        signUpMethod: i % 4 === 0 ? ('ADMIN' as const) : ('EMAIL' as const),
        meetingId: demoMeetingId(i),
        phone: `+234 803 555 ${String(1000 + i * 37).slice(-4)}`,
        countryCode: 'NG',
        countryName: 'Nigeria',
        stateCode: 'LA',
        stateName: 'Lagos',
        createdAt: new Date(now.getTime() - (100 - i * 3) * day),
      })),
    )
    .returning();
  const studentList = demoStudents.map(([first, last]) => students.find((s) => s.email === emailOf(first, last))!);

  await tx.insert(studentProfiles).values(
    studentList.map((s, i) => ({
      userId: s.id,
      age: ages[i % ages.length],
      grade: `GRADE_${(i % 8) + 2}`,
      school: schools[i % schools.length],
      onboarded: true,
      guardianNames: `${i % 2 ? 'Ruth' : 'John'} ${s.lastName}`,
      guardianEmail: `parent.${s.lastName}@example.com`.toLowerCase(),
      guardianPhone: `+234 803 556 ${String(2000 + i * 41).slice(-4)}`,
      guardianRelationship: i % 2 ? 'Mother' : 'Father',
      learningGoals: i % 3 === 0 ? 'Grow in confidence and enjoy learning.' : null,
    })),
  );

  await tx
    .insert(programTutors)
    .values(
      demoTutors.flatMap((t, ti) =>
        (t.programs as readonly number[]).map((p) => ({ programId: programList[p]!.id, tutorId: tutorList[ti]!.id })),
      ),
    );
  const classes = programList.map((program, p) => ({
    program,
    tutors: tutorList.filter((_, ti) => (demoTutors[ti]!.programs as readonly number[]).includes(p)),
    students: studentList.filter((_, i) => programsOfStudent(i).includes(p)),
  }));
  await tx.insert(enrolments).values(
    studentList.flatMap((s, i) =>
      programsOfStudent(i).map((p) => ({
        studentId: s.id,
        programId: programList[p]!.id,
        // One student paused their second program: an inactive enrolment shows too.
        active: !(i === 6 && p !== i % 4),
        createdAt: new Date(now.getTime() - (90 - i * 3) * day),
      })),
    ),
  );
  // Each student's tutor in each program: the first tutor of a shared program takes the even students.
  await tx.insert(tutorStudentLinks).values(
    classes.flatMap(({ program, tutors: teaching, students: learners }) =>
      learners.map((s, k) => ({
        tutorId: teaching[k % teaching.length]!.id,
        studentId: s.id,
        programId: program.id,
      })),
    ),
  );
  return { tutors: tutorList, students: studentList, programs: programList, classes };
}
