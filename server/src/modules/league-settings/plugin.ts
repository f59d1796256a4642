import type { LeagueSettings, LeagueSettingsUpdate } from '@domain/league-settings';
import type { App } from '@server/http/types';
import type { AuthPrincipal } from '@server/plugins/auth';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { recordAudit } from '../audit/service';
import { readLeagueSettings, writeLeagueSettings } from './repository';
import { leagueSettingsRoutes } from './routes';

// The settings a league's managers choose for the whole league (app.leagueSettings), read by the modules
// whose rules depend on them.

export interface LeagueSettingsService {
  read(id?: number): Promise<LeagueSettings>;
  update(principal: AuthPrincipal, id: number, update: LeagueSettingsUpdate): Promise<LeagueSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leagueSettings: LeagueSettingsService;
  }
}

export const leagueSettingsPlugin = fp(
  async (app: App) => {
    const { db } = app;
    app.decorate('leagueSettings', {
      read: (id) => readLeagueSettings(db, id),
      update: (principal, id, update) =>
        db.transaction(async (tx) => {
          const settings = await writeLeagueSettings(tx, id, update);
          await recordAudit(tx, {
            actorUserId: principal.id,
            action: 'league.updateSettings',
            targetType: 'league',
            targetId: id,
            details: { name: settings.name, ...update },
          });
          return settings;
        }),
    } satisfies LeagueSettingsService);
    await app.register(leagueSettingsRoutes, { prefix: API_PREFIX });
  },
  { name: 'league-settings', dependencies: ['auth'] },
);
