import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leaderboardQuery,
  performanceStatsSchema,
  playerLeaderboardRowSchema,
  teamLeaderboardRowSchema,
} from './schemas';

// Players' and teams' stats and the leaderboards: every signed-in user reads them, as standings.

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const docs = { tags: ['ratings'], security: [{ bearerAuth: [] }] };
  const stats = { 200: successEnvelope(performanceStatsSchema), ...errorResponses };
  const board =
    '(simple-REST range and sort: ordinal (the default, descending) or ratedMatches; filter seasonId, divisionId); ' +
    'rank by ordinal';

  app.get(
    '/users/:id/stats',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "A player's Confirmed matches, wins, losses, totals, rating, rating history and recent matches",
        params: idParams,
        response: stats,
      },
    },
    async (request) => ok(await app.ratings.playerStats(request.params.id)),
  );

  app.get(
    '/teams/:id/stats',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "A team's Confirmed matches, wins, losses, its players' totals, rating, history and recent matches",
        params: idParams,
        response: stats,
      },
    },
    async (request) => ok(await app.ratings.teamStats(request.params.id)),
  );

  app.get(
    '/leaderboards/teams',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: `Teams by rating ${board}`,
        querystring: leaderboardQuery,
        response: { 200: successEnvelope(z.array(teamLeaderboardRowSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.ratings.teamLeaderboard(request.query);
      return pageEnvelope(reply, 'leaderboards/teams', request.query.range, rows, total);
    },
  );

  app.get(
    '/leaderboards/players',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: `Players by rating ${board}`,
        querystring: leaderboardQuery,
        response: { 200: successEnvelope(z.array(playerLeaderboardRowSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.ratings.playerLeaderboard(request.query);
      return pageEnvelope(reply, 'leaderboards/players', request.query.range, rows, total);
    },
  );
};
