import type { MatchEvent, MatchProposal } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { Announcer } from '../discord-announcements/announcer';
import { matchErrors } from '../matches/errors';
import { readsDisputeParticulars } from '../matches/parties';
import { teamCalendar } from './calendar';
import { acceptProposal, declineProposal, proposeTime, scheduleMatch } from './proposals';
import { historyOf, matchExists, proposalsOf } from './repository';
import { sweepSchedules } from './sweep';
import { presentEvent, presentProposal, withoutDisputeParticulars } from './view';

// The match-scheduling module's service (app.matchScheduling): proposals, the admin's time, the match's
// history and the teams' calendar feeds.

export interface MatchSchedulingService {
  proposals(matchId: number): Promise<MatchProposal[]>;
  propose(principal: AuthPrincipal, matchId: number, time: Date): Promise<MatchProposal>;
  accept(principal: AuthPrincipal, matchId: number, proposalId: number): Promise<Match>;
  decline(principal: AuthPrincipal, matchId: number, proposalId: number): Promise<MatchProposal>;
  schedule(principal: AuthPrincipal, matchId: number, time: Date, reason?: string | null): Promise<Match>;
  /** The match's steps, oldest first; a dispute's particulars only for the two teams' members and admins. */
  history(principal: AuthPrincipal, matchId: number): Promise<MatchEvent[]>;
  calendar(teamId: number): Promise<string>;
  /**
   * Extension point: `step` runs in every run of the scheduling sweep (each minute, on every instance), after
   * its own work, at the sweep's time; it must be safe on several instances at once. The check-in module's
   * no-show rule runs here.
   */
  duringSweep(step: SweepStep): void;
  /** The sweep at `now`: expiries, default times, then the registered steps in order. */
  sweep(now: Date): Promise<void>;
}

export type SweepStep = (now: Date) => Promise<unknown>;

export function createMatchSchedulingService({
  db,
  clock,
  publicUrl,
  announcer,
}: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  announcer: Announcer;
}): MatchSchedulingService {
  const deps = { db, clock, announcer };
  const sweepSteps: SweepStep[] = [];
  return {
    async proposals(matchId) {
      const rows = await proposalsOf(db, matchId);
      if (rows.length === 0 && !(await matchExists(db, matchId))) throw matchErrors.matchNotFound();
      const now = clock.now();
      return rows.map((row) => presentProposal(row, now));
    },
    propose: (principal, matchId, time) => proposeTime(deps, principal, matchId, time),
    accept: (principal, matchId, proposalId) => acceptProposal(deps, principal, matchId, proposalId),
    decline: (principal, matchId, proposalId) => declineProposal(deps, principal, matchId, proposalId),
    schedule: (principal, matchId, time, reason = null) =>
      scheduleMatch(deps, principal, matchId, time, reason),
    async history(principal, matchId) {
      const [rows, insider] = await Promise.all([
        historyOf(db, matchId),
        readsDisputeParticulars(db, matchId, principal),
      ]);
      if (rows.length === 0 && !(await matchExists(db, matchId))) throw matchErrors.matchNotFound();
      const events = rows.map(presentEvent);
      return insider ? events : events.map(withoutDisputeParticulars);
    },
    calendar: (teamId) => teamCalendar(db, teamId, publicUrl),
    duringSweep(step) {
      sweepSteps.push(step);
    },
    async sweep(now) {
      await sweepSchedules(db, now);
      for (const step of sweepSteps) await step(now);
    },
  };
}
