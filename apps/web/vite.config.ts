import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** The API server (apps/server) serves HTTP under /api and Socket.IO under /socket.io. */
const apiTarget = 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads a public page's own chunks with its first response (ADR 0046).
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework every page needs is one long-lived chunk, and MUI (with what it brings) another, loaded by the
        // signed-in pages and the classroom, never by the public site or the lobby (ADR 0046, 0051). Everything else
        // (Konva, Yjs, the socket and media stack, each page's own code) follows the lazy routes (ADR 0033).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // What the entry imports statically is one chunk, not a dozen small shared ones: a browser gets six
            // HTTP/1.1 connections, and each extra request queued before the page can render cost a round trip.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // MUI in one chunk rather than the 45 small ones its components shared: at 4× CPU throttling each module
            // request cost the renderer about 3 ms before the page could run, and the student dashboard made 79
            // (ADR 0033: its largest paint came about 0.16 s sooner, its compressed bytes did not grow).
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|@popperjs|react-transition-group|clsx|stylis|prop-types|react-is|hoist-non-react-statics)[\\/]/,
              priority: 1,
            },
            // The icons more than one chunk uses, in one chunk (22 of 2 KiB or less each); the others stay in their page.
            { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
