import type { Queryable } from '@server/db/client';
import { matches, seasonEntries, seasons, teamPlayers, teams } from '@server/db/schema';
import { and, asc, eq, inArray, or } from 'drizzle-orm';

// Reads and writes of a team disbanding (disband.ts holds the rules and the lock order).

/** The matches a disbanding settles: still waiting for a result, a confirmation or a decision. */
const UNSETTLED = ['Scheduled', 'Live', 'Reported', 'Disputed'] as const;

const playsIn = (teamId: number) => or(eq(matches.teamAId, teamId), eq(matches.teamBId, teamId));

/**
 * Locks, FOR UPDATE and in id order, every season the team is entered in or has a match in: call it before
 * locking the team row (see the lock order in disband.ts). Returns their ids.
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

export async function deleteTeam(tx: Queryable, teamId: number): Promise<void> {
  await tx.delete(teams).where(eq(teams.id, teamId));
}

/** Locks, FOR UPDATE and in id order, the team's matches not settled yet. */
export async function lockUnsettledMatches(tx: Queryable, teamId: number): Promise<void> {
  await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(playsIn(teamId), inArray(matches.status, [...UNSETTLED])))
    .orderBy(asc(matches.id))
    .for('update');
}

/** Keeps the team's row marked disbanded at `now`, without players. */
export async function keepTeamDisbanded(tx: Queryable, teamId: number, now: Date): Promise<void> {
  await tx.update(teams).set({ disbandedAt: now }).where(eq(teams.id, teamId));
  await tx.delete(teamPlayers).where(eq(teamPlayers.teamId, teamId));
}
