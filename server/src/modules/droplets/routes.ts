import { serverCreatePayloadSchema } from '@domain/droplets';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOfDroplets } from './droplet-page';
import { answerCloudErrors } from './errors';
import {
  dropletListQuery,
  dropletParams,
  dropletSchema,
  regionSchema,
  sizeSchema,
  snapshotSchema,
} from './schemas';

// Server management's API: Admin or manage:servers only.

export const dropletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { droplets } = app;
  const access = { access: { guard: 'canManageServers' } } as const;
  const docs = { tags: ['servers'], security: [{ bearerAuth: [] }] };
  const { provider } = droplets;
  const list = <T extends z.ZodType>(item: T) => ({
    200: successEnvelope(z.array(item)),
    ...errorResponses,
  });

  app.get(
    '/digital-ocean/snapshots',
    { config: access, schema: { ...docs, summary: 'Droplet snapshots', response: list(snapshotSchema) } },
    async () => ok(await answerCloudErrors(provider.listSnapshots)),
  );

  app.get(
    '/digital-ocean/sizes',
    { config: access, schema: { ...docs, summary: 'Machine sizes', response: list(sizeSchema) } },
    async () => ok(await answerCloudErrors(provider.listSizes)),
  );

  app.get(
    '/digital-ocean/regions',
    { config: access, schema: { ...docs, summary: 'Regions', response: list(regionSchema) } },
    async () => ok(await answerCloudErrors(provider.listRegions)),
  );

  app.get(
    '/digital-ocean/droplets',
    {
      config: access,
      schema: {
        ...docs,
        summary: "The app's servers, newest first (simple-REST sort, range, filter q and status)",
        querystring: dropletListQuery,
        response: list(dropletSchema),
      },
    },
    async (request, reply) => {
      const all = await answerCloudErrors(provider.listDroplets);
      const { droplets, total } = pageOfDroplets(all, request.query);
      return pageEnvelope(reply, 'droplets', request.query.range, droplets, total);
    },
  );

  app.get(
    '/digital-ocean/droplets/:id',
    {
      config: access,
      schema: {
        ...docs,
        summary: 'One of the app’s servers',
        params: dropletParams,
        response: { 200: successEnvelope(dropletSchema), ...errorResponses },
      },
    },
    async (request) => ok(await answerCloudErrors(() => provider.getDroplet(request.params.id))),
  );

  app.post(
    '/digital-ocean/droplets/create',
    {
      config: { ...access, idempotent: 'calls-out' },
      schema: {
        ...docs,
        summary: 'Create a server (and, when asked, the game session its game server will host)',
        body: serverCreatePayloadSchema,
        response: { 201: successEnvelope(dropletSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const droplet = await answerCloudErrors(() => droplets.create(principal, request.body));
      return reply.code(201).send(ok(droplet));
    },
  );

  app.delete(
    '/digital-ocean/droplets/:id',
    {
      config: access,
      schema: {
        ...docs,
        summary: 'Delete a server (only servers carrying the app’s tag)',
        params: dropletParams,
        response: { 200: successEnvelope(z.object({ id: z.number().int() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await answerCloudErrors(() => droplets.remove(principalOf(request), request.params.id))),
  );
};
