import { leagueSettingsSchema, leagueSettingsUpdateSchema } from '@domain/league-settings';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The league's settings: every signed-in user reads them (the profile says what the league asks of an
// unconfirmed address); league managers change them.

export const leagueSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['league-settings'], security: [{ bearerAuth: [] }], params: idParams };
  const response = { 200: successEnvelope(leagueSettingsSchema), ...errorResponses };

  app.get(
    '/league-settings/:id',
    {
      config: { access: { policy: 'signedIn' } },
      schema: { ...docs, summary: "The league's settings", response },
    },
    async (request) => ok(await app.leagueSettings.read(request.params.id)),
  );

  app.put(
    '/league-settings/:id',
    {
      config: { access: { guard: 'canManageTeams' } },
      schema: {
        ...docs,
        summary: "Change the league's settings (league managers; audited)",
        body: leagueSettingsUpdateSchema,
        response,
      },
    },
    async (request) =>
      ok(await app.leagueSettings.update(principalOf(request), request.params.id, request.body)),
  );
};
