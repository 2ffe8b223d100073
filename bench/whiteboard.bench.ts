/**
 * The whiteboard's costs (issue 7): Yjs updates applied per CPU-second through the server path (what the `y_update`
 * event runs up to the fan-out; ADR 0015's amendment) against plain `Y.applyUpdate` in the same run, the time to
 * load a board of 10,000 strokes into a ready-to-render element list, the time to load and paint that board in
 * Chromium through the board's elements layer against one Konva node per element (the baseline) in the same
 * run, and the bytes one stroke costs on the wire. Strokes are 50-point free-hand scribbles committed by the web
 * app's own model, by two people taking turns. Chromium is Debian's /usr/bin/chromium (CHROMIUM_PATH).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { clientEventSchemas } from '@chalkline/contracts';
import { build } from 'esbuild';
import { pino } from 'pino';
import { chromium } from 'playwright-core';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { findNul } from '../apps/server/src/http/nul-guard.js';
import type { ClassroomRepository } from '../apps/server/src/modules/classroom/classroom.repository.js';
import type { ClassroomDeps } from '../apps/server/src/modules/classroom/classroom-context.js';
import { createRoomState, type Member } from '../apps/server/src/modules/classroom/room/room-state.js';
import type { WhiteboardRepository } from '../apps/server/src/modules/classroom/whiteboard/whiteboard.repository.js';
import { createWhiteboardService } from '../apps/server/src/modules/classroom/whiteboard/whiteboard.service.js';
import { drawOnBoard } from '../apps/server/src/modules/classroom/whiteboard/whiteboard-draw.js';
import { createWhiteboardHub } from '../apps/server/src/modules/classroom/whiteboard/whiteboard-hub.js';
import { createSingleNode } from '../apps/server/src/realtime/cluster.js';
import {
  extendElement,
  finishElement,
  newId,
  startElement,
} from '../apps/web/src/features/classroom/whiteboard/geometry';
import { WhiteboardModel } from '../apps/web/src/features/classroom/whiteboard/model';
import type { WhiteboardElement } from '../apps/web/src/features/classroom/whiteboard/types';
import type { RenderMode, RenderTimes } from './whiteboard-render.types';

const strokeCount = Number(process.env.WHITEBOARD_BENCH_STROKES ?? 5000);
const boardStrokes = 10_000;
const pointsPerStroke = 50;
const rounds = 5;
/** Part 1 is short and the machine shared: more rounds steady its median. */
const applyRounds = 9;

/** A deterministic pseudo-random sequence, so every run draws the same strokes. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A hand-drawn-looking stroke: pressed somewhere on the board, then a wandering path of 50 points. */
function scribble(next: () => number): WhiteboardElement {
  let at = { x: 100 + next() * 2800, y: 100 + next() * 2800 };
  let element = startElement('SCRIBBLE', at, { strokeColor: '#1976d2', strokeWidth: 3 }, newId());
  while ((element.points?.length ?? 0) < pointsPerStroke * 2) {
    at = { x: at.x + 1 + next() * 5, y: at.y + (next() - 0.5) * 8 };
    element = extendElement(element, at);
  }
  return finishElement(element)!;
}

/** The y_update payloads of `count` strokes committed by two people taking turns. */
function strokeUpdates(count: number): Uint8Array[] {
  const next = random(7);
  const people = [new WhiteboardModel(), new WhiteboardModel()];
  const updates: Uint8Array[] = [];
  for (const person of people) person.doc.on('update', (update: Uint8Array) => updates.push(update));
  for (let i = 0; i < count; i++) people[i % 2]!.add(scribble(next));
  return updates;
}

/** CPU seconds (user + system) spent in `fn`. */
async function cpuSeconds(fn: () => Promise<void> | void): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (value: number) => Math.round(value).toLocaleString('en-US');

// 1. Updates per CPU-second: server path against plain Yjs. The server path is what a `y_update` event runs up to the
// fan-out: onEvent's checks of the payload (NUL scan, the contract's schema), then the handler's `drawOnBoard` (lock,
// the board's room, the service's apply: open-board check, update check, the live document, the save scheduled) on
// the in-memory room store, as a student. Socket.IO's decoding, the member lookup, the rate-limit guard and the
// fan-out are every room event's, not the board's, and stay out. Updates arrive as Socket.IO hands them over in Node
// (Buffers); plain Yjs applies the same ones. The board is then closed (saved) and the save must hold every stroke.
const updates = strokeUpdates(strokeCount).map((update) => Buffer.from(update));
const log = pino({ level: 'silent' });
const roomKey = 'bench-room';
let saved: Uint8Array | null = null;
const boardRepo = {
  find: async (id: string) => ({ id, roomKey, state: saved }),
  saveMergedState: async (_id: string, merge: (stored: Uint8Array | null) => Uint8Array) => {
    const before = saved;
    saved = merge(saved);
    return before;
  },
} as unknown as WhiteboardRepository;
const classrooms = { saveSettings: async () => {}, settings: async () => null } as unknown as ClassroomRepository;
const student = { participant: { connection: 'bench-student' }, isHost: false } as Member;
const sendUpdates = async (deps: Pick<ClassroomDeps, 'state' | 'whiteboards'>, whiteboardId: string) => {
  for (const update of updates) {
    const payload: unknown = { whiteboardId, update };
    if (findNul(payload)) throw new Error('A stroke carried a NUL');
    const parsed = clientEventSchemas.y_update.safeParse(payload);
    if (!parsed.success) throw new Error(parsed.error.message);
    await drawOnBoard(deps, roomKey, student, parsed.data.whiteboardId, parsed.data.update);
  }
};
const serverRates: number[] = [];
const plainRates: number[] = [];
// Round -1 warms both paths up and is not counted: a server has run its code before the first stroke arrives.
for (let round = -1; round < applyRounds; round++) {
  saved = null;
  const state = createRoomState();
  await state.open(roomKey, { meetingId: roomKey, programId: null, scheduleId: null });
  const hub = createWhiteboardHub(boardRepo, log);
  const cluster = createSingleNode();
  const mayEnter = async () => true;
  const whiteboards = createWhiteboardService({ boards: boardRepo, hub, state, classrooms, cluster, mayEnter });
  const whiteboardId = randomUUID();
  await whiteboards.start(roomKey, whiteboardId);
  const bare = new Y.Doc();
  const counted = (rates: number[], rate: number) => round >= 0 && rates.push(rate);
  const runServer = async () =>
    counted(serverRates, updates.length / (await cpuSeconds(() => sendUpdates({ state, whiteboards }, whiteboardId))));
  const applyPlain = () => {
    for (const update of updates) Y.applyUpdate(bare, update);
  };
  const runPlain = async () => counted(plainRates, updates.length / (await cpuSeconds(applyPlain)));
  // Whichever runs second has the warmer process: they take turns.
  if (round % 2 !== 0) await runServer().then(runPlain);
  else await runPlain().then(runServer);
  await whiteboards.end(roomKey, whiteboardId);
  const kept = new WhiteboardModel(new Y.Doc());
  Y.applyUpdate(kept.doc, saved ?? new Uint8Array());
  if (kept.getElements().length !== strokeCount) throw new Error('The saved board lost strokes');
  kept.destroy();
}
const serverRate = median(serverRates);
const plainRate = median(plainRates);
console.log(
  `whiteboard-apply: server path (payload checks + drawOnBoard) ${fmt(serverRate)} updates/CPU-s vs plain ` +
    `Y.applyUpdate ${fmt(plainRate)} updates/CPU-s → ${(serverRate / plainRate).toFixed(2)}x of plain ` +
    `(${fmt(updates.length)} strokes, median of ${applyRounds})`,
);
// WHITEBOARD_BENCH_ONLY=apply: this part alone (no Chromium, no bundle), for working on the server path.
if (process.env.WHITEBOARD_BENCH_ONLY === 'apply') process.exit(0);

// 2. Loading a board of 10,000 strokes: decode the saved state, then build the element list the canvas renders.
const board = new Y.Doc();
Y.applyUpdate(board, Y.encodeStateAsUpdate(new Y.Doc()));
for (const update of strokeUpdates(boardStrokes)) Y.applyUpdate(board, update);
const state = Y.encodeStateAsUpdate(board);
const loads: number[] = [];
for (let round = 0; round < rounds; round++) {
  const start = performance.now();
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const model = new WhiteboardModel(doc);
  if (model.getElements().length !== boardStrokes) throw new Error('The board did not load every stroke');
  loads.push(performance.now() - start);
  model.destroy();
}
console.log(
  `whiteboard-load: ${fmt(boardStrokes)} strokes (state ${(state.byteLength / 1024 / 1024).toFixed(2)} MB) ` +
    `decoded and listed for rendering in ${median(loads).toFixed(0)} ms (median of ${rounds})`,
);

// 3. Loading and painting that board in Chromium: the board's elements layer against one node per element.
const here = path.dirname(fileURLToPath(import.meta.url));
const bundle = await build({
  entryPoints: [path.join(here, 'whiteboard-render.page.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const script = bundle.outputFiles[0]!.text;
const stateBase64 = Buffer.from(state).toString('base64');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-renderer-backgrounding'],
});
const paintRounds = 3;
const timings: Record<RenderMode, RenderTimes[]> = { batched: [], nodes: [] };
try {
  for (let round = 0; round < paintRounds; round++)
    for (const mode of ['nodes', 'batched'] as const) {
      // A fresh page each time: no warm caches or leftover nodes from the other mode.
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.setContent('<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>');
      await page.addScriptTag({ content: script });
      const times = await page.evaluate(
        ([data, how]) =>
          (
            globalThis as unknown as { whiteboardRender: (s: string, m: string) => Promise<RenderTimes> }
          ).whiteboardRender(data, how),
        [stateBase64, mode] as const,
      );
      if (times.inkedPixels === 0) throw new Error(`The ${mode} board painted nothing`);
      timings[mode].push(times);
      await page.close();
    }
} finally {
  await browser.close();
}
const pick = (mode: RenderMode, key: keyof RenderTimes) => median(timings[mode].map((t) => t[key]));
const batchedTotal = median(timings.batched.map((t) => t.decodeMs + t.paintMs));
const nodesTotal = median(timings.nodes.map((t) => t.decodeMs + t.paintMs));
console.log(
  `whiteboard-render: ${fmt(boardStrokes)} strokes loaded and painted in Chromium in ${batchedTotal.toFixed(0)} ms ` +
    `(decode ${pick('batched', 'decodeMs').toFixed(0)} + first paint ${pick('batched', 'paintMs').toFixed(0)}) vs one ` +
    `Konva node per stroke ${nodesTotal.toFixed(0)} ms (first paint ${pick('nodes', 'paintMs').toFixed(0)}) → ` +
    `${(nodesTotal / batchedTotal).toFixed(1)}x faster (first paint ` +
    `${(pick('nodes', 'paintMs') / pick('batched', 'paintMs')).toFixed(1)}x); one more stroke committed and drawn in ${pick('batched', 'strokeMs').toFixed(0)} ms ` +
    `vs ${pick('nodes', 'strokeMs').toFixed(0)} ms (median of ${paintRounds})`,
);

// 4. Bytes per stroke: the committed update, and one awareness message while it is drawn.
const sample = strokeUpdates(200);
const perStroke = sample.reduce((sum, u) => sum + u.byteLength, 0) / sample.length;
const drawing = new Y.Doc();
const awareness = new Awareness(drawing);
awareness.setLocalState({ user: { key: 'k', name: 'Tutor', color: '#1976d2' }, cursor: { x: 10, y: 10 } });
awareness.setLocalStateField('draft', scribble(random(3)));
const inProgress = encodeAwarenessUpdate(awareness, [drawing.clientID]).byteLength;
awareness.destroy();
console.log(
  `whiteboard-bytes: one committed ${pointsPerStroke}-point scribble = ${perStroke.toFixed(0)} bytes (one y_update); ` +
    `an awareness message with it in progress = ${inProgress} bytes`,
);
