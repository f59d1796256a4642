import type { Team } from '@domain/api';
import type { MatchDispute } from '@domain/match-results';
import type { MatchEvent, MatchProposal } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import { http } from 'msw';
import {
  makeMatch as makeLeagueMatch,
  makeProposal as makeLeagueProposal,
  makeSeason,
} from './leagueFixtures';
import { ok, server } from './msw';
import { makePlayer, makeTeam, record, type SeenRequest } from './teamFixtures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An instant `ms` from now, ISO 8601 UTC, on the minute (as a datetime-local input gives it back). */
export function fromNow(ms: number): string {
  const at = new Date(Date.now() + ms);
  at.setSeconds(0, 0);
  return at.toISOString();
}
export { DAY, HOUR };

// Red Devils (team 4, captain user 7) play Blue Sharks (team 5, captain user 8, co-captain user 9).
export const redDevils = makeTeam({
  id: 4,
  name: 'Red Devils',
  logoUrl: `/api/logos/${'ab'.repeat(32)}.png`,
  players: [makePlayer({ id: 1, userId: 7, displayName: 'Splat Master', isCaptain: true })],
});
export const blueSharks = makeTeam({
  id: 5,
  name: 'Blue Sharks',
  players: [
    makePlayer({ id: 2, userId: 8, displayName: 'Shark Bait', isCaptain: true }),
    makePlayer({ id: 3, userId: 9, displayName: 'Fin Flip', isCoCaptain: true }),
  ],
});

export const season: Season = makeSeason({ status: 'Live', teamCount: 6 });

/** A match whose week is open for proposals: it started a day ago, the default time is 3 days away. */
export function makeMatch(overrides: Partial<Match> = {}): Match {
  const defaultTime = fromNow(3 * DAY);
  return makeLeagueMatch({
    id: 1,
    divisionId: 12,
    week: 2,
    windowStart: fromNow(-DAY),
    windowEnd: fromNow(6 * DAY),
    defaultTime,
    scheduledAt: defaultTime,
    teamA: { id: 4, name: 'Red Devils' },
    teamB: { id: 5, name: 'Blue Sharks' },
    ...overrides,
  });
}

/** A match played two hours ago, its scheduling long closed. */
export function makePlayedMatch(overrides: Partial<Match> = {}): Match {
  const played = fromNow(-2 * HOUR);
  return makeMatch({
    windowStart: fromNow(-3 * DAY),
    windowEnd: fromNow(4 * DAY),
    defaultTime: played,
    scheduledAt: played,
    ...overrides,
  });
}

export const makeProposal = (overrides: Partial<MatchProposal> = {}): MatchProposal =>
  makeLeagueProposal({
    id: 30,
    matchId: 1,
    team: { id: 4, name: 'Red Devils' },
    proposedBy: 'Splat Master',
    time: fromNow(2 * DAY + 4 * HOUR),
    expiresAt: fromNow(DAY),
    createdAt: fromNow(-HOUR),
    ...overrides,
  });

export function makeEvent(overrides: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id: 1,
    kind: 'timeProposed',
    actor: 'Splat Master',
    team: { id: 4, name: 'Red Devils' },
    details: {},
    createdAt: fromNow(-HOUR),
    ...overrides,
  };
}

export function makeDispute(overrides: Partial<MatchDispute> = {}): MatchDispute {
  return {
    id: 40,
    matchId: 1,
    team: { id: 5, name: 'Blue Sharks' },
    disputedBy: 'Shark Bait',
    note: 'They had six players on the field.',
    evidenceUrls: ['https://clips.example.com/round-3'],
    status: 'Open',
    decidedBy: null,
    decisionNote: null,
    decidedAt: null,
    createdAt: fromNow(-HOUR),
    ...overrides,
  };
}

interface MatchState {
  match: Match;
  proposals?: MatchProposal[];
  history?: MatchEvent[];
  disputes?: MatchDispute[];
  teams?: Team[];
}

/**
 * GET /matches/1 and its lists, the season and both teams, answering `state` (which a test may change:
 * the page reads it again after each step). Writes are recorded in the returned list and answered by
 * `writes`, else with the match.
 */
/** The join code the fixtures' server gives the signed-in player. */
export const JOIN_CODE = 'K7PX3M';

export function serveMatch(state: MatchState) {
  const seen: SeenRequest[] = [];
  const teams = state.teams ?? [redDevils, blueSharks];
  server.use(
    http.get('/api/matches/1', () => ok(state.match)),
    http.get('/api/matches/1/proposals', () => ok(state.proposals ?? [])),
    http.get('/api/matches/1/history', () => ok(state.history ?? [])),
    http.get('/api/matches/1/disputes', () => ok(state.disputes ?? [])),
    http.get('/api/seasons/3', () => ok(season)),
    ...teams.map((team) => http.get(`/api/teams/${team.id}`, () => ok(team))),
    // The signed-in player's own join code (the "Join the match" card asks for it).
    http.post('/api/matches/1/join-code', () =>
      ok({ code: JOIN_CODE, expiresAt: '2027-03-12T02:00:00.000Z' }),
    ),
    http.post('/api/matches/1/*', async ({ request }) => {
      await record(seen, request);
      return ok(state.match);
    }),
  );
  return seen;
}
