import { existsSync } from 'node:fs';
import path from 'node:path';
import { translate } from '@domain/i18n';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { serveBuiltAssets } from './built-assets';
import { envelope } from './errors';
import { isApiPath } from './route-access';

// Serves the built browser app. Unknown /api paths get the JSON 404 envelope; any other GET falls back to
// the page so client-side routes (and the client's own 404 screen) survive a reload: app.html, which asks
// for the app's script from the start, for every address but the landing `/`, which is index.html
// (vite.config.ts, appPage). A build without app.html falls back to index.html.

export const APP_NOT_BUILT = 'The browser app is not built yet: run npm run build';

export const spaPlugin = fp<{ staticDir: string; sourceMaps: boolean }>(
  async (app, { staticDir, sourceMaps }) => {
    const root = path.resolve(staticDir);
    const built = existsSync(path.join(root, 'index.html'));
    const appPage = existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';

    if (built) {
      // The hashed files under /assets/ from memory; the page and the few files beside it from disk.
      serveBuiltAssets(app, path.join(root, 'assets'), { sourceMaps });
      await app.register(fastifyStatic, {
        root,
        // The build writes .br and .gz twins of text files (vite.config.ts): sent as they are.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header('cache-control', 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isApiPath(pathname) || !isRead) {
        return reply.code(404).send(
          envelope(
            request,
            translate('app.errors.api.routeNotFound', { method: request.method, url: pathname }),
            {
              code: 'ROUTE_NOT_FOUND',
            },
          ),
        );
      }
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(APP_NOT_BUILT);
      // A missing hashed asset is a real 404: answering it with the HTML page would confuse the browser.
      if (pathname.startsWith('/assets/'))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.code(200).sendFile(appPage);
    });
  },
  { name: 'spa' },
);
