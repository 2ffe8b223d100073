/**
 * Two-factor sign-in (issue 37, ADR 0056): the demo master turns TOTP on in Account Settings (QR code, secret key,
 * a first code, recovery codes shown once), signs out and back in with a code computed here from the secret shown,
 * signs in once with a recovery code (a second use fails), adds a passkey (Chromium's virtual authenticator) and signs
 * in with it instead of a code, then confirms it is them with it before saving the school's policies (ADR 0070);
 * once the school requires it of admins, the demo manager, who has no second
 * factor, is sent to set it up before any admin page. The journey runs at `localhost`: a passkey is bound to a host
 * name, and WebAuthn refuses IP addresses.
 */
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { sidebar } from '../support/accounts';
import { useServer } from '../support/server';

const server = useServer();
const at = (pathname: string) => server.url(pathname).replace('//127.0.0.1:', '//localhost:');
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

const master = { email: 'master@chalkline.local', password: 'Master#2026' };
const manager = { email: 'manager@chalkline.local', password: 'Manager#2026' };

/** A code of the step `steps` after the current one: a code is good once, so each sign-in needs a newer one. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function enterPassword(page: Page, who: { email: string; password: string }) {
  await page.goto(at('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page) {
  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('a master enrols TOTP and signs in with a code, a recovery code and a passkey; a manager without one must enrol', async ({
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
      await page.goto(at('/admin/profile/settings'));
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

    await test.step('the master adds a passkey and signs in with it instead of a code', async () => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.goto(at('/admin/profile/settings'));
      const section = page.getByRole('region', { name: 'Passkeys' });
      await section.getByRole('textbox', { name: 'Passkey name' }).fill('Office laptop');
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(section.getByRole('list', { name: 'Your passkeys' }).getByText('Office laptop')).toBeVisible();
      await signOut(page);
      await enterPassword(page, master);
      await page.waitForURL((url) => url.pathname === '/login/verify');
      await page.getByRole('button', { name: 'Use a passkey instead' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      await page.goto(at('/admin/profile/settings'));
      await expect(section.getByText(/last used/)).toBeVisible();
    });

    await test.step('the master requires two-factor sign-in of admins, confirming it is them with the passkey', async () => {
      // The session was checked a moment ago; the server's first answer is made ten minutes older than it is, so
      // "Confirm it's you" opens. Everything after it is real: the passkey's step-up and the save sent again.
      let asked = false;
      await page.route('**/api/admin/school-settings', async (route) => {
        if (asked || route.request().method() !== 'PATCH') return route.fallback();
        asked = true;
        await route.fulfill({
          status: 403,
          json: { message: 'Please confirm it is you to continue', code: 'STEP_UP_REQUIRED' },
        });
      });
      await page.goto(at('/admin/settings/school'));
      await page.getByRole('switch', { name: 'Require two-factor sign-in for admins' }).check();
      await page.getByRole('button', { name: 'Save Policies' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
      const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/auth/reauthenticate/passkey'));
      await dialog.getByRole('button', { name: 'Use a passkey' }).click();
      expect((await confirmed).status()).toBe(200);
      await expect(page.getByText('School policies saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.unroute('**/api/admin/school-settings');
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
      await other.goto(at('/admin/students'));
      await other.waitForURL((url) => url.pathname === '/admin/profile/settings');
      const refused = await other.request.get(at('/api/admin/statistics'));
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('TWO_FACTOR_REQUIRED');
      await managerContext.close();
    });
  } finally {
    await context.close();
  }
});
