import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type Switch, switchedOn } from './server/src/exposure';

/** Writes .gz and .br twins of the text assets, so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.endsWith('.map')) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content));
      }
    },
  };
}

/**
 * Writes app.html beside index.html: the same page, with the app's script (the `app` chunk below) asked for
 * from the start, at low priority, rather than once the first screen's script has run. The server sends
 * it for every address but the landing `/`, where a signed-out visitor needs only the first screen
 * (docs/decisions/0062-app-page.md).
 */
function appPage(): Plugin {
  return {
    name: 'app-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const app = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'app');
      if (page?.type !== 'asset' || !app) this.error('app-page: index.html or the app chunk is missing');
      const preload = `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${app.fileName}">`;
      const html = String(page.source);
      if (!html.includes('</head>')) this.error('app-page: index.html has no </head>');
      this.emitFile({
        type: 'asset',
        fileName: 'app.html',
        source: html.replace('</head>', `  ${preload}\n  </head>`),
      });
    },
  };
}

// The browser app. `npm start` builds it into dist/ and the API server serves it;
// `npm run dev:web` serves it with hot reload and proxies /api to the server on :3000.
/** The path aliases of tsconfig.json, for the bundler. */
export const aliases = {
  '@domain': resolve(import.meta.dirname, 'domain'),
  '@server': resolve(import.meta.dirname, 'server/src'),
  '@': resolve(import.meta.dirname, 'src'),
};

export default defineConfig({
  plugins: [react(), appPage(), precompress()],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist',
    // SOURCE_MAPS=on|off (npm start always passes it, see scripts/ensure-build.mjs); unset, the rule of
    // server/src/exposure.ts on the NODE_ENV vite sees, which is production for a plain `vite build`.
    sourcemap: switchedOn(
      (process.env.SOURCE_MAPS?.trim() || undefined) as Switch | undefined,
      process.env.NODE_ENV,
    ),
    chunkSizeWarningLimit: 1200,
    // No <link rel="modulepreload"> for each chunk a dynamic import needs: adding them (20-30 for a page) cost a
    // phone 20-75 ms of main thread inside the start's longest task, and every page scored as high or higher
    // without them. A page's chunk asks for its own imports (docs/decisions/0064-chunks-without-preload-links.md).
    modulePreload: false,
    // The sponsor logos are files of their own rather than data URLs inside the first script: they are
    // not needed for the first paint, and a browser lays out and paints each as it arrives instead of all
    // eleven at once (docs/decisions/0020-landing-bundle.md).
    assetsInlineLimit: (file) => (file.includes('/sponsors/') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen needs (src/Root.tsx and its static imports) in one script, one
            // request on a slow phone network; the app's chunks load from there when it starts.
            { name: 'first-screen', tags: ['$initial'] },
            // The app (src/BrowserApp.tsx and its static imports, but for what the first screen has) in one
            // script as well: every signed-in page loads all of it, as 50 small scripts before
            // (docs/decisions/0061-app-in-one-script.md). The pages stay chunks of their own.
            { name: 'app', test: (id) => id.endsWith('/src/BrowserApp.tsx') },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
