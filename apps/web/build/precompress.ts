/**
 * A Vite plugin that writes `.br` and `.gz` beside every compressible file of the build, so the server sends
 * them as they are (`@fastify/static` with `preCompressed`) instead of compressing on each request (ADR 0033).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats and WebAssembly (the classroom's effects, ADR 0086) are worth compressing; images and WOFF2 fonts are not. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/** Compresses one file at the highest levels (build time, not request time, so the slow setting is fine). */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  // A copy no smaller than the original is left out; the server then sends the original.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
}

/** Compresses every compressible file of at least `minBytes` under `dir`. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if ((await stat(file)).size < minBytes) continue;
    await precompressFile(file);
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chalkline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info?.(`precompressed ${count} files (br, gzip)`);
    },
  };
}
