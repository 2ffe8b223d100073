import { defineConfig } from 'tsdown';

/** One ESM bundle for `npm start`; the contracts package is bundled in, npm dependencies stay external. */
export default defineConfig({
  entry: ['src/main.ts', 'src/db/seed-cli.ts', 'src/db/first-master-cli.ts'],
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  noExternal: ['@chalkline/contracts'],
  dts: false,
  clean: true,
});
