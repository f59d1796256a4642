import { messages } from '@domain/messages';
import { numberParam, param, plural } from './polyglotText';

const f = messages.fixtures;

/** `resources.matches`: the fixtures page (/matches), every signed-in user's list of matches and results. */
export const fixturesMessages = {
  name: plural((count) => (count === 1 ? f.match : f.title)),
  title: f.title,
  empty: f.empty,
  loadFailed: f.loadFailed,
  fields: {
    seasonId: f.season,
    divisionId: f.division,
    teamId: f.team,
    week: f.week,
    status: f.status,
    scheduledAt: f.time,
    teams: f.teams,
    result: f.result,
  },
  filters: {
    allSeasons: f.allSeasons,
    allDivisions: f.allDivisions,
    allTeams: f.allTeams,
    allStatuses: f.allStatuses,
    teamNeedsSeason: f.teamNeedsSeason,
    divisionOfSeason: f.divisionOfSeason(param('division'), param('season')),
  },
  status: messages.matches.statuses,
  forfeitKind: messages.matches.forfeitKinds,
  thisWeek: f.thisWeek,
  vs: f.vs,
  versus: f.versus(param('teamA'), param('teamB')),
  weekNumber: f.weekNumber(numberParam('week')),
  score: f.score(numberParam('roundsA'), numberParam('roundsB')),
  forfeit: f.forfeit(param('kind')),
  noScore: f.noScore,
  action: { openMatch: f.openMatch, openMatchOf: f.openMatchOf(param('match')) },
};
