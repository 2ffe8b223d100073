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
        // Only the framework every page needs is one long-lived chunk. Everything else (MUI components, Konva,
        // Yjs, the socket and media stack) follows the lazy routes, so each page loads what it uses (ADR 0033).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // What the entry imports statically is one chunk, not a dozen small shared ones: a browser gets six
            // HTTP/1.1 connections, and each extra request queued before the page can render cost a round trip.
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
