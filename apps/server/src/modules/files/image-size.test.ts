/** The declared size of each accepted image type is read from its header, without decoding the picture. */
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.js';

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

describe('image size from the header', () => {
  it('reads JPEG past its APP segments, skipping DHT which shares the SOF range', () => {
    const app0 = [0xff, 0xe0, ...u16be(16), ...Buffer.from('JFIF\0'), ...Array(9).fill(0)];
    const dht = [0xff, 0xc4, ...u16be(5), 0, 0, 0];
    const sof2 = [0xff, 0xc2, ...u16be(17), 8, ...u16be(3000), ...u16be(5000), 3, ...Array(9).fill(0)];
    const jpeg = Buffer.from([0xff, 0xd8, ...app0, ...dht, 0xff, ...sof2, 0xff, 0xd9]);
    expect(imageSize('image/jpeg', jpeg)).toEqual({ width: 5000, height: 3000 });
    expect(imageSize('image/jpeg', Buffer.from([0xff, 0xd8, ...app0]))).toBeNull();
  });

  it('reads PNG, GIF and the three kinds of WebP', () => {
    const png = Buffer.alloc(24);
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1').copy(png, 0);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(4097, 16);
    png.writeUInt32BE(20, 20);
    expect(imageSize('image/png', png)).toEqual({ width: 4097, height: 20 });
    const gif = Buffer.from([...Buffer.from('GIF89a'), ...u16le(640), ...u16le(480)]);
    expect(imageSize('image/gif', gif)).toEqual({ width: 640, height: 480 });

    const webp = (chunk: string, body: number[]) => {
      const b = Buffer.alloc(40);
      b.write('RIFF', 0, 'latin1');
      b.write('WEBP', 8, 'latin1');
      b.write(chunk, 12, 'latin1');
      Buffer.from(body).copy(b, 20);
      return b;
    };
    expect(imageSize('image/webp', webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(1920), ...u16le(1080)]))).toEqual({
      width: 1920,
      height: 1080,
    });
    const bits = (1919 & 0x3fff) | ((1079 & 0x3fff) << 14);
    expect(
      imageSize('image/webp', webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])),
    ).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(imageSize('image/webp', webp('VP8X', [0, 0, 0, 0, ...u24le(9999), ...u24le(99)]))).toEqual({
      width: 10000,
      height: 100,
    });
  });

  it('answers null for a type it does not know or a header too short to read', () => {
    expect(imageSize('image/bmp', Buffer.alloc(64))).toBeNull();
    expect(imageSize('image/png', Buffer.alloc(8))).toBeNull();
  });
});
