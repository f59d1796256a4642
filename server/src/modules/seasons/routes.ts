import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  entryParams,
  seasonCreatePayloadSchema,
  seasonEntryListQuery,
  seasonEntrySchema,
  seasonEntryUpdatePayloadSchema,
  seasonListQuery,
  seasonRegistrationPayloadSchema,
  seasonSchema,
  seasonUpdatePayloadSchema,
} from './schemas';

// Seasons (the paths are fixed for other tools). Every signed-in user reads them; league
// managers (Admin or manage:teams, as the team approval screen) create, move and place; captains register.

export const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const managers = { access: { guard: 'canManageTeams' } } as const;
  const docs = { tags: ['seasons'], security: [{ bearerAuth: [] }] };
  const seasonResponse = { 200: successEnvelope(seasonSchema), ...errorResponses };
  const entryResponse = { 200: successEnvelope(seasonEntrySchema), ...errorResponses };

  app.get(
    '/seasons',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          'Seasons with their divisions, newest start first (simple-REST sort, range, filter q and status)',
        querystring: seasonListQuery,
        response: { 200: successEnvelope(z.array(seasonSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { seasons, total } = await app.seasons.page(request.query);
      return pageEnvelope(reply, 'seasons', request.query.range, seasons, total);
    },
  );

  app.post(
    '/seasons',
    {
      config: { ...managers, idempotent: true },
      schema: {
        ...docs,
        summary:
          'Create a season (in Setup) with its divisions, top tier first; shares add up to 100. playoffTeams ' +
          '(2 to 32, default 4) of each division enter a singleElimination (default) or doubleElimination ' +
          '(3 or more teams) bracket; check-in opens checkInMinutes (5 to 1440, default 30) before kick-off and a ' +
          'team not checked in noShowGraceMinutes (0 to 120, default 15; 0: never) after it forfeits',
        body: seasonCreatePayloadSchema,
        response: { 201: successEnvelope(seasonSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const season = await app.seasons.create(principalOf(request), request.body);
      return reply.code(201).send(ok(season));
    },
  );

  app.get(
    '/seasons/:id',
    {
      config: signedIn,
      schema: { ...docs, summary: 'A season with its divisions', params: idParams, response: seasonResponse },
    },
    async (request) => ok(await app.seasons.read(request.params.id)),
  );

  app.put(
    '/seasons/:id',
    {
      config: managers,
      schema: {
        ...docs,
        summary:
          'Move a season to its next stage (Setup, Registration, Live, Playoffs, Finished; going Live places ' +
          "the teams in divisions by rating; going to Playoffs draws each division's bracket from its final " +
          'standings), or change its name, points rules, tiebreakers and playoff settings while in Setup, and ' +
          'checkInMinutes and noShowGraceMinutes while in Setup or Registration (409 once Live); ' +
          'transferWindowEndsAt (ISO 8601 UTC in the future, while Live or in Playoffs; null closes it) opens a ' +
          "transfer window until which the teams' rosters change without an admin's approval",
        params: idParams,
        body: seasonUpdatePayloadSchema,
        response: seasonResponse,
      },
    },
    async (request) => ok(await app.seasons.update(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    '/seasons/:id/teams',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'The teams registered for a season, with their divisions (simple-REST sort, range, filter)',
        params: idParams,
        querystring: seasonEntryListQuery,
        response: { 200: successEnvelope(z.array(seasonEntrySchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { entries, total } = await app.seasons.entries(request.params.id, request.query);
      return pageEnvelope(reply, 'season-entries', request.query.range, entries, total);
    },
  );

  app.post(
    '/seasons/:id/teams',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "A captain or co-captain registers their Approved team during Registration (within the league's player limits)",
        params: idParams,
        body: seasonRegistrationPayloadSchema,
        response: { 201: successEnvelope(seasonEntrySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const entry = await app.seasons.register(principalOf(request), request.params.id, request.body.teamId);
      return reply.code(201).send(ok(entry));
    },
  );

  app.put(
    '/seasons/:id/teams/:teamId',
    {
      config: managers,
      schema: {
        ...docs,
        summary:
          "Place a registered team in one of the season's divisions (kept by placement; null hands it back) or set its seed rating",
        params: entryParams,
        body: seasonEntryUpdatePayloadSchema,
        response: entryResponse,
      },
    },
    async (request) => {
      const { id, teamId } = request.params;
      return ok(await app.seasons.changeEntry(principalOf(request), id, teamId, request.body));
    },
  );
};
