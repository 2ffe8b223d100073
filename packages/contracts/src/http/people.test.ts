import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { createTutorInput, editStudentInput, nothingToChangeMessage, restrictionInput } from './people.js';

const tutor = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: ' Grace@Example.test ',
  phone: '+234 803 123 4567',
  gender: 'FEMALE',
  country: { label: 'Nigeria', value: 'NG' },
};
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('people inputs', () => {
  it('takes a tutor without a first password, trims and lower-cases the email, empties optional text to null', () => {
    const parsed = createTutorInput.parse({ ...tutor, title: '  ', otherNames: '' });
    expect(parsed).toMatchObject({ email: 'grace@example.test', title: null, otherNames: null });
    expect(parsed.password).toBeUndefined();
  });

  it('answers with the spec’s messages and a maximum on every text', () => {
    const result = createTutorInput.safeParse({
      ...tutor,
      firstName: 'x'.repeat(121),
      email: 'nope',
      phone: '',
      password: 'short',
    });
    expect(problems(result)).toEqual({
      firstName: 'Please use at most 120 characters',
      email: messages.emailInvalid,
      phone: messages.phoneRequired,
      password: messages.passwordComposition,
    });
  });

  it('changes only the fields an edit names, and refuses an empty edit', () => {
    expect(editStudentInput.parse({ school: 'Sunrise' })).toEqual({ school: 'Sunrise' });
    expect(problems(editStudentInput.safeParse({}))).toEqual({ '': nothingToChangeMessage });
    expect(problems(editStudentInput.safeParse({ learningPreferences: { languageInfo: 'x'.repeat(2001) } }))).toEqual({
      'learningPreferences.languageInfo': 'Please use at most 2000 characters',
    });
  });

  it('needs a person and a decision to suspend or restore', () => {
    expect(problems(restrictionInput.safeParse({ key: 'nope' }))).toEqual({
      key: 'Please choose a person',
      suspended: 'Please say whether to suspend or restore',
    });
  });
});
