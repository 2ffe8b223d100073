import { timeSlots } from '@chalkline/contracts';
import { formatLongDate, humanizeConstant } from '../../../lib/format';
import { gradeLabel } from '../../auth/register/options';

/** A student's profile as GET /students/{key}/profile answers it; the server leaves out what the viewer may not see. */
export interface StudentProfile {
  basic: Record<string, unknown>;
  guardian?: Record<string, unknown> | null;
  learningPreferences?: Record<string, unknown> | null;
}

export const notProvided = 'Not provided';

/** Labels of the known fields, in display order; unknown fields follow with a label made from their name. */
export const fieldLabels: Record<string, string> = {
  key: 'Student ID',
  firstName: 'First name',
  lastName: 'Last name',
  otherNames: 'Other names',
  preferredNames: 'Preferred names',
  email: 'Email',
  phone: 'Phone',
  gender: 'Gender',
  age: 'Age range',
  class: 'Class',
  school: 'School',
  country: 'Country',
  state: 'State',
  meetingId: 'Classroom ID',
  signUpMethod: 'Sign-up method',
  referredBy: 'Referred by',
  referee: 'Referee',
  onboarded: 'Onboarded',
  suspended: 'Suspended',
  deleted: 'Deleted',
  createdAt: 'Joined',
  updatedAt: 'Last updated',
  names: 'Names',
  occupation: 'Occupation',
  relationship: 'Relationship',
  language: 'Language',
  languageInfo: 'Language details',
  curriculum: 'Curriculum',
  curriculumInfo: 'Curriculum details',
  days: 'Days',
  timezone: 'Time zone',
  scheduleTime: 'Preferred time',
  learningGoals: 'Learning goals',
  specialNeeds: 'Special needs',
  communicationPreference: 'Communication preference',
};

/** Fields never listed as text (the photo is shown as a picture). */
export const hiddenFields = new Set(['avatar']);

export const labelFor = (field: string): string =>
  fieldLabels[field] ?? humanizeConstant(field.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase());

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One field's value as text: labels, phone numbers, dates, yes/no and constants made readable. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return notProvided;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length ? value.map((item) => formatValue(field, item)).join(', ') : notProvided;
  if (isObject(value)) {
    if (typeof value.label === 'string') return value.label;
    if (typeof value.international === 'string') return value.international;
    return notProvided;
  }
  const text = String(value);
  if (field === 'class') return gradeLabel(text);
  if (field === 'age') return `${text} years`;
  if (field === 'scheduleTime' && text in timeSlots) return timeSlots[text as keyof typeof timeSlots];
  if ((field === 'createdAt' || field === 'updatedAt') && !Number.isNaN(Date.parse(text))) return formatLongDate(text);
  return humanizeConstant(text);
}

/** The fields of a section in display order: known ones first, then any the server added. */
export function orderedFields(section: Record<string, unknown>): string[] {
  const known = Object.keys(fieldLabels).filter((field) => field in section);
  const extra = Object.keys(section).filter((field) => !(field in fieldLabels));
  return [...known, ...extra].filter((field) => !hiddenFields.has(field));
}
