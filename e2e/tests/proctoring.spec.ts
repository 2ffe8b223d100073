/**
 * A proctored quiz end to end (issue 36, ADR 0082): the demo tutor sets the seeded proctored quiz; the student reads
 * the consent screen, grants the (fake) camera and a screen (headless Chromium has no screen: a canvas stream stands
 * in for `getDisplayMedia`), answers, switches tab once (the page is told it is hidden, as a tab switch does) and
 * submits; the tutor's review timeline shows the tab switch with the camera and screen frames beside it. The general
 * upload refuses the proctoring folders to a student who is not in a proctored attempt.
 */
import { proctoringTexts } from '@chalkline/contracts';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 20_000 });

/** A painted canvas stream in place of a shared screen. */
const fakeScreen = () => {
  navigator.mediaDevices.getDisplayMedia = async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
    const ctx = canvas.getContext('2d')!;
    setInterval(() => {
      ctx.fillStyle = `hsl(${Date.now() % 360} 60% 50%)`;
      ctx.fillRect(0, 0, 640, 360);
    }, 200);
    return canvas.captureStream(5);
  };
};

test('a student takes a proctored quiz with camera and screen, switches tab once; the tutor sees it flagged with the frames', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tutor = await signedIn(browser, server.url(), 'tutor');
  const student = await signedIn(browser, server.url(), 'student');
  const t = tutor.page;
  const s = student.page;
  const studentKey = (await (await s.request.get('/api/auth/session')).json()).data.user.key as string;

  const assignment = await test.step('the tutor sets the proctored quiz', async () => {
    const quiz = (await (await t.request.get('/api/quiz?search=Times%20tables')).json()).data.items[0];
    const given = await t.request.post('/api/quiz/assignment/new', {
      data: { quizKey: quiz.key, studentKeys: [studentKey], dueDate: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(given.status()).toBe(201);
    return (await given.json()).data.keys[0] as string;
  });

  await test.step('the general upload refuses the proctoring folders', async () => {
    const refused = await s.request.post('/api/files/upload', {
      multipart: {
        folder: 'quiz-proctoring-selfie',
        files: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
      },
    });
    expect(refused.status()).toBe(403);
  });

  await test.step('the student agrees, shares camera and screen, answers, switches tab once and submits', async () => {
    await s.addInitScript(fakeScreen);
    await s.goto(server.url(`/tutors/quiz/times-tables-sprint?assignment=${assignment}`));
    await expect(s.getByRole('heading', { name: proctoringTexts.title })).toBeVisible();
    await expect(s.getByText(proctoringTexts.whoSees)).toBeVisible();
    await expectAccessible(s, 'the proctoring consent screen');
    await s.screenshot({ path: testInfo.outputPath('proctoring-consent.png') });
    await s.getByRole('button', { name: proctoringTexts.agree }).click();
    const answer = s.getByRole('textbox', { name: 'Your answer to question 1' });
    await answer.fill('7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84');
    await s.waitForTimeout(1_500);
    await s.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    await s.waitForTimeout(3_000);
    await s.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // At least one more 5 s frame after the switch.
    await s.waitForTimeout(6_000);
    await s.getByRole('button', { name: 'Submit Quiz' }).click();
    await s.getByRole('dialog', { name: 'Submit this quiz?' }).getByRole('button', { name: 'Submit' }).click();
    await expect(s).toHaveURL(/quiz\/completed/, { timeout: 30_000 });
  });

  await test.step('the tutor’s timeline shows the tab switch with the frames beside it', async () => {
    await t.goto(server.url(`/accounts/quiz-assignments?attempt=${assignment}&student=${studentKey}`));
    const review = t.getByRole('region', { name: 'Proctoring' });
    await expect(review.getByText(/flags?: .*1 × Switched to another tab/)).toBeVisible();
    // The first flag may be another (a slow machine's window can lose focus first): choose the tab switch itself.
    await review
      .getByRole('button', { name: /· Switched to another tab \(flagged\)$/ })
      .first()
      .click();
    await expect(review.getByText(/· Switched to another tab$/).first()).toBeVisible();
    const camera = review.getByRole('img', { name: /^Camera/ });
    const screen = review.getByRole('img', { name: /^Screen/ });
    await expect(camera).toBeVisible();
    await expect(screen).toBeVisible();
    await expect
      .poll(() => camera.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect
      .poll(() => screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectAccessible(t, 'the proctoring timeline');
    await t.screenshot({ path: testInfo.outputPath('proctoring-timeline.png'), fullPage: true });
    await t.setViewportSize({ width: 390, height: 844 });
    await expect(review.getByRole('button', { name: 'Next flag' })).toBeVisible();
    await t.screenshot({ path: testInfo.outputPath('proctoring-timeline-390.png') });
  });
});
