/** Helpers for the accounts journeys: signing in through the form, MUI pickers, a large photo. */
import type { Page } from '@playwright/test';

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

/** Signs in through the /login form and waits to leave it. */
export async function signIn(page: Page, baseUrl: (path: string) => string, email: string, password: string) {
  await page.goto(baseUrl('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Opens a select and clicks an option. */
export async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into an autocomplete and clicks the matching option. */
export async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A JPEG drawn in the page, large in pixels and in bytes, like a phone photo. */
export async function largeJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const pixels = context.createImageData(w, h);
      for (let i = 0; i < pixels.data.length; i += 4) {
        pixels.data[i] = ((i / 4) % w) / 13;
        pixels.data[i + 1] = Math.floor(Math.random() * 96);
        pixels.data[i + 2] = 160;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.97));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}
