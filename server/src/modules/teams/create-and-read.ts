import type { Team } from '@domain/api';
import { DEFAULT_DIVISION, DEFAULT_LEAGUE } from '@domain/constants';
import type { teamCreatePayloadSchema } from '@domain/teams';
import type { Db, Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { z } from 'zod';
import { cleanLogo } from '../logos/clean';
import { canSeeTeam } from './authority';
import { teamErrors } from './errors';
import { addPlayer, type PlayerJoinedListener } from './players';
import {
  findTeam,
  insertTeamRow,
  leagueExists,
  listTeams,
  membershipOf,
  type NewTeamRow,
  type TeamFilter,
  type TeamSortField,
} from './repository';
import { presentTeam, presentTeams, viewerOf } from './view';

// Creating teams and reading them: the league's Approved teams, one team, the caller's own team.

export type TeamCreateInput = z.output<typeof teamCreatePayloadSchema>;

const UNIQUE_TEAM_FIELDS: Record<string, () => Error> = {
  teams_name_lower_unique: teamErrors.nameTaken,
  teams_code_lower_unique: teamErrors.codeTaken,
};

async function insertTeam(tx: Queryable, values: NewTeamRow): Promise<number> {
  try {
    return await insertTeamRow(tx, values);
  } catch (error) {
    const taken = UNIQUE_TEAM_FIELDS[violatedUniqueConstraint(error) ?? ''];
    throw taken ? taken() : error;
  }
}

/** A new team is Pending whatever the client says, and its creator is its captain. */
export async function createTeam(
  db: Db,
  principal: AuthPrincipal,
  input: TeamCreateInput,
  playerJoined: PlayerJoinedListener,
): Promise<Team> {
  const logo = cleanLogo(input.logo);
  return db.transaction(async (tx) => {
    const leagueId = input.leagueId ?? DEFAULT_LEAGUE.id;
    if (!(await leagueExists(tx, leagueId))) throw teamErrors.leagueNotFound();
    if (await membershipOf(tx, principal.id)) throw teamErrors.alreadyInTeam();
    const teamId = await insertTeam(tx, {
      name: input.name,
      code: input.code,
      logoPng: logo.png,
      logoSha256: logo.sha256,
      website: input.website ?? null,
      leagueId,
      divisionId: DEFAULT_DIVISION.id,
      createdBy: principal.id,
    });
    await addPlayer(
      tx,
      { teamId, userId: principal.id, isCaptain: true },
      teamErrors.alreadyInTeam,
      principal.id,
    );
    await playerJoined(tx, principal.id);
    return readTeam(tx, principal, teamId);
  });
}

/** A team as the principal may see it, or 404. */
export async function readTeam(db: Queryable, principal: AuthPrincipal, teamId: number): Promise<Team> {
  const viewer = await viewerOf(db, principal);
  const row = await findTeam(db, teamId);
  if (!row || !canSeeTeam(viewer, row)) throw teamErrors.teamNotFound();
  return presentTeam(db, row, viewer);
}

export async function myTeam(db: Queryable, principal: AuthPrincipal): Promise<Team | null> {
  const viewer = await viewerOf(db, principal);
  const row = viewer.membership ? await findTeam(db, viewer.membership.teamId) : null;
  return row ? presentTeam(db, row, viewer) : null;
}

/** A page of teams; `query.filter.status` narrows it (the league list forces 'Approved'). */
export async function teamPage(
  db: Queryable,
  principal: AuthPrincipal,
  query: ListQuery<TeamSortField, TeamFilter>,
): Promise<{ teams: Team[]; total: number }> {
  // Independent reads: on PostgreSQL they run side by side on two pooled connections.
  const [viewer, { rows, total }] = await Promise.all([viewerOf(db, principal), listTeams(db, query)]);
  return { teams: await presentTeams(db, rows, viewer), total };
}
