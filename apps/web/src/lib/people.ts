import type { PersonSummary } from '@chalkline/contracts';

/** "Dami Bello": first and last name as lists, cards and labels show a person. */
export const personName = (person: Pick<PersonSummary, 'firstName' | 'lastName'>): string =>
  `${person.firstName} ${person.lastName}`.trim();
