import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app is built into dist/web and served by the Node server; in development
// `npm run dev:web` proxies API calls to a server started with `npm run dev:server`.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the bundle-budget test to find what each page loads first.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/graphql': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
