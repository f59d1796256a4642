import type { SeasonStatus } from '@domain/seasons';

/** What the league announces; each kind is queued by the module that takes the step, in its transaction. */
export type LeagueEvent =
  /** A time was agreed (a proposal accepted) or an admin set it. */
  | { kind: 'matchScheduled'; matchId: number }
  /** The match's result became Confirmed: the other captain, an admin, the game server or the 24 h rule. */
  | { kind: 'resultConfirmed'; matchId: number; automatically?: boolean }
  /** `teamId` disputed the reported result. */
  | { kind: 'disputeOpened'; matchId: number; teamId: number }
  /** The match's check-in opened (its season's checkInMinutes before kick-off). */
  | { kind: 'checkInOpened'; matchId: number }
  /** The match starts within the hour. */
  | { kind: 'matchStartsSoon'; matchId: number }
  /** The league forfeited a team that did not check in (or both: a mutual no-show). */
  | { kind: 'noShowForfeit'; matchId: number }
  /** The season moved to its next stage. */
  | { kind: 'seasonStatusChanged'; seasonId: number; to: Exclude<SeasonStatus, 'Setup'> };
