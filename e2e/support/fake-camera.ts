/**
 * The journeys' camera: a small moving picture Chromium loops as its fake capture device
 * (`--use-file-for-fake-video-capture`), in place of the built-in 640×480 one (ADR 0061). Every person in a live
 * classroom encodes their camera in software, three simulcast layers each; at a quarter of the pixels the journeys'
 * browsers leave the two cores to the server and the pages they test. A bar sweeps across a gradient so that every
 * frame differs (the encoders and the video checks see a live picture, not a still).
 */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const width = 320;
const height = 180;
const fps = 15;
const seconds = 2;

/** One I420 frame: luma gradient with a bright bar at `bar`, flat chroma. */
function frame(index: number): Buffer {
  const y = Buffer.alloc(width * height);
  const bar = Math.floor((index / (fps * seconds)) * width);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const near = Math.abs(col - bar) < 12;
      y[row * width + col] = near ? 235 : 16 + Math.floor(((col + row) / (width + height)) * 160);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
}

/** The file's path, written once per machine (it is the same bytes every time). */
export function fakeCameraFile(): string {
  const file = path.join(tmpdir(), `chalkline-fake-camera-${width}x${height}-${fps}.y4m`);
  if (existsSync(file)) return file;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: fps * seconds }, (_, index) => frame(index));
  // Written aside and renamed, so a worker starting at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat([header, ...frames]));
  renameSync(partial, file);
  return file;
}
