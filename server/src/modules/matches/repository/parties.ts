import type { Queryable } from '@server/db/client';
import { matchEvents, matches, teamPlayers, teams } from '@server/db/schema';
import { and, eq, inArray, or } from 'drizzle-orm';

// Reads and writes of a match's parties and history: its row locked, the teams its users lead, its events.

export type MatchRecord = typeof matches.$inferSelect;

/** The match, locked for the rest of the transaction; undefined when there is none. */
export async function lockMatchRow(tx: Queryable, id: number): Promise<MatchRecord | undefined> {
  const [match] = await tx.select().from(matches).where(eq(matches.id, id)).for('update');
  return match;
}

/** The team among `teamIds` the user is captain or co-captain of, or undefined. */
export async function teamLedBy(tx: Queryable, userId: number, teamIds: number[]) {
  const [leads] = await tx
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(
      and(
        eq(teamPlayers.userId, userId),
        inArray(teamPlayers.teamId, teamIds),
        or(eq(teamPlayers.isCaptain, true), eq(teamPlayers.isCoCaptain, true)),
      ),
    );
  return leads;
}

export async function insertMatchEvent(tx: Queryable, event: typeof matchEvents.$inferInsert): Promise<void> {
  await tx.insert(matchEvents).values(event);
}

/** Adds several history steps in one statement. */
export async function insertMatchEvents(
  tx: Queryable,
  events: Pick<typeof matchEvents.$inferInsert, 'matchId' | 'kind' | 'details'>[],
): Promise<void> {
  await tx.insert(matchEvents).values(events);
}

/** The user ids of the team's captain and co-captains. */
export async function leaderIdsOf(tx: Queryable, teamId: number): Promise<number[]> {
  const leaders = await tx
    .select({ userId: teamPlayers.userId })
    .from(teamPlayers)
    .where(
      and(
        eq(teamPlayers.teamId, teamId),
        or(eq(teamPlayers.isCaptain, true), eq(teamPlayers.isCoCaptain, true)),
      ),
    );
  return leaders.map((leader) => leader.userId);
}

/** The team's name, or undefined when it is gone. */
export async function teamNameOf(tx: Queryable, teamId: number): Promise<string | undefined> {
  const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return team?.name;
}

/** Whether the user plays in either of the match's teams. */
export async function playsInMatch(db: Queryable, matchId: number, userId: number): Promise<boolean> {
  const [member] = await db
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .innerJoin(matches, or(eq(matches.teamAId, teamPlayers.teamId), eq(matches.teamBId, teamPlayers.teamId)))
    .where(and(eq(matches.id, matchId), eq(teamPlayers.userId, userId)))
    .limit(1);
  return member !== undefined;
}
