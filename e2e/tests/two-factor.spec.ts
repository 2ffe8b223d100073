/**
 * Two-factor sign-in (issue 37, ADR 0056): the demo master turns TOTP on in Account Settings (QR code, secret key,
 * a first code, recovery codes shown once), signs out and back in with a code computed here from the secret shown,
 * signs in once with a recovery code (a second use fails); once the school requires it of admins, the demo manager,
 * who has no second factor, is sent to set it up before any admin page.
 */
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { sidebar } from '../support/accounts';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

const master = { email: 'master@chalkline.local', password: 'Master#2026' };
const manager = { email: 'manager@chalkline.local', password: 'Manager#2026' };

/** A code of the step `steps` after the current one: a code is good once, so each sign-in needs a newer one. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function enterPassword(page: Page, who: { email: string; password: string }) {
  await page.goto(server.url('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page) {
  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('a master enrols TOTP and signs in with a code and a recovery code; a manager without one must enrol', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  let secret = '';
  let recoveryCodes: string[] = [];
  try {
    await test.step('the master sets two-factor sign-in up in Account Settings', async () => {
      await enterPassword(page, master);
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      await page.goto(server.url('/admin/profile/settings'));
      const section = page.getByRole('region', { name: 'Two-factor sign-in' });
      await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      secret = (await section.getByLabel('Secret key').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await section.getByRole('textbox', { name: 'Code from the app' }).fill(await codeAt(secret, 0));
      await section.getByRole('button', { name: 'Turn on' }).click();
      const list = section.getByRole('list', { name: 'Recovery codes' });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      recoveryCodes = await list.getByRole('listitem').allTextContents();
      await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await expect(section.getByText('Two-factor sign-in is on. 10 recovery codes left.')).toBeVisible();
    });

    await test.step('signed out, the password alone no longer signs in: the code does', async () => {
      await signOut(page);
      await enterPassword(page, master);
      await page.waitForURL((url) => url.pathname === '/login/verify');
      await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
      expect((await context.cookies()).some((c) => c.name === 'chalkline_session')).toBe(false);
      await page.getByRole('textbox', { name: 'Authentication code' }).fill(await codeAt(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    });

    await test.step('a recovery code signs in once', async () => {
      await signOut(page);
      await enterPassword(page, master);
      await page.waitForURL((url) => url.pathname === '/login/verify');
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    });

    await test.step('the master requires two-factor sign-in of admins', async () => {
      await page.goto(server.url('/admin/settings/school'));
      await page.getByRole('switch', { name: 'Require two-factor sign-in for admins' }).check();
      await page.getByRole('button', { name: 'Save Policies' }).click();
      await expect(page.getByText('School policies saved')).toBeVisible();
    });

    await test.step('the same recovery code does not sign in twice', async () => {
      await signOut(page);
      await enterPassword(page, master);
      await page.waitForURL((url) => url.pathname === '/login/verify');
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('That code is not right. Please try again.').first()).toBeVisible();
      expect(page.url()).toContain('/login/verify');
    });

    await test.step('a manager without a second factor is sent to set it up before any admin page', async () => {
      const managerContext = await browser.newContext();
      const other = await managerContext.newPage();
      await enterPassword(other, manager);
      await other.waitForURL((url) => url.pathname === '/admin/profile/settings');
      const section = other.getByRole('region', { name: 'Two-factor sign-in' });
      await expect(section.getByText('Your school requires two-factor sign-in for your account.')).toBeVisible({
        timeout: 30_000,
      });
      await expect(section.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
      await other.goto(server.url('/admin/students'));
      await other.waitForURL((url) => url.pathname === '/admin/profile/settings');
      const refused = await other.request.get(server.url('/api/admin/statistics'));
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('TWO_FACTOR_REQUIRED');
      await managerContext.close();
    });
  } finally {
    await context.close();
  }
});
