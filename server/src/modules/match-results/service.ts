import type { AdminResultPayload, DisputePayload, MatchDispute, ResultPayload } from '@domain/match-results';
import type { Match } from '@domain/matches';
import { MAX_PAGE_ROWS } from '@domain/paging';
import type { Queryable } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { type MatchRecord, readsDisputeParticulars } from '../matches/parties';
import { autoConfirmResults } from './auto-confirm';
import { resultErrors } from './errors';
import { type DisputeFilter, type DisputeSortField, findDispute, listDisputes } from './repository';

import type { ResultChangedListener, SettledListener } from './settle';
import { confirmResult, type Deps, decideResult, disputeResult, reportResult } from './steps';
import { presentDispute, withoutParticulars } from './view';

// The match-results module's service (app.matchResults): reports, confirmations, disputes and decisions.

export interface MatchResultService {
  report(principal: AuthPrincipal, matchId: number, payload: ResultPayload): Promise<Match>;
  confirm(principal: AuthPrincipal, matchId: number): Promise<Match>;
  dispute(principal: AuthPrincipal, matchId: number, payload: DisputePayload): Promise<Match>;
  decide(principal: AuthPrincipal, matchId: number, payload: AdminResultPayload): Promise<Match>;
  disputes(
    query: ListQuery<DisputeSortField, DisputeFilter>,
  ): Promise<{ disputes: MatchDispute[]; total: number }>;
  readDispute(id: number): Promise<MatchDispute>;
  /** A match's disputes, newest first; their particulars only for the two teams' members and admins. */
  disputesOfMatch(principal: AuthPrincipal, matchId: number): Promise<MatchDispute[]>;
  /** Confirms the reports nobody answered within 24 h of `now` (auto-confirm.ts); how many it confirmed. */
  autoConfirm(now: Date): Promise<number>;
  /**
   * Everything that follows a result another module settled (a game server's, a no-show forfeit), in its
   * transaction, which holds the season's row lock: as for a result settled here (settle.ts).
   */
  afterSettled(tx: Queryable, match: MatchRecord, status: 'Confirmed' | 'Voided', now: Date): Promise<number>;
  /**
   * Extension point: `listener` runs in the transaction of every match whose result settles, a disbanded
   * team's forfeits included, after the roster that played it is kept; listeners run in registration order
   * (app.ts registers playoffs, then fixtures: the bracket moves on before the next Swiss week is paired).
   */
  onSettled(listener: SettledListener): void;
  /**
   * Extension point: `listener` runs in the transaction whenever what a match's result counts for may have
   * changed (settled, corrected, voided, or a game server's result disputed), after the settled listeners;
   * the ratings module replays the ratings from that match.
   */
  onResultChanged(listener: ResultChangedListener): void;
}

export function createMatchResultService(deps: Deps): MatchResultService {
  const { settlement } = deps;
  return {
    report: (principal, matchId, payload) => reportResult(deps, principal, matchId, payload),
    confirm: (principal, matchId) => confirmResult(deps, principal, matchId),
    dispute: (principal, matchId, payload) => disputeResult(deps, principal, matchId, payload),
    decide: (principal, matchId, payload) => decideResult(deps, principal, matchId, payload),
    async disputes(query) {
      const { rows, total } = await listDisputes(deps.db, query);
      return { disputes: rows.map(presentDispute), total };
    },
    async readDispute(id) {
      const row = await findDispute(deps.db, id);
      if (!row) throw resultErrors.disputeNotFound();
      return presentDispute(row);
    },
    async disputesOfMatch(principal, matchId) {
      const [{ rows }, insider] = await Promise.all([
        listDisputes(deps.db, { filter: { matchId }, range: { offset: 0, limit: MAX_PAGE_ROWS } }),
        readsDisputeParticulars(deps.db, matchId, principal),
      ]);
      const disputes = rows.map(presentDispute);
      return insider ? disputes : disputes.map(withoutParticulars);
    },
    autoConfirm: (now) => autoConfirmResults(deps, now),
    afterSettled: (tx, match, status, now) => settlement.afterSettled(tx, match, status, now),
    onSettled: (listener) => settlement.onSettled(listener),
    onResultChanged: (listener) => settlement.onResultChanged(listener),
  };
}
