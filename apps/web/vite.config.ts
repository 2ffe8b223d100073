import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (apps/server) serves HTTP under /api and Socket.IO under /socket.io. */
const apiTarget = 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app release then leaves most of the download cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
