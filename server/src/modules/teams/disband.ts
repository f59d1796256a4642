import type { Queryable } from '@server/db/client';
import { recordAudit } from '../audit/service';
import { cancelPendingOfTeam } from '../roster-lock/service';
import { deleteTeam, keepTeamDisbanded, lockSeasonsOfTeam, lockUnsettledMatches } from './repository';

// A team's last member leaves (POST /teams/{id}/leave) or deletes their account: the team disbands.
//
// - Without season history (no season entry, no match) it is deleted, as it always was.
// - With season history it is kept, so its results and its opponents' standings keep their meaning: it is
//   marked disbanded (its name and code are free again), loses its players, its pending invitations and
//   join requests close (the invitations module's part, see DisbandingListener), its pending roster
//   changes are cancelled (through the roster-lock module, which owns them), and every match of it not
//   settled yet becomes a Confirmed forfeit against it (the match-results module's part, see
//   DisbandListener).
//
// Locks (decision 0012: results lock the season row FOR UPDATE, then the match row; registrations lock the
// season row FOR SHARE, then the team row). Callers lock the team's seasons first (lockSeasonsOfTeam),
// then the team row, as registrations do; disbandTeam then locks the team's unsettled matches before it
// writes anything. So a result report racing a disbanding waits for it on the season row (or the other
// way round) and neither can hold what the other waits for. The writes that bump a season's standings
// version (the team row, the matches) come after those locks: a scheduling step, which locks only its
// match and then bumps the version, cannot be waiting on a version this transaction holds.

/** The team row as its lock read it. */
export interface DisbandingTeam {
  id: number;
  name: string;
  code: string;
}

/**
 * What another module does when a team with season history disbands, inside the same transaction, after
 * the team is marked disbanded and has no players: the match-results module forfeits its unsettled
 * matches (registered at start-up through app.teams.onDisbanded: teams may not import it, as it depends on
 * seasons, which depends on teams). Returns how many matches it forfeited.
 */
export type DisbandListener = (tx: Queryable, team: DisbandingTeam, now: Date) => Promise<number>;

/**
 * What another module closes of a team with season history that disbands, inside the same transaction,
 * right after the team is marked disbanded and has no players: the invitations module closes its pending
 * invitations and join requests (registered at start-up through app.teams.onDisbanding: teams may not
 * import it, as it depends on teams).
 */
export type DisbandingListener = (tx: Queryable, teamId: number) => Promise<void>;

/** The other modules' parts of a disbanding, in the order they run. */
export interface DisbandListeners {
  closing: readonly DisbandingListener[];
  disbanded: readonly DisbandListener[];
}

export interface DisbandOptions {
  actorUserId: number;
  /** Why, kept in the audit log: 'last member left' or 'last member deleted their account'. */
  reason: string;
  now: Date;
  listeners: DisbandListeners;
}

/** Disbands a team whose row the caller has locked (and, before it, its seasons: lockSeasonsOfTeam). */
export async function disbandTeam(
  tx: Queryable,
  team: DisbandingTeam,
  { actorUserId, reason, now, listeners }: DisbandOptions,
): Promise<'deleted' | 'disbanded'> {
  // Again under the team lock: a season registered since the caller's lockSeasonsOfTeam is locked now
  // (already held locks are no-ops). Entries are written under the team lock, so no more can appear.
  const seasonIds = await lockSeasonsOfTeam(tx, team.id);
  const audit = { actorUserId, action: 'team.disband', targetType: 'team', targetId: team.id };
  if (seasonIds.length === 0) {
    await deleteTeam(tx, team.id);
    await recordAudit(tx, { ...audit, details: { name: team.name, code: team.code, reason } });
    return 'deleted';
  }

  await lockUnsettledMatches(tx, team.id);
  await keepTeamDisbanded(tx, team.id, now);
  for (const listener of listeners.closing) await listener(tx, team.id);
  await cancelPendingOfTeam(tx, team.id, now);

  let forfeitedMatches = 0;
  for (const listener of listeners.disbanded) forfeitedMatches += await listener(tx, team, now);
  await recordAudit(tx, {
    ...audit,
    details: { name: team.name, code: team.code, reason, kept: true, seasonIds, forfeitedMatches },
  });
  return 'disbanded';
}
