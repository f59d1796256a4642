import {
  adminResultPayloadSchema,
  disputePayloadSchema,
  matchDisputeSchema,
  resultPayloadSchema,
} from '@domain/match-results';
import { DISPUTE_STATUSES, matchSchema } from '@domain/matches';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { listQuerySchema, pageEnvelope } from '@server/http/list-params';
import { idParams, idSchema } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Results of a match (the result paths are fixed for other tools): a captain's report, the other
// team's confirmation or dispute, and the admins' decisions and dispute queue.

const disputeListQuery = listQuerySchema(
  ['createdAt', 'status', 'id'],
  z.object({
    status: z.enum(DISPUTE_STATUSES).optional(),
    matchId: idSchema.optional(),
    seasonId: idSchema.optional(),
  }),
);

export const matchResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const managers = { access: { guard: 'canManageTeams' } } as const;
  const docs = { tags: ['matches'], security: [{ bearerAuth: [] }] };
  const adminDocs = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const matchAnswer = { 200: successEnvelope(matchSchema), ...errorResponses };

  app.post(
    '/matches/:id/result',
    {
      config: { ...signedIn, idempotent: true },
      schema: {
        ...docs,
        summary:
          "A captain or co-captain of the match reports the rounds each team won ({ teamA, teamB }) or a forfeit ({ forfeit: { kind, loserTeamId } }), once the match's time has come and while the season is Live or in Playoffs; the other team confirms or disputes it, else it is confirmed after 24 h. An admin who leads neither team sets the result outright",
        params: idParams,
        body: resultPayloadSchema,
        response: matchAnswer,
      },
    },
    async (request) =>
      ok(await app.matchResults.report(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/matches/:id/result/confirm',
    {
      config: { ...signedIn, idempotent: true },
      schema: {
        ...docs,
        summary: "The other team's captain or co-captain (or an admin) confirms the reported result",
        params: idParams,
        response: matchAnswer,
      },
    },
    async (request) => ok(await app.matchResults.confirm(principalOf(request), request.params.id)),
  );

  app.post(
    '/matches/:id/result/dispute',
    {
      config: { ...signedIn, idempotent: true },
      schema: {
        ...docs,
        summary:
          "The other team's captain or co-captain disputes the reported result with a note and evidence links; the league admins decide",
        params: idParams,
        body: disputePayloadSchema,
        response: matchAnswer,
      },
    },
    async (request) =>
      ok(await app.matchResults.dispute(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    '/matches/:id/disputes',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "A match's disputes, newest first, with their evidence and decisions; the note, evidence links and decision note only for the two teams' members and league admins (null for anyone else)",
        params: idParams,
        response: { 200: successEnvelope(z.array(matchDisputeSchema)), ...errorResponses },
      },
    },
    async (request) => {
      await app.matches.read(request.params.id);
      const disputes = await app.matchResults.disputesOfMatch(principalOf(request), request.params.id);
      return ok(disputes);
    },
  );

  app.put(
    '/admin/matches/:id/result',
    {
      config: { ...managers, idempotent: true },
      schema: {
        ...adminDocs,
        summary:
          "A league admin's decision at any time: a score, a forfeit or { void: true }, with an optional note; it decides the match's open dispute",
        params: idParams,
        body: adminResultPayloadSchema,
        response: matchAnswer,
      },
    },
    async (request) =>
      ok(await app.matchResults.decide(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/disputes',
    {
      config: managers,
      schema: {
        ...adminDocs,
        summary: 'Disputed results, newest first (simple-REST sort, range, filter status, matchId, seasonId)',
        querystring: disputeListQuery,
        response: { 200: successEnvelope(z.array(matchDisputeSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { disputes, total } = await app.matchResults.disputes(request.query);
      return pageEnvelope(reply, 'disputes', request.query.range, disputes, total);
    },
  );

  app.get(
    '/admin/disputes/:id',
    {
      config: managers,
      schema: {
        ...adminDocs,
        summary: 'A dispute: the team, the note, the evidence and the decision',
        params: idParams,
        response: { 200: successEnvelope(matchDisputeSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.matchResults.readDispute(request.params.id)),
  );
};
