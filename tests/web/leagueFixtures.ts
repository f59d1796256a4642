import { DEFAULT_LEAGUE } from '@domain/constants';
import type { MatchProposal } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import type { DivisionStandings, StandingsRow } from '@domain/standings';
import { http } from 'msw';
import { server } from './msw';
import { okPage } from './teamFixtures';

export function makeSeason(overrides: Partial<Season> = {}): Season {
  return {
    id: 3,
    name: 'Spring 2027',
    status: 'Setup',
    league: { ...DEFAULT_LEAGUE },
    startsAt: '2027-03-01T18:00:00.000Z',
    weeks: 8,
    pointsRules: { win: 3, draw: 1, loss: 0, forfeit: 0 },
    tiebreakers: ['points', 'headToHead', 'roundDifference', 'roundsFor', 'rating'],
    playoffTeams: 4,
    playoffFormat: 'singleElimination',
    checkInMinutes: 30,
    noShowGraceMinutes: 15,
    divisions: [
      { id: 11, name: 'Gold', mmrPercentage: 40 },
      { id: 12, name: 'Silver', mmrPercentage: 60 },
    ],
    teamCount: 1,
    transferWindowEndsAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeStandingsRow(
  overrides: Partial<StandingsRow> & { team: StandingsRow['team'] },
): StandingsRow {
  return {
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    roundsFor: 0,
    roundsAgainst: 0,
    roundDifference: 0,
    points: 0,
    rank: 1,
    ...overrides,
  };
}

export function makeStandings(
  division: DivisionStandings['division'],
  rows: StandingsRow[],
): DivisionStandings {
  return { division, rows };
}

export function makeMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 500,
    seasonId: 3,
    divisionId: 11,
    week: 1,
    windowStart: '2027-03-01T18:00:00.000Z',
    windowEnd: '2027-03-08T18:00:00.000Z',
    defaultTime: '2027-03-04T19:00:00.000Z',
    scheduledAt: '2027-03-04T19:00:00.000Z',
    status: 'Scheduled',
    stage: 'league',
    teamA: { id: 4, name: 'Hot Shots' },
    teamB: { id: 5, name: 'Red Devils' },
    result: null,
    forfeit: null,
    resultSource: null,
    reportedBy: null,
    reportedAt: null,
    autoConfirmAt: null,
    liveScore: null,
    ...overrides,
  };
}

export function makeProposal(overrides: Partial<MatchProposal> = {}): MatchProposal {
  return {
    id: 900,
    matchId: 500,
    team: { id: 5, name: 'Red Devils' },
    proposedBy: 'Devil Dan',
    time: '2027-03-05T20:00:00.000Z',
    status: 'Open',
    expiresAt: '2027-03-03T20:00:00.000Z',
    respondedAt: null,
    createdAt: '2027-03-01T20:00:00.000Z',
    ...overrides,
  };
}

/** GET /seasons answering `seasons` (newest start first, as the server lists them). */
export function serveSeasonList(seasons: Season[]) {
  server.use(http.get('/api/seasons', () => okPage('seasons', seasons)));
}

/** The query of a GET /matches request: its filter, sort and range. */
export function listQueryOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const json = (name: string) => JSON.parse(params.get(name) ?? 'null');
  return { filter: json('filter') ?? {}, sort: json('sort'), range: json('range') };
}
