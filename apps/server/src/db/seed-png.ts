/** A tiny PNG painter for demo images made in the seed (no files, no libraries): filled rectangles and discs. */
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** An RGB canvas: paint on it, then `png()`. */
export function canvas(width: number, height: number, background: Rgb) {
  const pixels = Buffer.alloc(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  const api = {
    rect(x: number, y: number, w: number, h: number, colour: Rgb) {
      for (let j = Math.max(0, y); j < Math.min(height, y + h); j++)
        for (let i = Math.max(0, x); i < Math.min(width, x + w); i++) set(i, j, colour);
      return api;
    },
    disc(cx: number, cy: number, r: number, colour: Rgb) {
      for (let j = cy - r; j <= cy + r; j++)
        for (let i = cx - r; i <= cx + r; i++) if ((i - cx) ** 2 + (j - cy) ** 2 <= r * r) set(i, j, colour);
      return api;
    },
    png(): Buffer {
      const rows = Buffer.alloc((width * 3 + 1) * height);
      for (let y = 0; y < height; y++) pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
      const header = Buffer.alloc(13);
      header.writeUInt32BE(width, 0);
      header.writeUInt32BE(height, 4);
      header[8] = 8; // bit depth
      header[9] = 2; // truecolour
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(rows)),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    },
  };
  api.rect(0, 0, width, height, background);
  return api;
}
