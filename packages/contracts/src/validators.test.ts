import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  emailSchema,
  passwordStrength,
  requiredString,
  strongPasswordSchema,
  validateConfirmPassword,
  validateEasyPassword,
  validateEmail,
  validateNoSpecialCharacters,
  validatePhone,
  validateRequired,
  validateStrongPassword,
  validateUpload,
  validateUrl,
  validateUsername,
  validateWebsite,
} from './validators.js';

describe('username (platform 5.2)', () => {
  it.each([
    ['', messages.usernameRequired],
    ['ab', messages.usernameTooShort],
    ['a'.repeat(17), messages.usernameTooLong],
    ['Upper', messages.usernameCharacters],
    ['bad name', messages.usernameCharacters],
    ['ok.name_1-x', null],
    ['abc', null],
    ['a'.repeat(16), null],
  ])('%j -> %j', (value, expected) => expect(validateUsername(value)).toBe(expected));
});

describe('required and special characters', () => {
  it('uses the default or a custom message', () => {
    expect(validateRequired()('  ')).toBe(messages.required);
    expect(validateRequired('Title please')('')).toBe('Title please');
    expect(validateRequired()('x')).toBeNull();
  });
  it('refuses symbols but keeps letters of any script and digits', () => {
    expect(validateNoSpecialCharacters('hello@world')).toBe(messages.noSpecialCharacters);
    expect(validateNoSpecialCharacters('Zoë 42')).toBeNull();
  });
});

describe('url', () => {
  it.each([
    ['', messages.urlRequired],
    ['www.example.com', messages.urlInvalid],
    ['mailto:a@b.co', messages.urlInvalid],
    ['http://example.com', null],
    ['https://example.com/a?b=c', null],
    ['ftp://files.example.org', null],
  ])('%j -> %j', (value, expected) => expect(validateUrl(value)).toBe(expected));
});

describe('email', () => {
  it.each([
    ['', messages.emailRequired],
    ['not-an-email', messages.emailInvalid],
    ['a@b', messages.emailInvalid],
    ['pupil@school.org', null],
  ])('%j -> %j', (value, expected) => expect(validateEmail(value)).toBe(expected));
  it('normalises case and spaces in the schema', () => {
    expect(emailSchema.parse(' Pupil@School.ORG ')).toBe('pupil@school.org');
  });
});

describe('phone (default country Nigeria)', () => {
  it.each([
    ['', messages.phoneRequired],
    ['12345', messages.phoneInvalid],
    ['+234 803 123 4567', null],
    ['08031234567', null],
    ['+44 7911 123456', null],
  ])('%j -> %j', (value, expected) => expect(validatePhone(value)).toBe(expected));
});

describe('strong password and strength', () => {
  it.each([
    ['', messages.passwordRequired],
    ['alllowercase1!', messages.passwordComposition],
    ['NoSymbol123', messages.passwordComposition],
    ['Ab1!x', messages.passwordTooShort],
    ['Str0ng!Pass', null],
  ])('%j -> %j', (value, expected) => expect(validateStrongPassword(value)).toBe(expected));

  it.each([
    ['Str0ng!Pass', 1],
    ['Ab1!xy', 0],
    ['Abcdef!!', 0],
    ['Abcde!!', -1],
    ['password', -1],
    ['Ab1!x', -1],
  ] as const)('%j has strength %d', (value, expected) => expect(passwordStrength(value)).toBe(expected));

  it('reports the message through zod', () => {
    const result = strongPasswordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.passwordComposition);
  });
});

describe('easy and confirm password', () => {
  it('needs six characters', () => {
    expect(validateEasyPassword('')).toBe(messages.passwordRequired);
    expect(validateEasyPassword('12345')).toBe(messages.easyPasswordTooShort);
    expect(validateEasyPassword('123456')).toBeNull();
  });
  it('must repeat the password', () => {
    expect(validateConfirmPassword('a', '')).toBe(messages.confirmPasswordRequired);
    expect(validateConfirmPassword('abc', 'abd')).toBe(messages.confirmPasswordMismatch);
    expect(validateConfirmPassword('abc', 'abc')).toBeNull();
  });
});

describe('website', () => {
  it.each([
    ['example.com', true],
    ['https://school.co.uk/path', true],
    ['localhost', false],
    ['example.c0m', false],
    ['example.c', false],
  ])('%j valid=%j', (value, valid) => expect(validateWebsite(value) === null).toBe(valid));
});

describe('upload', () => {
  const big = 10_485_761;
  it('refuses a type outside the accept list or inside the reject list', () => {
    expect(validateUpload({ mime: 'application/pdf', size: 10 }, { accept: ['image/*'] })).toBe(
      messages.uploadWrongType,
    );
    expect(validateUpload({ mime: 'image/svg+xml', size: 10 }, { reject: ['image/svg+xml'] })).toBe(
      messages.uploadWrongType,
    );
    expect(validateUpload({ mime: 'image/png', size: 10 }, { accept: ['image/*'] })).toBeNull();
  });
  it('refuses non-image files over 10 MB but not images', () => {
    expect(validateUpload({ mime: 'application/pdf', size: big })).toBe(messages.uploadTooLarge);
    expect(validateUpload({ mime: 'application/pdf', size: big - 1 })).toBeNull();
    expect(validateUpload({ mime: 'image/png', size: big })).toBeNull();
  });
});

describe('requiredString schema', () => {
  it('trims and reports the required message', () => {
    expect(requiredString().parse('  hi ')).toBe('hi');
    const r = requiredString().safeParse('   ');
    expect(r.error?.issues[0]?.message).toBe(messages.required);
    const missing = requiredString().safeParse(undefined);
    expect(missing.error?.issues[0]?.message).toBe(messages.required);
  });
});
