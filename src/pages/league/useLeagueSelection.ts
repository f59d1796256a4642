import type { Season } from '@domain/seasons';
import { useSearchParams } from 'react-router-dom';
import { useLeagueSeasons } from '@/resources/seasons/useLeagueSeasons';

/** A positive whole number from the query, else undefined. */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The season and division /league shows, kept in the URL (?season=&division=) so that a reload, a shared
 * link or a second tab shows the same table. No division means all of them.
 */
export function useLeagueSelection() {
  const [params, setParams] = useSearchParams();
  const seasonId = idParam(params.get('season'));
  const divisionId = idParam(params.get('division'));
  const select = (season: number, division: number | undefined) => {
    const next = new URLSearchParams({ season: String(season) });
    if (division !== undefined) next.set('division', String(division));
    setParams(next);
  };
  return {
    seasonId,
    divisionId,
    /** Another season shows all its divisions. */
    selectSeason: (season: number) => select(season, undefined),
    selectDivision: (season: number, division: number | undefined) => select(season, division),
  };
}

/** The season and division a league page shows, and how to choose others (kept in the URL). */
export interface LeagueChoice {
  season: Season;
  /** Undefined: all the season's divisions. */
  divisionId: number | undefined;
  selectSeason: (seasonId: number) => void;
  selectDivision: (divisionId: number | undefined) => void;
}

/**
 * The league's seasons and what a league page shows of them: the season of the URL if there is one, else
 * the league's current season, else the newest; the division of the URL when it is one of that season's,
 * else all. No choice while the seasons load, or when the league has none.
 */
export function useLeagueChoice() {
  const seasons = useLeagueSeasons();
  const selection = useLeagueSelection();
  const season =
    seasons.data?.find((candidate) => candidate.id === selection.seasonId) ??
    seasons.current ??
    seasons.data?.[0];
  const choice: LeagueChoice | undefined = season && {
    season,
    divisionId: season.divisions.some((division) => division.id === selection.divisionId)
      ? selection.divisionId
      : undefined,
    selectSeason: selection.selectSeason,
    selectDivision: (division) => selection.selectDivision(season.id, division),
  };
  return { seasons, choice };
}
