import { expect, test } from '@playwright/test';
import { useServer } from '../support/server';

const server = useServer();

test('the home page renders with header and footer', async ({ page }) => {
  await page.goto(server.url('/'));
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: /book a demo/i }).first()).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('All rights reserved');
  await expect(page).toHaveTitle(/Chalkline/);
});

test('an unknown page shows the 404 page', async ({ page }) => {
  const response = await page.goto(server.url('/no/such/page'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(server.url('/'));
});

test('the header hides on scroll down and returns on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(server.url('/'));
  const header = page.locator('header').first();
  await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
  await page.mouse.wheel(0, 1200);
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(0);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
});

test('a visitor’s pages log no errors: no failed "who am I", no Google button without Google, JavaScript compressed', async ({
  page,
}) => {
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // Scripts of 1 KiB or more come brotli-compressed; smaller ones are not worth it and come as they are.
  const scripts: { encoding: string; bytes: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({ encoding: headers['content-encoding'] ?? 'none', bytes: Number(headers['content-length'] ?? 0) });
  });
  await page.goto(server.url('/'));
  await expect(page.locator('header').first()).toBeVisible();
  await page.goto(server.url('/login'));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  expect(scripts.some((script) => script.encoding === 'br')).toBe(true);
  expect(scripts.filter((script) => script.encoding !== 'br' && !(script.bytes > 0 && script.bytes < 1024))).toEqual(
    [],
  );
});

test('the built pages carry the security headers: every script has the response’s nonce, nothing may frame them, only the classroom may use the camera', async ({
  page,
}) => {
  // The server's header test runs over a page laid out as Vite writes it; this one reads what the real build serves.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  const policyOf = (csp: string) => new Map(csp.split(';').map((d) => [d.trim().split(/\s+/)[0], d.trim()]));
  const nonces = new Set<string>();
  for (const [path, camera] of [
    ['/', 'camera=()'],
    ['/login', 'camera=()'],
    ['/meet/demo', 'camera=(self)'],
  ] as const) {
    const response = await page.goto(server.url(path));
    expect(response?.status(), path).toBe(200);
    const headers = response?.headers() ?? {};
    const csp = policyOf(headers['content-security-policy'] ?? '');
    const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src') ?? '')?.[1];
    expect(nonce, `${path} has a script nonce`).toBeTruthy();
    nonces.add(nonce ?? '');
    expect(csp.get('script-src'), path).not.toContain('unsafe-inline');
    expect(csp.get('frame-ancestors'), path).toBe("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toContain(camera);
    // Every script element of the built page, including the entry and any inline one, carries this response's nonce.
    const html = (await response?.text()) ?? '';
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    await page.waitForLoadState('networkidle');
  }
  expect(nonces.size, 'a fresh nonce per response').toBe(3);
  expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
});
