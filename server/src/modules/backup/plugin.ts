import { NEW_TEAM_LEAGUE_ID } from '@domain/constants';
import { translate } from '@domain/i18n';
import type { Database } from '@server/db/client';
import { errorResponses } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import type { App } from '@server/http/types';
import { principalOf } from '@server/plugins/auth';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/service';
import { snapshotPglite } from './snapshot';

// GET /admin/backup: the whole league as a download while the server runs, for the Admin role, recorded in
// the audit log. On the embedded database it is the data directory's tarball (restore it with
// `npm run admin -- restore <file>`); on PostgreSQL the database's own tools do it better (pg_dump), and the
// answer says so.

/** The file name of a backup taken at `at`: vr-paintball-league-2026-11-28T13-20-05Z.tar.gz. */
export const backupFileName = (at: Date) =>
  `vr-paintball-league-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;

function backupRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/backup',
      {
        config: { access: { policy: 'adminRole' } },
        schema: {
          tags: ['admin'],
          security: [{ bearerAuth: [] }],
          summary:
            'A backup of the whole league as a download (application/gzip, a tarball of the embedded ' +
            "database's data directory, without DATA_DIR/secrets.json); on PostgreSQL, 409: use pg_dump",
          produces: ['application/gzip'],
          response: {
            200: z.any().meta({ description: 'The backup (.tar.gz)', type: 'string', format: 'binary' }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        if (database.kind !== 'pglite')
          throw httpError(409, translate('app.errors.backup.usePgDump'), { code: 'BACKUP_WITH_PG_DUMP' });
        const tarball = await snapshotPglite(database);
        const takenAt = app.clock.now();
        await recordAudit(app.db, {
          actorUserId: principalOf(request).id,
          action: 'league.backup',
          targetType: 'league',
          targetId: NEW_TEAM_LEAGUE_ID,
          details: { bytes: tarball.length },
        });
        return reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="${backupFileName(takenAt)}"`)
          .header('cache-control', 'no-store')
          .send(tarball);
      },
    );
  };
}

export const backupPlugin = fp<{ database: Database }>(
  async (app: App, { database }) => {
    await app.register(backupRoutes(database), { prefix: API_PREFIX });
  },
  { name: 'backup', dependencies: ['auth'] },
);
