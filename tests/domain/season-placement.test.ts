import { divisionQuotas, type PlacementEntry, placeTeams } from '@domain/season-placement';
import { describe, expect, it } from 'vitest';

const GOLD = { id: 11, mmrPercentage: 20 };
const SILVER = { id: 12, mmrPercentage: 30 };
const BRONZE = { id: 13, mmrPercentage: 50 };
const TIERS = [GOLD, SILVER, BRONZE];

let clock = 0;
function entry(
  teamId: number,
  seedRating: number | null,
  adminDivisionId: number | null = null,
): PlacementEntry {
  clock += 1;
  return { teamId, seedRating, adminDivisionId, registeredAt: new Date(Date.UTC(2027, 0, 1, 0, 0, clock)) };
}

/** The team ids placed in each division, in the order of `divisions`. */
function byDivision(divisions: readonly { id: number }[], placement: Map<number, number>): number[][] {
  return divisions.map((division) =>
    [...placement].filter(([, divisionId]) => divisionId === division.id).map(([teamId]) => teamId),
  );
}

describe('divisionQuotas', () => {
  it.each([
    [[20, 30, 50], 10, [2, 3, 5]],
    [[20, 30, 50], 6, [1, 2, 3]],
    [[50, 50], 6, [3, 3]],
    [[50, 50], 5, [2, 3]],
    [[34, 33, 33], 3, [1, 1, 1]],
    [[20, 30, 50], 0, [0, 0, 0]],
    [[100], 7, [7]],
    [[10, 90], 1, [0, 1]],
  ])('shares %j of %i teams as %j', (shares, teams, expected) => {
    expect(divisionQuotas(shares, teams)).toEqual(expected);
  });

  it('always hands out every team', () => {
    for (let teams = 0; teams <= 60; teams += 1) {
      for (const shares of [
        [20, 30, 50],
        [10, 15, 20, 25, 30],
        [1, 99],
        [33, 33, 34],
      ]) {
        const quotas = divisionQuotas(shares, teams);
        expect(quotas.reduce((sum, quota) => sum + quota, 0)).toBe(teams);
        quotas.forEach((quota, tier) => {
          expect(Math.abs(quota - (shares[tier] * teams) / 100)).toBeLessThan(1);
        });
      }
    }
  });
});

describe('placeTeams', () => {
  it('gives the highest ratings to the top tier, each tier its share', () => {
    const entries = [50, 90, 10, 70, 30, 100, 20, 80, 60, 40].map((rating) => entry(rating, rating));
    expect(byDivision(TIERS, placeTeams(TIERS, entries))).toEqual([
      [100, 90],
      [80, 70, 60],
      [50, 40, 30, 20, 10],
    ]);
  });

  it('starts teams without a rating in the lowest tier, even beyond its share', () => {
    const unrated = [1, 2, 3, 4, 5, 6, 7, 8].map((teamId) => entry(teamId, null));
    const placed = byDivision(TIERS, placeTeams(TIERS, [...unrated, entry(9, -5), entry(10, 3)]));
    expect(placed).toEqual([[10, 9], [], [1, 2, 3, 4, 5, 6, 7, 8]]);
  });

  it('keeps admin placements, counting them towards their division', () => {
    const entries = [
      entry(1, 10, GOLD.id),
      entry(2, 100),
      entry(3, 90),
      entry(4, 80, BRONZE.id),
      entry(5, 70),
      entry(6, 60),
      entry(7, 50),
      entry(8, 40),
      entry(9, 30),
      entry(10, null, SILVER.id),
    ];
    const placed = byDivision(TIERS, placeTeams(TIERS, entries));
    expect(placed[0].sort()).toEqual([1, 2]);
    expect(placed[1].sort((a, b) => a - b)).toEqual([3, 5, 10]);
    expect(placed[2].sort((a, b) => a - b)).toEqual([4, 6, 7, 8, 9]);
  });

  it('lets an admin overfill a division: the rated teams fill the room left', () => {
    const entries = [
      entry(1, 1, GOLD.id),
      entry(2, 2, GOLD.id),
      entry(3, 3, GOLD.id),
      entry(4, 100),
      entry(5, 90),
    ];
    const halves = [GOLD, { id: 15, mmrPercentage: 50 }].map((d) => ({ ...d, mmrPercentage: 50 }));
    expect(byDivision(halves, placeTeams(halves, entries))).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('breaks rating ties by registration, then team id', () => {
    const first = entry(9, 50);
    const second = entry(3, 50);
    const halves = [
      { id: 1, mmrPercentage: 50 },
      { id: 2, mmrPercentage: 50 },
    ];
    expect(byDivision(halves, placeTeams(halves, [second, first]))).toEqual([[9], [3]]);
  });

  it('places every team exactly once in one of the divisions, whatever the mix', () => {
    for (let teams = 0; teams <= 40; teams += 1) {
      const entries = Array.from({ length: teams }, (_, index) =>
        entry(
          index + 1,
          index % 3 === 0 ? null : (index * 37) % 101,
          index % 7 === 0 ? TIERS[index % 3].id : null,
        ),
      );
      const placement = placeTeams(TIERS, entries);
      expect(placement.size).toBe(teams);
      for (const divisionId of placement.values()) expect(TIERS.map((d) => d.id)).toContain(divisionId);
      for (const e of entries) {
        if (e.adminDivisionId !== null) expect(placement.get(e.teamId)).toBe(e.adminDivisionId);
        else if (e.seedRating === null) expect(placement.get(e.teamId)).toBe(BRONZE.id);
      }
    }
  });

  it('ranks every placed rated team at least as high as any rated team below it', () => {
    const entries = Array.from({ length: 23 }, (_, index) => entry(index + 1, (index * 53) % 97));
    const placement = placeTeams(TIERS, entries);
    const tierOf = (teamId: number) => TIERS.findIndex((d) => d.id === placement.get(teamId));
    for (const a of entries) {
      for (const b of entries) {
        if ((a.seedRating ?? 0) > (b.seedRating ?? 0))
          expect(tierOf(a.teamId)).toBeLessThanOrEqual(tierOf(b.teamId));
      }
    }
    expect(byDivision(TIERS, placement).map((ids) => ids.length)).toEqual(divisionQuotas([20, 30, 50], 23));
  });
});
