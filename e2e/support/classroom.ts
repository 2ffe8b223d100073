/** Helpers for classroom journeys: signing a browser context in, finding the classroom, watching chat ticks. */
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

export const accounts = {
  tutor: { email: 'tutor@chalkline.local', password: 'Tutor#2026', name: 'Chidi Eze' },
  student: { email: 'student@chalkline.local', password: 'Student#2026', name: 'Dami Bello' },
  master: { email: 'master@chalkline.local', password: 'Master#2026', name: 'Ada Okafor' },
  guardian: { email: 'guardian@chalkline.local', password: 'Guardian#2026', name: 'Ngozi Bello' },
} as const;

export interface Person {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser context signed in through the API (the page shares the cookies). */
export async function signedIn(browser: Browser, baseURL: string, who: keyof typeof accounts): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { email, password } = accounts[who];
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), `signing in ${email}`).toBe(true);
  return { context, page };
}

/** The seeded student's classroom link, from their dashboard. */
export async function studentClassroomLink(student: Page): Promise<string> {
  const response = await student.request.get('/api/accounts/dashboard');
  expect(response.ok()).toBe(true);
  const link = (await response.json()).data.upcoming?.classroomLink;
  expect(link, 'the student has an upcoming lesson with a classroom link').toBeTruthy();
  return link as string;
}

/** Opens the lobby and presses Join Classroom. */
export async function joinFromLobby(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Join Classroom' }).click();
}

/** The connection indicator of the classroom page (data-state "online" once in). */
export const connectionIndicator = (page: Page) => page.getByRole('status', { name: /^Connection/ });

/** Drags across the open whiteboard's stage with a tool, from one point to another (relative to the stage). */
export async function draw(page: Page, tool: string, from: [number, number], to: [number, number]) {
  await page.getByTestId('whiteboard-panel').locator(`[data-tool="${tool}"]`).click();
  const box = await page.getByTestId('whiteboard-stage').boundingBox();
  if (!box) throw new Error('the whiteboard stage has no box');
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(
      box.x + from[0] + ((to[0] - from[0]) * step) / 8,
      box.y + from[1] + ((to[1] - from[1]) * step) / 8,
    );
  await page.mouse.up();
}

/** The demo student joins from the lobby and, if the tutor is asked to let them in (again), the tutor admits them. */
export async function studentJoins(tutor: Page, student: Page, link: string) {
  await joinFromLobby(student, link);
  const request = tutor.getByRole('group', { name: `${accounts.student.name} wants to join` });
  const admitted = connectionIndicator(student);
  // Two pages: wait for whichever comes first, the tutor's admit request or the student's meeting screen.
  await expect
    .poll(async () => (await request.isVisible()) || (await admitted.isVisible()), { timeout: 20_000 })
    .toBe(true);
  if (await request.isVisible()) await request.getByRole('button', { name: 'Admit' }).click();
  await expect(admitted).toHaveAttribute('data-state', 'online');
}

type TickWindow = Window & { __ticks?: Record<string, string[]> };

/** Starts recording every tick state each message on the page shows, in order (read with `ticksOf`). */
export async function recordTicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as TickWindow;
    w.__ticks = {};
    const note = (element: Element) => {
      const key = element.closest('[data-message-key]')?.getAttribute('data-message-key');
      const tick = element.getAttribute('data-tick');
      if (!key || !tick || !w.__ticks) return;
      const seen = w.__ticks[key] ?? [];
      if (seen.at(-1) !== tick) seen.push(tick);
      w.__ticks[key] = seen;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(record.target as Element);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[data-tick]')) note(node);
          for (const inner of node.querySelectorAll('[data-tick]')) note(inner);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-tick'] });
  });
}

/** The tick states a message (found by its text) went through since `recordTicks`. */
export async function ticksOf(page: Page, text: string): Promise<string[]> {
  const key = await page.getByTestId('chat-message').filter({ hasText: text }).getAttribute('data-message-key');
  return page.evaluate((k) => (window as TickWindow).__ticks?.[k ?? ''] ?? [], key);
}

/** A new student's registration (Kemi, aged 10-12, in Lagos), with her names, email and guardian as given. */
export const studentRegistration = (who: { lastName: string; email: string; guardian: string }) => ({
  role: 'STUDENT',
  firstName: 'Kemi',
  lastName: who.lastName,
  email: who.email,
  phone: '+234 803 123 4567',
  gender: 'FEMALE',
  country: { label: 'Nigeria', value: 'NG' },
  state: { label: 'Lagos', value: 'LA' },
  age: '10-12',
  class: 'GRADE_5',
  school: 'Sunrise Primary',
  guardian: { names: who.guardian, email: 'guardian@example.test', phone: '+234 803 765 4321', relationship: 'Mother' },
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
});

/**
 * Registers Kemi Ade, a new student, in `classmate`'s context (signed in by registering) and enrols her in the
 * program of `student`'s first program group; answers her key.
 */
export async function registerClassmate(classmate: Page, student: Page): Promise<string> {
  const register = await classmate.request.post('/api/auth/register', {
    data: studentRegistration({ lastName: 'Ade', email: `kemi${Date.now()}@example.test`, guardian: 'Bola Ade' }),
  });
  expect(register.status()).toBe(201);
  const rooms = await student.request.get('/api/chat/program-rooms');
  const programKey = (await rooms.json()).data.rooms[0].program.key as string;
  const enrol = await classmate.request.post('/api/students/enroll-additional', { data: { programKey } });
  expect(enrol.ok()).toBe(true);
  return ((await register.json()) as { data: { user: { key: string } } }).data.user.key;
}
