import type { Team, TeamPlayer } from '@domain/api';
import { canManageTeams } from '@domain/permissions';
import type { Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { logoUrlOf } from '../logos/url';
import { presentRating, teamRatingsOf } from '../ratings/read';
import { type Membership, membershipOf, type PlayerRow, playersOf, type TeamRow } from './repository';

// Teams as the API shows them. Player emails are shown only to the team's own members and team managers.

/** The signed-in user as the team rules see them: their place in a team, and whether they manage teams. */
export interface Viewer {
  membership: Membership | null;
  canManageTeams: boolean;
}

export async function viewerOf(db: Queryable, principal: AuthPrincipal): Promise<Viewer> {
  return { membership: await membershipOf(db, principal.id), canManageTeams: canManageTeams(principal) };
}

function toApiPlayer(row: PlayerRow, showEmail: boolean): TeamPlayer {
  return {
    id: row.id,
    userId: row.userId,
    user: showEmail ? { displayName: row.displayName, email: row.email } : { displayName: row.displayName },
    isCaptain: row.isCaptain,
    isCoCaptain: row.isCoCaptain,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What decides whose emails a viewer sees: their team and whether they manage teams. */
export interface EmailViewer {
  membership: { teamId: number } | null;
  canManageTeams: boolean;
}

/** The teams with their players, read in one query whatever the number of teams. */
export async function presentTeams(
  db: Queryable,
  rows: readonly TeamRow[],
  viewer: EmailViewer,
): Promise<Team[]> {
  const ids = rows.map((row) => row.id);
  const [players, ratings] = await Promise.all([playersOf(db, ids), teamRatingsOf(db, ids)]);
  return rows.map(({ logoSha256, ...row }) => {
    const showEmails = viewer.canManageTeams || viewer.membership?.teamId === row.id;
    return {
      ...row,
      logoUrl: logoSha256 ? logoUrlOf(logoSha256) : null,
      createdAt: row.createdAt.toISOString(),
      disbandedAt: row.disbandedAt?.toISOString() ?? null,
      rating: ratings.get(row.id) ?? presentRating(undefined),
      players: players
        .filter((player) => player.teamId === row.id)
        .map((player) => toApiPlayer(player, showEmails)),
    };
  });
}

export async function presentTeam(db: Queryable, row: TeamRow, viewer: Viewer): Promise<Team> {
  const [team] = await presentTeams(db, [row], viewer);
  return team;
}
