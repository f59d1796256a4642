import type { Team } from '@domain/api';

/** The league table's order: points, most first, then name. */
export function leagueStandings(teams: readonly Team[]): Team[] {
  return [...teams].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}
