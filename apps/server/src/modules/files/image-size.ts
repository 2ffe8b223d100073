/**
 * Reads the pixel size an image declares in its header (JPEG, PNG, GIF, WebP), without decoding it, so the
 * server can refuse pictures far beyond what the client's compression sends (ADR 0032).
 */

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, end);

function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifSize(b: Buffer): ImageSize | null {
  if (b.length < 10) return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webpSize(b: Buffer): ImageSize | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return null;
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Buffer): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    // Markers without a length: restart markers, start of image, TEM.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

const readers: Record<string, (b: Buffer) => ImageSize | null> = {
  'image/png': pngSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
  'image/jpeg': jpegSize,
};

/** The declared size of an image of a known type; null when the header cannot be read (or the type is unknown). */
export function imageSize(mime: string, content: Buffer): ImageSize | null {
  const read = readers[mime];
  return read ? read(content) : null;
}
