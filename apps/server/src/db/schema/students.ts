import { ageBands, grades } from '@chalkline/contracts';
import { boolean, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';

export const ageBand = pgEnum('age_band', ageBands);
export const grade = pgEnum('grade', grades as [string, ...string[]]);

/** What a student's profile adds to their account: school, guardian and learning preferences. */
export const studentProfiles = pgTable('student_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferredNames: text('preferred_names'),
  age: ageBand('age'),
  grade: grade('grade'),
  school: text('school'),
  referredBy: text('referred_by'),
  referee: text('referee'),
  onboarded: boolean('onboarded').notNull().default(false),
  guardianNames: text('guardian_names'),
  guardianEmail: text('guardian_email'),
  guardianPhone: text('guardian_phone'),
  guardianOccupation: text('guardian_occupation'),
  guardianRelationship: text('guardian_relationship'),
  language: text('language'),
  languageInfo: text('language_info'),
  curriculum: text('curriculum'),
  curriculumInfo: text('curriculum_info'),
  days: text('days').array().notNull().default([]),
  timezone: text('timezone'),
  scheduleTime: text('schedule_time'),
  learningGoals: text('learning_goals'),
  specialNeeds: text('special_needs'),
  communicationPreference: text('communication_preference'),
  ...timestamps,
});
