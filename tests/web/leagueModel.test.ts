import type { Match } from '@domain/matches';
import type { SeasonStatus } from '@domain/seasons';
import { describe, expect, it } from 'vitest';
import { awaitsConfirmationBy, opponentOf, outcomeOf } from '@/resources/matches/teamMatchModel';
import { currentSeason } from '@/resources/seasons/currentSeason';
import { makeMatch, makeSeason } from './fixtures';

describe('currentSeason', () => {
  const season = (id: number, status: SeasonStatus) => makeSeason({ id, status });

  it('takes the newest Live or Playoffs season, else Registration, else Finished, never Setup', () => {
    expect(
      currentSeason([season(5, 'Setup'), season(4, 'Registration'), season(3, 'Playoffs'), season(2, 'Live')])
        ?.id,
    ).toBe(3);
    expect(
      currentSeason([season(5, 'Registration'), season(4, 'Finished'), season(3, 'Registration')])?.id,
    ).toBe(5);
    expect(currentSeason([season(5, 'Setup'), season(4, 'Finished'), season(3, 'Finished')])?.id).toBe(4);
    expect(currentSeason([season(5, 'Setup')])).toBeNull();
    expect(currentSeason([])).toBeNull();
  });
});

describe('a match told from one team’s side', () => {
  const hotShots = 4;
  const devils = 5;
  /** Hot Shots (team A) against Red Devils (team B). */
  const match = (overrides: Partial<Match> = {}) =>
    makeMatch({
      teamA: { id: hotShots, name: 'Hot Shots' },
      teamB: { id: devils, name: 'Red Devils' },
      ...overrides,
    });

  it('names the opponent on either side', () => {
    expect(opponentOf(match(), hotShots).name).toBe('Red Devils');
    expect(opponentOf(match(), devils).name).toBe('Hot Shots');
  });

  it('reads win, draw and loss from the rounds, and from a forfeit', () => {
    const won = match({ result: { teamA: 7, teamB: 5 } });
    expect([outcomeOf(won, hotShots), outcomeOf(won, devils)]).toEqual(['win', 'loss']);
    const drawn = match({ result: { teamA: 6, teamB: 6 } });
    expect([outcomeOf(drawn, hotShots), outcomeOf(drawn, devils)]).toEqual(['draw', 'draw']);
    const forfeited = match({ forfeit: { kind: 'technical', loserTeamId: devils } });
    expect([outcomeOf(forfeited, hotShots), outcomeOf(forfeited, devils)]).toEqual(['win', 'loss']);
    const mutual = match({ forfeit: { kind: 'mutual', loserTeamId: null } });
    expect([outcomeOf(mutual, hotShots), outcomeOf(mutual, devils)]).toEqual(['loss', 'loss']);
    expect(outcomeOf(match(), hotShots)).toBeNull();
  });

  it('waits for a team’s confirmation only on a report the other team made', () => {
    const reportedByDevils = match({
      status: 'Reported',
      reportedBy: { id: devils, name: 'Red Devils' },
    });
    expect(awaitsConfirmationBy(reportedByDevils, hotShots)).toBe(true);
    expect(awaitsConfirmationBy(reportedByDevils, devils)).toBe(false);
    expect(awaitsConfirmationBy({ ...reportedByDevils, status: 'Confirmed' }, hotShots)).toBe(false);
    expect(awaitsConfirmationBy({ ...reportedByDevils, reportedBy: null }, hotShots)).toBe(false);
  });
});
