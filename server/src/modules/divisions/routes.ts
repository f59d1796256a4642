import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seasonSchema } from '../seasons/schemas';
import {
  divisionDetailSchema,
  divisionListQuery,
  divisionRecordSchema,
  divisionUpdatePayloadSchema,
  seasonDivisionsUpdatePayloadSchema,
} from './schemas';

// The seasons' divisions (docs/decisions/0014-divisions-resource.md). Every signed-in user reads them, as
// seasons; league managers (Admin or manage:teams, the seasons' guard) rename them and edit a season's list
// before it goes Live. Moving a team between divisions stays PUT /seasons/{id}/teams/{teamId} (seasons module).

export const divisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const managers = { access: { guard: 'canManageTeams' } } as const;
  const docs = { tags: ['divisions'], security: [{ bearerAuth: [] }] };
  const divisionResponse = { 200: successEnvelope(divisionDetailSchema), ...errorResponses };

  app.get(
    '/divisions',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "The seasons' divisions with their season and team count, newest season first, top tier first " +
          '(simple-REST sort, range, filter seasonId and q on the name); the Open Division, in no season, is not listed',
        querystring: divisionListQuery,
        response: { 200: successEnvelope(z.array(divisionRecordSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { divisions, total } = await app.divisions.page(request.query);
      return pageEnvelope(reply, 'divisions', request.query.range, divisions, total);
    },
  );

  app.get(
    '/divisions/:id',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'A division of a season with the teams placed in it (seed rating, placed by an admin)',
        params: idParams,
        response: divisionResponse,
      },
    },
    async (request) => ok(await app.divisions.read(request.params.id)),
  );

  app.put(
    '/divisions/:id',
    {
      config: managers,
      schema: {
        ...docs,
        summary:
          "Rename a division (any time; unique in its season ignoring case) or change its share while the season is in Setup or Registration, the season's shares still adding up to 100 (change several shares at once with PUT /seasons/{id}/divisions)",
        params: idParams,
        body: divisionUpdatePayloadSchema,
        response: divisionResponse,
      },
    },
    async (request) => ok(await app.divisions.update(principalOf(request), request.params.id, request.body)),
  );

  app.put(
    '/seasons/:id/divisions',
    {
      config: managers,
      schema: {
        ...docs,
        summary:
          "Replace a season's divisions while it is in Setup or Registration: every division, top tier first, " +
          'shares adding up to 100; listed ids are kept (renamed, re-shared, reordered), entries without an id ' +
          'are added, divisions left out are removed if no team is placed in them',
        params: idParams,
        body: seasonDivisionsUpdatePayloadSchema,
        response: { 200: successEnvelope(seasonSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await app.divisions.replaceSeasonDivisions(principalOf(request), request.params.id, request.body)),
  );
};
