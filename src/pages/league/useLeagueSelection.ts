import { useSearchParams } from 'react-router-dom';

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
