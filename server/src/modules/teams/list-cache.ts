import { canManageTeams } from '@domain/permissions';
import type { Db } from '@server/db/client';
import { listVersions, teamPlayers } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { type ServedBody, VersionedCache } from '@server/http/versioned-cache';
import type { AuthPrincipal } from '@server/plugins/auth';
import { sql } from 'drizzle-orm';
import { listTeams, type TeamFilter, type TeamSortField } from './repository';
import { presentTeams } from './view';

// GET /teams served from a cache: a page of the league is read far more often than teams, rosters or
// ratings change. The database counts every write the list is made of (migration 0025), so one query per
// request (that count and the caller's team, prepared once) decides whether the page kept is current.

export interface PageMeta {
  /** Rows on the page and the list's total, for Content-Range. */
  rows: number;
  total: number;
}

export type ServedTeamPage = ServedBody<PageMeta>;

function prepareViewerAndVersion(db: Db) {
  return db
    .select({
      version:
        sql<number>`coalesce((select ${listVersions.version} from ${listVersions} where ${listVersions.name} = 'teams'), 0)`.mapWith(
          Number,
        ),
      teamId: sql<
        number | null
      >`(select ${teamPlayers.teamId} from ${teamPlayers} where ${teamPlayers.userId} = ${sql.placeholder('userId')})`,
    })
    .from(sql`(select 1) as "one"`)
    .prepare('teams_list_viewer');
}

export function createTeamListCache(db: Db) {
  const cache = new VersionedCache<PageMeta>();
  let viewerAndVersion: ReturnType<typeof prepareViewerAndVersion> | undefined;

  return async function servedPage(
    principal: AuthPrincipal,
    query: ListQuery<TeamSortField, TeamFilter>,
  ): Promise<ServedTeamPage> {
    viewerAndVersion ??= prepareViewerAndVersion(db);
    // The count is read before the teams: a write in between leaves an entry that is stale at once,
    // never a current-looking one with old rows.
    const [state] = await viewerAndVersion.execute({ userId: principal.id });
    const version = state?.version ?? 0;
    const viewerTeamId = state?.teamId ?? null;
    const manager = canManageTeams(principal);
    // Emails are shown to team managers and to a team's own members: one page per kind of viewer.
    const key = `${manager ? 'manager' : `team:${viewerTeamId ?? 'none'}`}|${JSON.stringify(query)}`;
    const cached = cache.get(key, version);
    if (cached) return cached;
    const { rows, total } = await listTeams(db, query);
    const teams = await presentTeams(db, rows, {
      membership: viewerTeamId === null ? null : { teamId: viewerTeamId },
      canManageTeams: manager,
    });
    return cache.set(key, version, JSON.stringify({ success: true, data: teams }), {
      rows: teams.length,
      total,
    });
  };
}
