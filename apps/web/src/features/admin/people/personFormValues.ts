/** The values of the people forms (tutor and student), their empty start, and how empty choices are sent. */
import type { LabelValue } from '@chalkline/contracts';

/** Every field of the people forms; a tutor's form uses the account fields only. */
export interface PersonFormValues {
  title: string;
  firstName: string;
  lastName: string;
  otherNames: string;
  email: string;
  phone: string;
  gender: string;
  country: LabelValue | null;
  state: LabelValue | null;
  password: string;
  preferredNames: string;
  age: string;
  class: string;
  school: string;
  referredBy: string;
  referee: string;
  guardian: { names: string; email: string; phone: string; occupation: string; relationship: string };
  learningPreferences: {
    language: string;
    languageInfo: string;
    curriculum: string;
    curriculumInfo: string;
    days: string[];
    timezone: string;
    scheduleTime: string;
    learningGoals: string;
    specialNeeds: string;
    communicationPreference: string;
  };
}

export const emptyPersonValues: PersonFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  otherNames: '',
  email: '',
  phone: '',
  gender: '',
  country: null,
  state: null,
  password: '',
  preferredNames: '',
  age: '',
  class: '',
  school: '',
  referredBy: '',
  referee: '',
  guardian: { names: '', email: '', phone: '', occupation: '', relationship: '' },
  learningPreferences: {
    language: '',
    languageInfo: '',
    curriculum: '',
    curriculumInfo: '',
    days: [],
    timezone: '',
    scheduleTime: '',
    learningGoals: '',
    specialNeeds: '',
    communicationPreference: '',
  },
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Empty choices mean none: no first password (an emailed link instead), no language or time slot. */
export function cleanPersonValues(values: unknown): unknown {
  if (!isRecord(values)) return values;
  const lp = isRecord(values.learningPreferences) ? values.learningPreferences : undefined;
  return {
    ...values,
    password: values.password || undefined,
    state: values.state ?? undefined,
    ...(lp
      ? { learningPreferences: { ...lp, language: lp.language || null, scheduleTime: lp.scheduleTime || null } }
      : {}),
  };
}
