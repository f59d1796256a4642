import { DIVISION_NAME_MAX } from '@domain/seasons';
import type { Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import { divisions } from '@server/db/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { seasonErrors } from '../errors';

// Writes of a season's divisions after the season was created: the divisions module's edits, in its
// transactions. A name its season already has (ignoring case) is a 409.

const UNIQUE_NAME = 'divisions_season_name_lower_unique';

/** Renames a division or changes its share; a name its season already has (ignoring case) is a 409. */
export async function updateDivision(
  tx: Queryable,
  id: number,
  changes: { name?: string; mmrPercentage?: number; tier?: number },
): Promise<void> {
  try {
    await tx.update(divisions).set(changes).where(eq(divisions.id, id));
  } catch (error) {
    if (violatedUniqueConstraint(error) === UNIQUE_NAME) throw seasonErrors.divisionNameTaken();
    throw error;
  }
}

export async function deleteDivisions(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(divisions).where(inArray(divisions.id, [...ids]));
}

/**
 * Moves the given divisions out of the way of the names and tiers they are about to take (both are unique
 * per season and checked row by row): a negative tier and a name longer than any division name may be.
 */
export async function parkDivisions(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(divisions)
    .set({
      tier: sql`-1 - ${divisions.tier}`,
      name: sql`repeat('~', ${DIVISION_NAME_MAX + 1}) || ${divisions.id}`,
    })
    .where(inArray(divisions.id, [...ids]));
}

export async function insertDivisions(
  tx: Queryable,
  rows: readonly { seasonId: number; name: string; mmrPercentage: number; tier: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  try {
    await tx.insert(divisions).values([...rows]);
  } catch (error) {
    if (violatedUniqueConstraint(error) === UNIQUE_NAME) throw seasonErrors.divisionNameTaken();
    throw error;
  }
}
