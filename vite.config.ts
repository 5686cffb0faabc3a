import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const BRAND_GREEN = '#0b6e4f';

/**
 * The page's first paint is its boot shell, which needs the stylesheet and not the scripts
 * (decision 053): the entry script and the chunks preloaded with it are asked for at low
 * priority, so that the stylesheet is never queued behind them (decision 057).
 */
const scriptsAfterTheFirstPaint: Plugin = {
  name: 'scripts-after-the-first-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(
          /<script type="module" crossorigin/g,
          '<script type="module" fetchpriority="low" crossorigin',
        )
        .replace(
          /<link rel="modulepreload" crossorigin/g,
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        ),
  },
};

/**
 * The signed-out page rendered by the server (decision 079): the same components built for Node
 * into dist/web-render, with React, Mantine and the rest imported from node_modules.
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  // Bundled with what it uses of its libraries, not importing each whole library at run time.
  ssr: { noExternal: true },
  build: {
    copyPublicDir: false,
    ssr: 'src/web/server-render/page-render.tsx',
    outDir: 'dist/web-render',
    emptyOutDir: true,
    sourcemap: false,
    // CommonJS, which the server's own bundle (CommonJS, decision 034) loads with require:
    // Node 20 cannot require an ES module, and the bundle turns import() into require().
    rolldownOptions: {
      output: {
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: 'chunks/[name]-[hash].cjs',
      },
    },
  },
});

// The web app is built into dist/web and served by the Node server; in development
// `npm run dev:web` proxies API calls to a server started with `npm run dev:server`.
const browserBuild = defineConfig({
  plugins: [
    react(),
    scriptsAfterTheFirstPaint,
    // Installable on a phone's home screen, opening on the volunteer's portal; the service
    // worker keeps the shell for offline starts and no record data (decision 052).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web',
      filename: 'service-worker.ts',
      // Registered by the app's script (src/web/app/register-service-worker.ts, decision 079).
      injectRegister: false,
      registerType: 'autoUpdate',
      injectManifest: { globPatterns: [] },
      manifest: {
        name: 'Outreach Dashboard',
        short_name: 'Outreach',
        description: 'Prison outreach and reentry support: visits, clients and resources',
        start_url: '/volunteer',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: BRAND_GREEN,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    // Each asset also as .br and .gz, compressed once at build time at the highest levels, which
    // the server sends as they are to browsers that accept them (decision 051). index.html is
    // written per response (spa.ts) and compressed there (decision 059).
    compression({
      include: /\.(js|css|svg|json|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
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

/** `vite build --mode server-render` builds the server's module; any other mode, the web app. */
export const SERVER_RENDER_MODE = 'server-render';

export default defineConfig(({ mode }) =>
  mode === SERVER_RENDER_MODE ? serverRenderBuild : browserBuild,
);
