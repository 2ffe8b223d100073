/**
 * The Chromium people of node-loss.bench.ts: the web app itself (its ClassroomConnection and MediaSession recover on
 * their own), signed in with a session cookie, camera and microphone from Chromium's fake devices, every peer
 * connection remembered (as e2e/support/media.ts does), every admission timed from the socket's frames. The page code
 * is text: the bench's TypeScript project has no DOM types.
 */
import type { Browser, Page } from 'playwright-core';
import type { BenchClassroom, BenchPerson } from './node-loss-school.js';

export interface MediaPerson {
  name: string;
  page: Page;
  /** When each `access_granted` arrived (R9, R10). */
  admissions: number[];
  /** Frames decoded so far of every remote video this page plays (-1: none). */
  framesDecoded(): Promise<number>;
}

/** Opens the classroom in a fresh context as `person` and presses Join Classroom. */
export async function openMediaPerson(
  browser: Browser,
  url: string,
  room: BenchClassroom,
  person: BenchPerson,
): Promise<MediaPerson> {
  const context = await browser.newContext({ baseURL: url });
  await context.addCookies([{ name: 'chalkline_session', value: person.token, url }]);
  await context.addInitScript({ content: rememberPeerConnections });
  const page = await context.newPage();
  const admissions: number[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && /^42\/meet\/[^,]*,\["access_granted"/.test(payload))
        admissions.push(Date.now());
    }),
  );
  await page.goto(`/meet/${room.meetingId}?program=${room.programId}`);
  await page.getByRole('button', { name: 'Join Classroom' }).click({ timeout: 60_000 });
  return {
    name: person.name,
    page,
    admissions,
    framesDecoded: () => page.evaluate(framesDecoded) as Promise<number>,
  };
}

const rememberPeerConnections = `
window.__pcs = [];
const Native = window.RTCPeerConnection;
window.RTCPeerConnection = class extends Native {
  constructor(config) { super(config); window.__pcs.push(this); }
};`;

/** Frames decoded so far of every remote video on the page's open peer connections; -1 when there is none. */
const framesDecoded = `(async () => {
  let frames = -1;
  for (const pc of window.__pcs) {
    if (pc.connectionState === 'closed') continue;
    for (const receiver of pc.getReceivers()) {
      if (receiver.track?.kind !== 'video') continue;
      (await receiver.getStats()).forEach((stat) => {
        if (stat.type === 'inbound-rtp') frames = Math.max(frames, 0) + (stat.framesDecoded ?? 0);
      });
    }
  }
  return frames;
})()`;

/** The first moment after `since` when the page's decoded frames grew between two readings 250 ms apart. */
export async function videoBackAt(person: MediaPerson, since: number, timeoutMs = 60_000): Promise<number | null> {
  let before = await person.framesDecoded().catch(() => -1);
  while (Date.now() - since < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = await person.framesDecoded().catch(() => -1);
    // A reading after the first re-admission, growing: video is decoded again on the new node's transports.
    if (before >= 0 && after > before && person.admissions.some((t) => t > since)) return Date.now();
    before = after;
  }
  return null;
}
