import type { Queryable } from '@server/db/client';
import { teamPlayers } from '@server/db/schema';
import { eq } from 'drizzle-orm';

// The roster row an approved leave or removal takes away.

/** Deletes the team_players row `playerId` (one player's membership of one team). */
export async function deleteTeamPlayer(tx: Queryable, playerId: number): Promise<void> {
  await tx.delete(teamPlayers).where(eq(teamPlayers.id, playerId));
}
