import { canManageTeams } from '@domain/permissions';
import { type ChangeNotices, LIST_VERSIONS_CHANNEL, noticeCounts } from '@server/db/change-notices';
import type { Db } from '@server/db/client';
import { ok } from '@server/http/envelope';
import type { ListQuery } from '@server/http/list-params';
import { type ServedBody, VersionedCache } from '@server/http/versioned-cache';
import type { AuthPrincipal } from '@server/plugins/auth';
import {
  TEAMS_LIST as LIST,
  listTeams,
  type TeamFilter,
  type TeamSortField,
  viewerAndVersion,
  viewerTeam,
} from './repository';
import { presentTeams } from './view';

// GET /teams served from a cache: a page of the league is read far more often than teams, rosters or
// ratings change. The database counts and announces every write the list is made of (migrations 0025 and
// 0026); a page, and the team of each viewer, are kept until the next announcement (db/change-notices.ts).
// When announcements may have been missed, one query (the count and the viewer's team, prepared once)
// decides whether the page kept is current.

export interface PageMeta {
  /** Rows on the page and the list's total, for Content-Range. */
  rows: number;
  total: number;
}

export type ServedTeamPage = ServedBody<PageMeta>;

/** Viewers' teams kept before all are forgotten. */
const MAX_VIEWERS = 10_000;

export function createTeamListCache(db: Db, notices: ChangeNotices) {
  const pages = new VersionedCache<PageMeta>();
  // Each viewer's team, with the version it was read at.
  const viewerTeams = new Map<number, { version: string; teamId: number | null }>();
  const announced = noticeCounts(notices, LIST_VERSIONS_CHANNEL);

  /** The list's version and the viewer's team, taken before the page is read. */
  async function versionAndTeam({
    id: userId,
    checkedAt,
  }: AuthPrincipal): Promise<{ version: string; teamId: number | null }> {
    if (!(await notices.caughtUp(checkedAt))) {
      const [state] = await viewerAndVersion(db).execute({ userId });
      return { version: `read:${state?.version ?? 0}`, teamId: state?.teamId ?? null };
    }
    const version = `heard:${announced(LIST)}`;
    const kept = viewerTeams.get(userId);
    if (kept?.version === version) return kept;
    const [row] = await viewerTeam(db).execute({ userId });
    const viewer = { version, teamId: row?.teamId ?? null };
    if (viewerTeams.size >= MAX_VIEWERS) viewerTeams.clear();
    viewerTeams.set(userId, viewer);
    return viewer;
  }

  return async function servedPage(
    principal: AuthPrincipal,
    query: ListQuery<TeamSortField, TeamFilter>,
  ): Promise<ServedTeamPage> {
    const { version, teamId: viewerTeamId } = await versionAndTeam(principal);
    const manager = canManageTeams(principal);
    // Emails are shown to team managers and to a team's own members: one page per kind of viewer.
    const key = `${manager ? 'manager' : `team:${viewerTeamId ?? 'none'}`}|${JSON.stringify(query)}`;
    const cached = pages.get(key, version);
    if (cached) return cached;
    const { rows, total } = await listTeams(db, query);
    const teams = await presentTeams(db, rows, {
      membership: viewerTeamId === null ? null : { teamId: viewerTeamId },
      canManageTeams: manager,
    });
    return pages.set(key, version, JSON.stringify(ok(teams)), {
      rows: teams.length,
      total,
    });
  };
}
