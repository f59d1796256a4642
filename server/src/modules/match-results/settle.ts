import type { Queryable } from '@server/db/client';
import type { MatchRecord } from '../matches/parties';
import {
  forfeitForDisbanding,
  lockMatchesOfDisbandedTeams,
  UNSETTLED_MATCH_STATUSES,
} from './disband-forfeit';
import { keepRoster, seasonsWithMatchesOf } from './repository';

// What follows a match's result being settled (Confirmed or Voided), in the same transaction, whichever
// way it got there (the other captain, an admin, the 24 h auto-confirmation, a game server, a no-show).
// The modules that act on it subscribe through the results service (app.matchResults.onSettled and
// onResultChanged, in their plugins): this module calls none of them.

/** A match whose result was just settled, as its transaction holds it. */
export interface SettledMatch {
  match: MatchRecord;
  status: 'Confirmed' | 'Voided';
}

/**
 * What another module does when a match's result settles, inside that transaction, after the roster that
 * played it is kept: the playoffs module brings the bracket in line, the fixtures module pairs the next
 * Swiss week. It runs for every settled match, a disbanded team's forfeits included.
 */
export type SettledListener = (tx: Queryable, settled: SettledMatch) => Promise<void>;

/**
 * What another module does when what a match's result counts for may have changed, inside that
 * transaction: a result settled by a captain, an admin, the auto-confirmation, a game server or a no-show
 * (after its SettledListeners), or a game server's counted result disputed. The ratings module replays the
 * ratings from it. A disbanded team's forfeits are not reported: a forfeit changes no rating.
 */
export type ResultChangedListener = (tx: Queryable, matchId: number) => Promise<void>;

/** The settlement steps with the listeners registered at start-up (each runs in registration order). */
export interface Settlement {
  onSettled(listener: SettledListener): void;
  onResultChanged(listener: ResultChangedListener): void;
  /**
   * Everything that follows a settled match, in its transaction. A match the steps wrote for a disbanded
   * team (a bracket moving it on) is forfeited against it at once. The caller holds the season's row lock.
   * Returns how many matches were forfeited that way.
   */
  afterSettled(tx: Queryable, match: MatchRecord, status: 'Confirmed' | 'Voided', now: Date): Promise<number>;
  /** A counted result was reopened (a game server's result disputed), in its transaction. */
  afterReopened(tx: Queryable, matchId: number): Promise<void>;
  /**
   * The match-results side of a team disbanding (teams/disband.ts, registered with app.teams.onDisbanded):
   * each season it has unsettled matches in gets them forfeited against it. The disbanding transaction
   * holds those seasons' row locks and the matches' already. Returns how many matches were forfeited.
   */
  forfeitMatchesOfDisbandedTeam(tx: Queryable, team: { id: number }, now: Date): Promise<number>;
}

export function createSettlement(): Settlement {
  const settledListeners: SettledListener[] = [];
  const changedListeners: ResultChangedListener[] = [];

  /**
   * The roster and the settled listeners (the bracket, the next Swiss week), for one settled match: a
   * Confirmed result keeps the roster; any settled result brings a playoff bracket in line (a corrected or
   * voided result withdraws the later match drawn from it).
   */
  async function settleSteps(tx: Queryable, match: MatchRecord, status: 'Confirmed' | 'Voided') {
    if (status === 'Confirmed') await keepRoster(tx, match);
    for (const listener of settledListeners) await listener(tx, { match, status });
  }

  async function resultChanged(tx: Queryable, matchId: number) {
    for (const listener of changedListeners) await listener(tx, matchId);
  }

  /**
   * Forfeits every unsettled match of the season that a disbanded team plays in, each followed by the
   * after-settlement steps, until none is left (those steps may write more: a bracket moving the winner on,
   * the loser of a double-elimination bracket dropping down). The caller holds the season's row lock.
   * Returns how many matches it forfeited.
   */
  async function forfeitMatchesOfDisbandedTeams(tx: Queryable, seasonId: number, now: Date) {
    let forfeited = 0;
    for (;;) {
      const open = await lockMatchesOfDisbandedTeams(tx, seasonId);
      if (open.length === 0) return forfeited;
      for (const { match, loserTeamId } of open) {
        await forfeitForDisbanding(tx, match, loserTeamId, now);
        await settleSteps(tx, match, 'Confirmed');
        forfeited += 1;
      }
    }
  }

  return {
    onSettled: (listener) => {
      settledListeners.push(listener);
    },
    onResultChanged: (listener) => {
      changedListeners.push(listener);
    },
    async afterSettled(tx, match, status, now) {
      await settleSteps(tx, match, status);
      // Forfeits change no rating, so the disbanded teams' forfeits below need no replay.
      await resultChanged(tx, match.id);
      return forfeitMatchesOfDisbandedTeams(tx, match.seasonId, now);
    },
    afterReopened: resultChanged,
    async forfeitMatchesOfDisbandedTeam(tx, team, now) {
      let forfeited = 0;
      for (const seasonId of await seasonsWithMatchesOf(tx, team.id, UNSETTLED_MATCH_STATUSES))
        forfeited += await forfeitMatchesOfDisbandedTeams(tx, seasonId, now);
      return forfeited;
    },
  };
}
