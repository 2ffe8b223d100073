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
