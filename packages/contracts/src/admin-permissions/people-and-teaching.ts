/** Admin permission groups of people and teaching: tutors, students, classrooms, schedules, programs, quizzes. */
import { log, page } from './wording.js';

export const peopleAndTeachingGroups = {
  accountStats: {
    label: 'Account stats',
    restricted: false,
    actions: page('See account statistics'),
    activity: {
      access: log('{actor} {verb} account statistics {target}', 'Anything done from the account statistics page.'),
    },
  },
  tutors: {
    label: 'Manage tutors',
    restricted: false,
    actions: { ...page('See tutors'), create: 'Create tutors', edit: 'Edit tutors', delete: 'Delete tutors' },
    activity: {
      access: log(
        '{actor} {verb} the tutor {target}',
        'A change made from the tutors pages that no finer action covers.',
      ),
      create: log('{actor} created the tutor {target}', 'A new tutor account was made by an admin.'),
      edit: log(
        '{actor} {verb} the tutor {target}',
        "A tutor's profile, links or account state was changed by an admin.",
      ),
      delete: log(
        '{actor} deleted the tutor {target}',
        'A tutor account was deleted (the record stays, sign-in ends).',
      ),
    },
  },
  students: {
    label: 'Manage students',
    restricted: false,
    actions: { ...page('See students'), create: 'Create students', edit: 'Edit students', delete: 'Delete students' },
    activity: {
      access: log(
        '{actor} {verb} the student {target}',
        'A change made from the students pages that no finer action covers.',
      ),
      create: log('{actor} created the student {target}', 'A new student account was made by an admin.'),
      edit: log(
        '{actor} {verb} the student {target}',
        "A student's profile, enrolment, links or account state was changed by an admin.",
      ),
      delete: log(
        '{actor} deleted the student {target}',
        'A student account was deleted (the record stays, sign-in ends).',
      ),
    },
  },
  classrooms: {
    label: 'Student and program classrooms',
    restricted: false,
    actions: page('See and join every classroom'),
    activity: {
      access: log(
        '{actor} {verb} the classroom {target}',
        "A classroom's settings (guest mode, who comes straight in) were changed.",
      ),
    },
  },
  schedules: {
    label: 'Schedules',
    restricted: false,
    actions: {
      ...page('See every schedule'),
      create: 'Create schedules',
      edit: 'Edit and mark schedules',
      delete: 'Delete schedules',
    },
    activity: {
      access: log(
        '{actor} {verb} the schedule {target}',
        'A change made from the schedules pages that no finer action covers.',
      ),
      create: log('{actor} created the schedule {target}', 'New lessons were scheduled for a student.'),
      edit: log('{actor} {verb} the schedule {target}', 'A scheduled lesson was moved, re-staffed or marked as held.'),
      delete: log('{actor} deleted the schedule {target}', 'A scheduled lesson was removed.'),
    },
  },
  programs: {
    label: 'Programs',
    restricted: false,
    actions: {
      ...page('See programs'),
      create: 'Create programs',
      edit: 'Edit programs',
      delete: 'Delete programs',
      deletePlan: 'Delete program plans',
    },
    activity: {
      access: log(
        '{actor} {verb} the program {target}',
        'A change made from the programs pages that no finer action covers.',
      ),
      create: log('{actor} created the program {target}', 'A new program was published.'),
      edit: log('{actor} edited the program {target}', "A program's details, tutors or images were changed."),
      delete: log('{actor} deleted the program {target}', 'A program was removed.'),
      deletePlan: log('{actor} deleted a plan of the program {target}', 'A price plan was removed from a program.'),
    },
  },
  programCategories: {
    label: 'Program categories',
    restricted: false,
    actions: page('Manage program categories'),
    activity: {
      access: log(
        '{actor} {verb} the program category {target}',
        'A program category was created, renamed or deleted.',
      ),
    },
  },
  quiz: {
    label: 'Quiz',
    restricted: false,
    actions: page('Manage the quiz collection'),
    activity: {
      access: log('{actor} {verb} the quiz {target}', 'A quiz of the collection was created, changed or deleted.'),
    },
  },
  quizAssignments: {
    label: 'Quiz assignments',
    restricted: false,
    actions: page('Manage quiz assignments'),
    activity: {
      access: log('{actor} {verb} the quiz assignment {target}', 'A quiz assignment was created, changed or deleted.'),
    },
  },
  assignments: {
    label: 'Class and home assignments',
    restricted: false,
    actions: {
      ...page('See class and home assignments'),
      record: 'Record assignments',
      edit: 'Edit assignments',
      delete: 'Delete assignments',
    },
    activity: {
      access: log(
        '{actor} {verb} the assignment {target}',
        'A change made from the assignment pages that no finer action covers.',
      ),
      record: log('{actor} recorded the assignment {target}', 'A class or home assignment was recorded.'),
      edit: log('{actor} edited the assignment {target}', 'A class or home assignment was changed or graded.'),
      delete: log('{actor} deleted the assignment {target}', 'A class or home assignment was removed.'),
    },
  },
} as const;
