import { ageBands, genders, grades } from '@chalkline/contracts';
import type { SelectOption } from '../../../ui/form/FormSelectField';

const capitalise = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

export const genderOptions: SelectOption[] = genders.map((value) => ({ value, label: capitalise(value) }));

export const ageOptions: SelectOption[] = ageBands.map((value) => ({ value, label: `${value} years` }));

/** GRADE_7 reads "Grade 7". */
export const gradeLabel = (grade: string): string => grade.replace(/^GRADE_(\d+)$/, 'Grade $1');

export const gradeOptions: SelectOption[] = grades.map((value) => ({ value, label: gradeLabel(value) }));

export const relationshipOptions: SelectOption[] = [
  'Mother',
  'Father',
  'Legal guardian',
  'Grandparent',
  'Sibling',
  'Other relative',
].map((value) => ({ value, label: value }));

export const phoneHelp = 'Include the country code, e.g. +234 803 123 4567';
