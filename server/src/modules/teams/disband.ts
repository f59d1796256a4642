import type { Queryable } from '@server/db/client';
import {
  matches,
  rosterChanges,
  seasonEntries,
  seasons,
  teamInvitations,
  teamPlayers,
  teams,
} from '@server/db/schema';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';

// A team's last member leaves (POST /teams/{id}/leave) or deletes their account: the team disbands.
//
// - Without season history (no season entry, no match) it is deleted, as it always was.
// - With season history it is kept, so its results and its opponents' standings keep their meaning: it is
//   marked disbanded (its name and code are free again), loses its players, its pending invitations,
//   join requests and roster changes close, and every match of it not settled yet becomes a Confirmed
//   forfeit against it (the match-results module does that part, see DisbandListener).
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

export interface DisbandOptions {
  actorUserId: number;
  /** Why, kept in the audit log: 'last member left' or 'last member deleted their account'. */
  reason: string;
  now: Date;
  listeners: readonly DisbandListener[];
}

/** The matches a disbanding settles: still waiting for a result, a confirmation or a decision. */
const UNSETTLED = ['Scheduled', 'Live', 'Reported', 'Disputed'] as const;

const playsIn = (teamId: number) => or(eq(matches.teamAId, teamId), eq(matches.teamBId, teamId));

/**
 * Locks, FOR UPDATE and in id order, every season the team is entered in or has a match in: call it before
 * locking the team row (see the lock order above). Returns their ids.
 */
export async function lockSeasonsOfTeam(tx: Queryable, teamId: number): Promise<number[]> {
  const entered = tx
    .select({ id: seasonEntries.seasonId })
    .from(seasonEntries)
    .where(eq(seasonEntries.teamId, teamId));
  const played = tx.select({ id: matches.seasonId }).from(matches).where(playsIn(teamId));
  const rows = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(or(inArray(seasons.id, entered), inArray(seasons.id, played)))
    .orderBy(asc(seasons.id))
    .for('update');
  return rows.map((row) => row.id);
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
    await tx.delete(teams).where(eq(teams.id, team.id));
    await recordAudit(tx, { ...audit, details: { name: team.name, code: team.code, reason } });
    return 'deleted';
  }

  await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(playsIn(team.id), inArray(matches.status, [...UNSETTLED])))
    .orderBy(asc(matches.id))
    .for('update');
  await tx.update(teams).set({ disbandedAt: now }).where(eq(teams.id, team.id));
  await tx.delete(teamPlayers).where(eq(teamPlayers.teamId, team.id));
  await tx
    .update(teamInvitations)
    .set({ status: 'closed', respondedAt: sql`now()` })
    .where(and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.status, 'pending')));
  await tx
    .update(rosterChanges)
    .set({ status: 'Cancelled', decidedAt: now })
    .where(and(eq(rosterChanges.teamId, team.id), eq(rosterChanges.status, 'Pending')));

  let forfeitedMatches = 0;
  for (const listener of listeners) forfeitedMatches += await listener(tx, team, now);
  await recordAudit(tx, {
    ...audit,
    details: { name: team.name, code: team.code, reason, kept: true, seasonIds, forfeitedMatches },
  });
  return 'disbanded';
}
