/**
 * The sign-up schemas, imported only when a register form is first checked (`lazyZodResolver`, ADR 0046): zod,
 * the contracts' schemas and the phone metadata stay out of the register page's first download. The rules that
 * need the reference data (a listed country's state) are added here, for the countries the page has loaded.
 */
import {
  type CountryRecord,
  registerGuardianInput,
  registerStudentInput,
  registerTutorInput,
} from '@chalkline/contracts';
import { requireListedState } from '../../reference/listedState';
import { requireMatchingPasswords } from '../passwordRules';

type Countries = readonly CountryRecord[] | undefined;

export const studentSchema = (countries: Countries) =>
  requireMatchingPasswords(requireListedState(registerStudentInput, countries));

export const tutorSchema = (countries: Countries) =>
  requireMatchingPasswords(requireListedState(registerTutorInput, countries));

/** A parent's or guardian's sign-up (ADR 0079): a tutor's fields, the guardian role. */
export const guardianSchema = (countries: Countries) =>
  requireMatchingPasswords(requireListedState(registerGuardianInput, countries));
