import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rosterChangeListQuery, rosterChangeSchema } from './schemas';

// Roster changes asked for while a season locked a team's roster: the league admins' queue and
// decisions (Admin or manage:teams, as the team approval screen), and a team's own view of its pending ones.

export const rosterChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const managers = { access: { guard: 'canManageTeams' } } as const;
  const docs = { tags: ['teams'], security: [{ bearerAuth: [] }] };
  const adminDocs = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const changeAnswer = { 200: successEnvelope(rosterChangeSchema), ...errorResponses };

  app.get(
    '/admin/roster-changes',
    {
      config: managers,
      schema: {
        ...adminDocs,
        summary:
          'Roster changes (joins, leaves, removals) asked for while a season locked the roster, newest first ' +
          '(simple-REST sort, range, filter status, seasonId, teamId, userId)',
        querystring: rosterChangeListQuery,
        response: { 200: successEnvelope(z.array(rosterChangeSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { changes, total } = await app.rosterChanges.page(request.query);
      return pageEnvelope(reply, 'roster-changes', request.query.range, changes, total);
    },
  );

  app.get(
    '/admin/roster-changes/:id',
    {
      config: managers,
      schema: { ...adminDocs, summary: 'A roster change', params: idParams, response: changeAnswer },
    },
    async (request) => ok(await app.rosterChanges.read(request.params.id)),
  );

  app.post(
    '/admin/roster-changes/:id/approve',
    {
      config: managers,
      schema: {
        ...adminDocs,
        summary:
          'Approve a Pending roster change: it is applied now if it still can be (409 otherwise: the player ' +
          'joined another team, the team is full, the player left or became captain); the player and the ' +
          "team's captains are notified",
        params: idParams,
        response: changeAnswer,
      },
    },
    async (request) => ok(await app.rosterChanges.approve(principalOf(request), request.params.id)),
  );

  app.post(
    '/admin/roster-changes/:id/deny',
    {
      config: managers,
      schema: {
        ...adminDocs,
        summary:
          "Deny a Pending roster change: the roster stays as it is; the player and the team's captains are notified",
        params: idParams,
        response: changeAnswer,
      },
    },
    async (request) => ok(await app.rosterChanges.deny(principalOf(request), request.params.id)),
  );

  app.get(
    '/teams/:id/roster-changes',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "A team's pending roster changes, newest first: for its members, players waiting to join it and league admins",
        params: idParams,
        response: { 200: successEnvelope(z.array(rosterChangeSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await app.rosterChanges.pendingOfTeam(principalOf(request), request.params.id)),
  );

  app.post(
    '/roster-changes/:id/cancel',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "Withdraw a Pending roster change: the player it is about, whoever asked for it, or the team's captain or co-captain",
        params: idParams,
        response: changeAnswer,
      },
    },
    async (request) => ok(await app.rosterChanges.cancel(principalOf(request), request.params.id)),
  );
};
