import { defineConfig } from 'tsdown';

/** One ESM bundle for `npm start`; the contracts package is bundled in, npm dependencies stay external. */
export default defineConfig({
  // The media worker is its own entry: WorkerMediaEngine starts dist/media/worker/werift-worker.mjs (ADR 0023).
  entry: ['src/main.ts', 'src/db/seed-cli.ts', 'src/db/first-master-cli.ts', 'src/media/worker/werift-worker.ts'],
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  noExternal: ['@chalkline/contracts'],
  // PGlite is a dev dependency now, loaded only by the database benchmark (ADR 0022): never bundled.
  external: ['@electric-sql/pglite', /^drizzle-orm\/pglite/],
  dts: false,
  clean: true,
});
