import type { PersonSummary } from '@chalkline/contracts';

/** A person as lists and cards receive them: a name, nothing optional filled in but the email when given. */
export const person = (key: string, firstName: string, lastName: string, email?: string): PersonSummary => ({
  key,
  title: null,
  firstName,
  lastName,
  otherNames: null,
  avatar: null,
  gender: null,
  ...(email ? { email } : {}),
});
