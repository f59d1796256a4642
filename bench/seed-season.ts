import { DEFAULT_TIEBREAKERS } from '../domain/standings';
import type { Queryable } from '../server/src/db/client';
import { divisions, seasonEntries, seasons } from '../server/src/db/schema';

// A Live season of one division (3-1-0 points), written straight into a bench database before its server
// starts, for the budgets that read a season rather than build one through the API.

export async function insertLiveSeason(
  tx: Queryable,
  season: { name: string; division: string; startsAt: Date; weeks: number },
): Promise<{ seasonId: number; divisionId: number }> {
  const [row] = await tx
    .insert(seasons)
    .values({
      leagueId: 1,
      name: season.name,
      status: 'Live',
      startsAt: season.startsAt,
      weeks: season.weeks,
      pointsWin: 3,
      pointsDraw: 1,
      pointsLoss: 0,
      pointsForfeit: 0,
      tiebreakers: [...DEFAULT_TIEBREAKERS],
    })
    .returning({ id: seasons.id });
  const [division] = await tx
    .insert(divisions)
    .values({ name: season.division, mmrPercentage: 100, seasonId: row!.id, tier: 0 })
    .returning({ id: divisions.id });
  return { seasonId: row!.id, divisionId: division!.id };
}

/** Places `teamIds` in the season's division, seeded in that order. */
export async function enterTeams(
  tx: Queryable,
  placement: { seasonId: number; divisionId: number; teamIds: number[] },
): Promise<void> {
  await tx.insert(seasonEntries).values(
    placement.teamIds.map((teamId, index) => ({
      seasonId: placement.seasonId,
      teamId,
      divisionId: placement.divisionId,
      seedRating: 1500 - index,
      placedByAdmin: true,
    })),
  );
}
