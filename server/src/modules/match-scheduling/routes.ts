import { translate } from '@domain/i18n';
import {
  matchEventSchema,
  matchProposalSchema,
  matchTimeSchema,
  proposalPayloadSchema,
  scheduleReasonSchema,
} from '@domain/match-scheduling';
import { matchSchema } from '@domain/matches';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { idParams, idSchema } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Scheduling a match (the proposal paths are fixed for other tools): the captains' proposals,
// an admin's time, the match's history, and each team's matches as an iCalendar feed.

/** Calendar apps poll a subscription; a few minutes' staleness is fine. */
export const CALENDAR_CACHE_CONTROL = 'public, max-age=300';

const proposalParams = z.object({ id: idSchema, proposalId: idSchema });
const schedulePayloadSchema = z.object({
  time: matchTimeSchema.meta({ description: translate('resources.matches.scheduleTimeHint') }),
  reason: scheduleReasonSchema.optional(),
});

export const matchSchedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const docs = { tags: ['matches'], security: [{ bearerAuth: [] }] };

  app.get(
    '/matches/:id/proposals',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: "A match's proposed times, newest first (an Open one past its expiry shows as Expired)",
        params: idParams,
        response: { 200: successEnvelope(z.array(matchProposalSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await app.matchScheduling.proposals(request.params.id)),
  );

  app.post(
    '/matches/:id/proposals',
    {
      config: { ...signedIn, idempotent: true },
      schema: {
        ...docs,
        summary:
          "A captain or co-captain of the match proposes a time inside its week, until 24 h before the default time (then 409: the default time stands). It counters the other team's Open proposal or replaces their own; it expires after 48 h, at the time itself or at the deadline, whichever comes first",
        params: idParams,
        body: proposalPayloadSchema,
        response: { 201: successEnvelope(matchProposalSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const proposal = await app.matchScheduling.propose(
        principalOf(request),
        request.params.id,
        new Date(request.body.time),
      );
      return reply.code(201).send(ok(proposal));
    },
  );

  app.post(
    '/matches/:id/proposals/:proposalId/accept',
    {
      config: { ...signedIn, idempotent: true },
      schema: {
        ...docs,
        summary:
          "The other team's captain or co-captain (or an admin) accepts an Open proposal: it becomes the match's time",
        params: proposalParams,
        response: { 200: successEnvelope(matchSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await app.matchScheduling.accept(principalOf(request), request.params.id, request.params.proposalId),
      ),
  );

  app.post(
    '/matches/:id/proposals/:proposalId/decline',
    {
      config: { ...signedIn, idempotent: true },
      schema: {
        ...docs,
        summary: "The other team's captain or co-captain (or an admin) declines an Open proposal",
        params: proposalParams,
        response: { 200: successEnvelope(matchProposalSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await app.matchScheduling.decline(principalOf(request), request.params.id, request.params.proposalId),
      ),
  );

  app.put(
    '/admin/matches/:id/schedule',
    {
      config: { access: { guard: 'canManageTeams' } },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          "A league admin sets a match's time directly, at any time, with the reason (kept in the match's history and the audit log); Open proposals are withdrawn",
        params: idParams,
        body: schedulePayloadSchema,
        response: { 200: successEnvelope(matchSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await app.matchScheduling.schedule(
          principalOf(request),
          request.params.id,
          new Date(request.body.time),
          request.body.reason ?? null,
        ),
      ),
  );

  app.get(
    '/matches/:id/history',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "A match's history, oldest first: every scheduling and result step, who took it and for which team; a dispute's note, evidence links and decision note only for the two teams' members and league admins",
        params: idParams,
        response: { 200: successEnvelope(z.array(matchEventSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await app.matchScheduling.history(principalOf(request), request.params.id)),
  );

  app.get(
    '/teams/:id/matches.ics',
    {
      // Public so calendar apps, which send no token, can subscribe.
      config: { access: 'public' },
      schema: {
        tags: ['teams'],
        summary:
          "A team's league and playoff matches (not Voided) as an iCalendar feed to subscribe to: one event per match, an hour from its scheduled time",
        params: idParams,
        produces: ['text/calendar'],
        response: {
          200: z.string().meta({ description: 'text/calendar (RFC 5545)' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const calendar = await app.matchScheduling.calendar(request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', CALENDAR_CACHE_CONTROL)
        .header('content-disposition', `inline; filename="team-${request.params.id}-matches.ics"`)
        .send(calendar);
    },
  );
};
