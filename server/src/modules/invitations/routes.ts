import { rosterChangeRequestedSchema } from '@domain/roster-changes';
import { errorResponses, ok, okWithMessage, successEnvelope } from '@server/http/envelope';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wasRequested } from '../roster-lock/request';
import { teamSchema } from '../teams/schemas';
import {
  candidatesQuery,
  invitationSchema,
  inviteCandidateSchema,
  invitePayloadSchema,
  myInvitationsSchema,
  teamInvitationsSchema,
} from './schemas';

// Who may act on an invitation is decided by the service from the invitation itself (its player, or its
// team's captain and co-captains); the routes only require a signed-in user.

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { policy: 'signedIn' } } as const;
  const docs = { tags: ['invitations'], security: [{ bearerAuth: [] }] };
  const invitationResponse = { 200: successEnvelope(invitationSchema), ...errorResponses };
  const createdInvitation = { 201: successEnvelope(invitationSchema), ...errorResponses };

  app.get(
    '/users/me/invitations',
    {
      config,
      schema: {
        ...docs,
        summary: 'My pending join requests (sent) and the invitations I got (received), newest first',
        response: { 200: successEnvelope(myInvitationsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.invitations.mine(principalOf(request))),
  );

  app.post(
    '/teams/:id/join-requests',
    {
      config,
      schema: {
        ...docs,
        summary: 'Ask to join an Approved team',
        params: idParams,
        response: createdInvitation,
      },
    },
    async (request, reply) => {
      const invitation = await app.invitations.requestToJoin(principalOf(request), request.params.id);
      return reply.code(201).send(ok(invitation));
    },
  );

  app.get(
    '/teams/:id/invitations',
    {
      config,
      schema: {
        ...docs,
        summary: "Captain or co-captain: the team's pending join requests and invitations",
        params: idParams,
        response: { 200: successEnvelope(teamInvitationsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.invitations.ofTeam(principalOf(request), request.params.id)),
  );

  app.post(
    '/teams/:id/invitations',
    {
      config,
      schema: {
        ...docs,
        summary: 'Captain or co-captain: invite a player who is not in a team',
        params: idParams,
        body: invitePayloadSchema,
        response: createdInvitation,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const invitation = await app.invitations.invite(principalOf(request), id, request.body.userId);
      return reply.code(201).send(ok(invitation));
    },
  );

  app.get(
    '/teams/:id/invite-candidates',
    {
      config,
      schema: {
        ...docs,
        summary: 'Captain or co-captain: up to 10 players without a team whose name contains query',
        params: idParams,
        querystring: candidatesQuery,
        response: { 200: successEnvelope(z.array(inviteCandidateSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await app.invitations.candidates(principalOf(request), request.params.id, request.query.query)),
  );

  app.post(
    '/invitations/:id/accept',
    {
      config,
      schema: {
        ...docs,
        summary:
          "Accept: the invited player, or a captain or co-captain for a join request. While the team's season " +
          'locks its roster (Live or Playoffs, no transfer window open) the join waits for an admin: 202 with ' +
          'the roster change request, the invitation staying pending until the decision',
        params: idParams,
        response: {
          200: successEnvelope(teamSchema),
          202: rosterChangeRequestedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.invitations.accept(principalOf(request), request.params.id);
      if (wasRequested(outcome)) {
        return reply.code(202).send(okWithMessage(outcome.request, outcome.message));
      }
      return ok(outcome.applied);
    },
  );

  app.post(
    '/invitations/:id/decline',
    {
      config,
      schema: {
        ...docs,
        summary: 'Decline: the invited player, or a captain or co-captain for a join request',
        params: idParams,
        response: invitationResponse,
      },
    },
    async (request) => ok(await app.invitations.decline(principalOf(request), request.params.id)),
  );

  app.delete(
    '/invitations/:id',
    {
      config,
      schema: {
        ...docs,
        summary: 'Cancel: the player who sent a join request, or a captain or co-captain for an invitation',
        params: idParams,
        response: invitationResponse,
      },
    },
    async (request) => ok(await app.invitations.cancel(principalOf(request), request.params.id)),
  );
};
