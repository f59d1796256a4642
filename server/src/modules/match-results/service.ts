import { MAX_PAGE_ROWS } from '@domain/envelope';
import type { AdminResultPayload, DisputePayload, MatchDispute, ResultPayload } from '@domain/match-results';
import type { Match } from '@domain/matches';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { Announcer } from '../discord-announcements/announcer';
import { readsDisputeParticulars } from '../matches/parties';
import { resultErrors } from './errors';
import { type DisputeFilter, type DisputeSortField, findDispute, listDisputes } from './repository';
import { confirmResult, decideResult, disputeResult, reportResult } from './steps';
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
}

export function createMatchResultService(deps: {
  db: Db;
  clock: Clock;
  announcer: Announcer;
}): MatchResultService {
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
  };
}
