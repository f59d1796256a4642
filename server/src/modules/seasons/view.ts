import type { Season, SeasonEntry } from '@domain/seasons';
import type { Queryable } from '@server/db/client';
import { type DivisionRow, divisionsOf, type EntryRow, type SeasonRow } from './repository';

// Seasons and entries as the API shows them.

function toApiSeason(row: SeasonRow, divisions: readonly DivisionRow[]): Season {
  const {
    pointsWin,
    pointsDraw,
    pointsLoss,
    pointsForfeit,
    startsAt,
    createdAt,
    transferWindowEndsAt,
    ...rest
  } = row;
  return {
    ...rest,
    startsAt: startsAt.toISOString(),
    transferWindowEndsAt: transferWindowEndsAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    pointsRules: { win: pointsWin, draw: pointsDraw, loss: pointsLoss, forfeit: pointsForfeit },
    divisions: divisions
      .filter((division) => division.seasonId === row.id)
      .map(({ id, name, mmrPercentage }) => ({ id, name, mmrPercentage })),
  };
}

/** The seasons with their divisions, read in one query whatever the number of seasons. */
export async function presentSeasons(db: Queryable, rows: readonly SeasonRow[]): Promise<Season[]> {
  const divisions = await divisionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApiSeason(row, divisions));
}

export async function presentSeason(db: Queryable, row: SeasonRow): Promise<Season> {
  const [season] = await presentSeasons(db, [row]);
  return season;
}

export function presentEntry({ teamId, teamName, registeredAt, ...row }: EntryRow): SeasonEntry {
  return {
    ...row,
    id: teamId,
    team: { id: teamId, name: teamName },
    registeredAt: registeredAt.toISOString(),
  };
}
