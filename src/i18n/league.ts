import { messages } from '@domain/messages';
import { numberParam, param } from './polyglotText';

const s = messages.standings;
const m = messages.matchList;

/**
 * `app.league`: the league overview (its loading and error states, the season and division selectors,
 * the standings tables) and `matches`, how a match is named wherever it is listed, from domain/messages.
 */
export const leagueMessages = {
  title: messages.leagueOverview.title,
  loading: messages.league.loading,
  loadError: messages.league.loadError,
  season: s.season,
  division: s.division,
  allDivisions: s.allDivisions,
  seasonOption: s.seasonOption(param('season'), param('status')),
  noSeason: s.noSeason,
  noTeams: s.noTeams,
  tableLabel: s.tableLabel(param('division')),
  columns: s.columns,
  columnNames: s.columnNames,
  seasonStatus: messages.seasons.statuses,
  matches: {
    versus: m.versus,
    score: m.score(numberParam('own'), numberParam('other')),
    forfeit: m.forfeit(param('kind')),
    forfeitKinds: messages.matches.forfeitKinds,
    outcomes: m.outcomes,
    outcomeNames: m.outcomeNames,
    loadFailed: m.loadFailed,
  },
};
