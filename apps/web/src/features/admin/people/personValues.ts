/** Edit forms start from what the server answers: a tutor's list row, a student's admin profile. */
import type { ManagedPerson, StudentProfile } from '@chalkline/contracts';
import { emptyPersonValues, type PersonFormValues } from './personFormValues';

const text = (value: string | null | undefined) => value ?? '';

/** A tutor's (or any managed person's) account fields. */
export function valuesFromPerson(person: ManagedPerson): PersonFormValues {
  return {
    ...emptyPersonValues,
    title: text(person.title),
    firstName: person.firstName,
    lastName: person.lastName,
    otherNames: text(person.otherNames),
    email: person.email,
    phone: text(person.phone),
    gender: text(person.gender),
    country: person.country,
    state: person.state,
  };
}

/** A student's account and profile, from the admin's view of their profile (every field present). */
export function valuesFromStudentProfile(profile: StudentProfile): PersonFormValues {
  const { basic, guardian, learningPreferences: lp } = profile;
  return {
    ...emptyPersonValues,
    firstName: basic.firstName,
    lastName: basic.lastName,
    otherNames: text(basic.otherNames),
    preferredNames: text(basic.preferredNames),
    email: text(basic.email),
    phone: text(basic.phone?.international),
    gender: text(basic.gender),
    country: basic.country,
    state: basic.state,
    age: text(basic.age),
    class: text(basic.class),
    school: text(basic.school),
    referredBy: text(basic.referredBy),
    referee: text(basic.referee),
    guardian: {
      names: text(guardian?.names),
      email: text(guardian?.email),
      phone: text(guardian?.phone?.international),
      occupation: text(guardian?.occupation),
      relationship: text(guardian?.relationship),
    },
    learningPreferences: {
      language: text(lp.language),
      languageInfo: text(lp.languageInfo),
      curriculum: text(lp.curriculum),
      curriculumInfo: text(lp.curriculumInfo),
      days: lp.days,
      timezone: text(lp.timezone),
      scheduleTime: text(lp.scheduleTime),
      learningGoals: text(lp.learningGoals),
      specialNeeds: text(lp.specialNeeds),
      communicationPreference: text(lp.communicationPreference),
    },
  };
}
