/** Admin people pages (ADR 0029): filling the Create student form as an admin does. */
import { expect, type Page } from '@playwright/test';
import { choose, pick } from './accounts';

export interface NewStudent {
  first: string;
  last: string;
  email: string;
  password: string;
  phone: string;
  gender: 'Male' | 'Female';
  state: string;
  guardian: { names: string; email: string; phone: string };
  ageRange: string;
  grade: string;
  /** Optional learning-preference fields the form also takes. */
  extra?: { languageDetails?: string; communication?: string };
}

/** Opens "Add student" on the admin Students page, fills every field given and creates the student. */
export async function createStudent(page: Page, student: NewStudent) {
  await page.getByRole('button', { name: 'Add student' }).click();
  const form = page.getByRole('form', { name: 'Create student' });
  const text = (name: string) => form.getByRole('textbox', { name, exact: true });
  await text('First name').fill(student.first);
  await text('Last name').fill(student.last);
  await text('Email').fill(student.email);
  await text('Phone number').fill(student.phone);
  await choose(page, 'Gender', student.gender);
  await pick(page, 'Country', 'Nigeria');
  await pick(page, 'State', student.state);
  await text("Guardian's full names").fill(student.guardian.names);
  await choose(page, 'Relationship to the student', 'Mother');
  await text("Guardian's email").fill(student.guardian.email);
  await text("Guardian's phone number").fill(student.guardian.phone);
  await choose(page, 'Age range', student.ageRange);
  await choose(page, 'Class', student.grade);
  if (student.extra?.languageDetails) await text('Language details').fill(student.extra.languageDetails);
  if (student.extra?.communication) await text('Communication preference').fill(student.extra.communication);
  await form.getByLabel('First password', { exact: true }).fill(student.password);
  await form.getByRole('button', { name: 'Create student' }).click();
  await expect(form).toHaveCount(0);
}
