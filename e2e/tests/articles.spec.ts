/**
 * Articles (issue 19, ADR 0040): an admin writes and publishes a blog with an image and two categories; a
 * visitor finds it on /blogs, filters by category and reads it; the first HTML response of its page, fetched
 * without JavaScript, already carries its title and description.
 */
import { expect, test } from '@playwright/test';
import { largeJpeg } from '../support/accounts';
import { accounts } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const blog = {
  title: 'Learning Fractions with Pizza',
  slug: 'learning-fractions-with-pizza',
  summary: 'Halves, quarters and eighths are easier when you can eat them: a weekend activity for the whole family.',
  paragraph: 'Cut the pizza into equal slices and ask who would rather have three eighths or one half.',
};

test('an admin publishes a blog with an image and two categories; a visitor filters, finds and reads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext({ baseURL: server.url() });
  const admin = await adminContext.newPage();
  const picture = await largeJpeg(admin, 800, 420);

  await test.step('the admin writes the blog with a thumbnail, an inline image and two categories', async () => {
    const login = await admin.request.post('/api/auth/login', {
      data: { email: accounts.master.email, password: accounts.master.password },
    });
    expect(login.ok()).toBe(true);
    await admin.goto(server.url('/admin/blogs'));
    await admin.getByRole('link', { name: 'New article' }).click();
    await expect(admin.getByRole('heading', { name: 'New article' })).toBeVisible();
    await admin.getByRole('textbox', { name: 'Title' }).fill(blog.title);
    await admin.getByRole('textbox', { name: 'Summary' }).fill(blog.summary);
    await admin
      .locator('#article-thumbnail')
      .setInputFiles({ name: 'pizza.jpg', mimeType: 'image/jpeg', buffer: picture });
    await admin.getByRole('button', { name: 'Reading', exact: true }).click();
    await admin.getByRole('button', { name: 'Maths', exact: true }).click();
    const editor = admin.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await editor.pressSequentially(blog.paragraph);
    const chooser = admin.waitForEvent('filechooser');
    await admin.getByRole('button', { name: 'Image', exact: true }).click();
    await (await chooser).setFiles({ name: 'slices.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect(editor.locator('img')).toHaveCount(1);
    await admin.getByLabel(/Draft: only admins/).check();
    await admin.getByRole('button', { name: 'Save article' }).click();
    await admin.waitForURL(`**/admin/blogs/${blog.slug}`);
    await expect(admin.getByRole('heading', { name: 'Edit article' })).toBeVisible();
  });
  await adminContext.close();

  const visitor = await browser.newPage();
  await test.step('a visitor finds it on /blogs and filters by one of its categories', async () => {
    await visitor.goto(server.url('/blogs'));
    await expect(visitor.getByRole('heading', { name: 'Articles & Blog', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('link', { name: blog.title })).toBeVisible();
    // A seeded blog outside the Reading category, to see the filter work.
    await expect(
      visitor.getByRole('link', { name: 'Five Maths Games You Can Play at the Kitchen Table' }),
    ).toBeVisible();
    await visitor.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Reading' }).click();
    await expect(visitor).toHaveURL(/\/blogs\?category=reading$/);
    await expect(visitor.getByRole('link', { name: blog.title })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Five Maths Games You Can Play at the Kitchen Table' })).toHaveCount(
      0,
    );
  });

  await test.step('the visitor reads it, images and all', async () => {
    await visitor.getByRole('link', { name: blog.title }).click();
    await expect(visitor).toHaveURL(server.url(`/blogs/${blog.slug}`));
    await expect(visitor.getByRole('heading', { name: blog.title, level: 1 })).toBeVisible();
    await expect(visitor.getByText(blog.paragraph)).toBeVisible();
    await expect(visitor.getByText('1 min read')).toBeVisible();
    const images = visitor.locator('article img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(visitor).toHaveTitle(`${blog.title} · Chalkline`);
  });

  await test.step('the first HTML response of the page already has its title and description', async () => {
    const response = await request.get(server.url(`/blogs/${blog.slug}`));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${blog.title} · Chalkline</title>`);
    expect(html).toContain(`<meta name="description" content="${blog.summary}" />`);
    expect(html).toContain(`<meta property="og:title" content="${blog.title}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/download\/file\?file=/);
  });
});
