import { translate } from '@domain/i18n';
import { errorResponses } from '@server/http/envelope';
import { matchesEtag } from '@server/http/etag';
import { httpError } from '@server/http/http-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGOS_PATH, sha256OfFileName } from './url';

// Team logos by URL. The route is public: <img> requests carry no bearer token, and the address is the
// SHA-256 of the image, so only someone who was shown a team's logoUrl can ask for it. A URL names one
// image for ever, so browsers and proxies may keep the answer a year without asking again.

export const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const notFound = () =>
  httpError(404, translate('resources.teams.team.logoNotFound'), { code: 'LOGO_NOT_FOUND' });

export const logosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LOGOS_PATH}/:file`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['teams'],
        summary: "A team's logo: a 100x100 PNG at the logoUrl a team carries (cached for good)",
        params: z.object({ file: z.string().max(100).describe('<sha256>.png') }),
        produces: ['image/png'],
        response: {
          200: z.any().meta({ description: 'The 100x100 PNG', type: 'string', format: 'binary' }),
          304: z.null().meta({ description: 'Not modified: the If-None-Match ETag is this logo' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const sha256 = sha256OfFileName(request.params.file);
      const png = sha256 ? await app.logos.find(sha256) : null;
      if (!sha256 || !png) throw notFound();
      const etag = `"${sha256}"`;
      reply.header('cache-control', LOGO_CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type('image/png').header('x-content-type-options', 'nosniff').send(png);
    },
  );
};
