import { expect, test } from '@playwright/test';
import { startLocalProvider } from '../../apps/server/test/oidc-provider';
import { largeJpeg, sidebar, signIn } from '../support/accounts';
import { waitForMail } from '../support/outbox';
import { freePort, startServer, tellServerState, useServer } from '../support/server';

const server = useServer();

const permissionDenied = 'You do not have permisions to view this route.';

test('a new student registers, resets a forgotten password and signs in with it', async ({ page }) => {
  const email = `tola.${Date.now()}@example.com`;
  await page.goto(server.url('/register'));
  await page.getByRole('button', { name: 'Sign up as a student' }).click();

  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Tola');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Adebayo');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+2348031234567');
  // The sign-up's selects are native (MUI-free page, ADR 0049).
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('Nigeria');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('textbox', { name: "Guardian's full names" }).fill('Bisi Adebayo');
  await page.getByRole('combobox', { name: 'Relationship to the student' }).selectOption('Mother');
  await page.getByRole('textbox', { name: "Guardian's email" }).fill('bisi@example.com');
  await page.getByRole('textbox', { name: "Guardian's phone number" }).fill('+2348031234568');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('combobox', { name: 'Age range' }).selectOption('10-12 years');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 6');
  await page.getByRole('textbox', { name: 'School' }).fill('Sunrise Academy');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('First#2026');
  await expect(page.getByRole('status').filter({ hasText: 'Strong' })).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('First#2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new student is not enrolled yet: the dashboard sends them to choose their programs first.
  await expect(page).toHaveURL(server.url('/tutors/onboarding'));
  await page.getByRole('checkbox', { name: /Foundations of Mathematics/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(server.url('/accounts'));
  await expect(sidebar(page).getByRole('link', { name: 'Grading & Performance' })).toBeVisible();
  await expect(page.getByTestId('sidebar-user')).toContainText('Adebayo Tola');
  await expect(page.getByTestId('sidebar-user')).toContainText('STUDENT');

  await sidebar(page).getByRole('button', { name: 'My Account' }).click();
  await sidebar(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Basic info' })).toContainText('Lagos');
  await expect(page.getByRole('region', { name: 'Basic info' })).toContainText('Grade 6');

  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(server.url('/'));
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto(server.url('/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent a link to reset its password/)).toBeVisible();

  const mail = await waitForMail(server.dataDir, email);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const resetUrl = new URL(link as string);
  await page.goto(server.url(`${resetUrl.pathname}${resetUrl.search}`));
  await page.getByLabel('New password', { exact: true }).fill('Second#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Second#2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(server.url('/login'));
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('First#2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('The email or password is incorrect')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Second#2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(server.url('/accounts'));
  await expect(sidebar(page).getByRole('link', { name: 'Grading & Performance' })).toBeVisible();
});

const seeded = [
  {
    email: 'master@chalkline.local',
    password: 'Master#2026',
    home: '/admin',
    badge: 'MASTER ADMIN',
    has: 'Manage Admins',
    lacks: 'Grading & Performance',
    // The dashboard's trends (ADR 0084) drawn from the seed's history, with their numbers a click away.
    chart: 'Lessons held and missed',
  },
  {
    email: 'manager@chalkline.local',
    password: 'Manager#2026',
    home: '/admin',
    badge: 'MANAGER ADMIN',
    // The demo manager holds the ordinary groups, none of the restricted ones (ADR 0026).
    has: 'Tutors',
    lacks: 'Manage Admins',
  },
  {
    email: 'tutor@chalkline.local',
    password: 'Tutor#2026',
    home: '/admin',
    badge: 'TUTOR',
    has: 'My Quiz Collection',
    lacks: 'Manage Admins',
  },
  {
    email: 'student@chalkline.local',
    password: 'Student#2026',
    home: '/accounts',
    badge: 'STUDENT',
    has: 'Grading & Performance',
    lacks: 'Manage Admins',
  },
];

for (const account of seeded) {
  test(`${account.email} signs in and sees the ${account.badge} sidebar`, async ({ page }) => {
    await signIn(page, server.url, account.email, account.password);
    await expect(page).toHaveURL(server.url(account.home));
    await expect(page.getByTestId('sidebar-user')).toContainText(account.badge);
    await expect(page.getByTestId('sidebar-user')).toContainText(account.email);
    const nav = sidebar(page);
    const assessments = nav.getByRole('button', { name: /Assessments$/ });
    if (await assessments.isVisible()) await assessments.click();
    await expect(nav.getByRole('link', { name: account.has, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: account.lacks, exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    if (account.chart) {
      const figure = page.getByRole('figure', { name: account.chart });
      await expect(figure.locator('.MuiBarChart-element:not([height="0"])').first()).toBeVisible();
      await figure.getByRole('button', { name: 'Show the numbers' }).click();
      await expect(figure.getByRole('table', { name: account.chart }).getByRole('row')).not.toHaveCount(1);
    }
  });
}

test('a student opening an admin page is told they may not', async ({ page }) => {
  await signIn(page, server.url, 'student@chalkline.local', 'Student#2026');
  await page.goto(server.url('/admin/tutors'));
  await expect(page.getByText(permissionDenied)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Grading & Performance' })).toBeVisible();
});

test('a visitor opening a signed-in page signs in and comes back to it', async ({ page }) => {
  await page.goto(server.url('/accounts/profile/settings'));
  await expect(page).toHaveURL(/\/login\?next=%2Faccounts%2Fprofile%2Fsettings$/);
  await page.getByRole('textbox', { name: 'Email' }).fill('tutor@chalkline.local');
  await page.getByLabel('Password', { exact: true }).fill('Tutor#2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(server.url('/accounts/profile/settings'));
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in browsers' })).toContainText('This browser');
});

test('Google sign-in completes against a local OpenID provider', async ({ page }) => {
  const port = await freePort();
  const provider = await startLocalProvider([`http://127.0.0.1:${port}/api/auth/google/callback`]);
  const own = await startServer({
    PORT: String(port),
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  });
  try {
    await page.goto(`${own.url}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill('kemi');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // A new account from Google is a student who still has to choose programs.
    await expect(page).toHaveURL(`${own.url}/tutors/onboarding`);
    await page.getByRole('checkbox', { name: /Foundations of Mathematics/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${own.url}/accounts`);
    await expect(sidebar(page).getByRole('link', { name: 'Grading & Performance' })).toBeVisible();
    await expect(page.getByTestId('sidebar-user')).toContainText('kemi@example.test');
    await expect(page.getByTestId('sidebar-user')).toContainText('Google Kemi');
  } catch (error) {
    tellServerState('Google sign-in', own);
    throw error;
  } finally {
    await own.stop();
    await provider.close();
  }
});

test('at 390 px the sidebar is a drawer opened by the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url, 'tutor@chalkline.local', 'Tutor#2026');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  const nav = sidebar(page);
  await expect(nav).toBeVisible();
  const drawer = page.locator('.MuiDrawer-paper');
  expect((await drawer.boundingBox())?.width).toBeCloseTo(330, 0);
  await nav.getByRole('button', { name: 'My Account' }).click();
  await nav.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(server.url('/accounts/profile/settings'));
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('a profile photo is compressed in the browser, uploaded and shown', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await signIn(page, server.url, 'manager@chalkline.local', 'Manager#2026');
  await page.goto(server.url('/admin/profile/settings'));
  const original = await largeJpeg(page, 3200, 2400);
  expect(original.length).toBeGreaterThan(2 * 1024 * 1024);

  await page
    .getByLabel('Click here to upload an image or drag and drop here')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: original });
  await expect(page.getByRole('img', { name: 'photo.jpg' })).toBeVisible();
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/files/upload'));
  await page.getByRole('button', { name: 'Save photo' }).click();
  const sent = (await upload).postDataBuffer();
  expect(sent?.length ?? 0).toBeLessThan(1.1 * 1024 * 1024);
  await expect(page.getByText('Your photo has been updated')).toBeVisible({ timeout: 30_000 });

  const avatar = page.getByTestId('sidebar-user').getByRole('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/download\/file\?file=/);
  await expect.poll(() => avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeLessThanOrEqual(1920);
  expect(problems.filter((text) => /Content Security Policy|importScripts/i.test(text))).toEqual([]);
  expect(requested.some((url) => /\/assets\/browser-image-compression-[\w-]+\.js$/.test(url))).toBe(true);
  expect(requested.some((url) => url.includes('cdn.jsdelivr.net'))).toBe(false);
});
