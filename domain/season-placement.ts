// Placing a season's teams in its divisions when it goes Live: each division takes its
// mmrPercentage share of the season's teams, the highest ratings the top tier. Teams an admin placed stay
// where they are and count towards their division's share; teams without a rating start in the lowest tier.

export interface PlacementDivision {
  id: number;
  mmrPercentage: number;
}

export interface PlacementEntry {
  teamId: number;
  seedRating: number | null;
  /** The division an admin chose, or null. */
  adminDivisionId: number | null;
  /** Earlier registrations win ties between equal ratings. */
  registeredAt: Date;
}

/**
 * How many of `teamCount` teams each division takes: its share rounded down, then the teams left over one
 * each to the divisions with the largest remainders (the lower tier on equal remainders). Sums to teamCount.
 */
export function divisionQuotas(percentages: readonly number[], teamCount: number): number[] {
  const total = percentages.reduce((sum, share) => sum + share, 0);
  const exact = percentages.map((share) => (total === 0 ? 0 : (share * teamCount) / total));
  const quotas = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, tier) => ({ tier, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || b.tier - a.tier);
  let left = teamCount - quotas.reduce((sum, quota) => sum + quota, 0);
  for (const { tier } of byRemainder) {
    if (left <= 0) break;
    quotas[tier] += 1;
    left -= 1;
  }
  return quotas;
}

function byRating(a: PlacementEntry, b: PlacementEntry): number {
  return (
    (b.seedRating ?? 0) - (a.seedRating ?? 0) ||
    a.registeredAt.getTime() - b.registeredAt.getTime() ||
    a.teamId - b.teamId
  );
}

/**
 * The division of every entry, by team id. `divisions` are the tiers, top first. Admin placements are kept
 * (a division they overfill takes no one else); the rated teams fill the room left, top tier first.
 */
export function placeTeams(
  divisions: readonly PlacementDivision[],
  entries: readonly PlacementEntry[],
): Map<number, number> {
  const placement = new Map<number, number>();
  if (divisions.length === 0) return placement;
  const lowest = divisions.length - 1;
  const room = divisionQuotas(
    divisions.map((division) => division.mmrPercentage),
    entries.length,
  );
  const tierOf = new Map(divisions.map((division, tier) => [division.id, tier]));
  const take = (teamId: number, tier: number) => {
    placement.set(teamId, divisions[tier].id);
    room[tier] -= 1;
  };

  const rated: PlacementEntry[] = [];
  for (const entry of entries) {
    const adminTier = entry.adminDivisionId === null ? undefined : tierOf.get(entry.adminDivisionId);
    if (adminTier !== undefined) take(entry.teamId, adminTier);
    else if (entry.seedRating === null) take(entry.teamId, lowest);
    else rated.push(entry);
  }

  let tier = 0;
  for (const entry of rated.sort(byRating)) {
    while (tier < lowest && room[tier] <= 0) tier += 1;
    take(entry.teamId, tier);
  }
  return placement;
}
