import type { Season, SeasonStatus } from '@domain/seasons';

/** Which season the league shows first: one being played, else one taking entries, else the last one played. */
const CURRENT_FIRST: readonly (readonly SeasonStatus[])[] = [
  ['Live', 'Playoffs'],
  ['Registration'],
  ['Finished'],
];

/**
 * The league's current season among `seasons` (newest start first, as GET /seasons lists them): the newest
 * Live or Playoffs season, else the newest in Registration, else the newest Finished; null when none is
 * (no season, or only seasons still in Setup).
 */
export function currentSeason(seasons: readonly Season[]): Season | null {
  for (const statuses of CURRENT_FIRST) {
    const found = seasons.find((season) => statuses.includes(season.status));
    if (found) return found;
  }
  return null;
}
