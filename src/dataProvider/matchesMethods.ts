import type { MatchJoinCode } from '@domain/match-join-codes';
import type { DisputePayload, MatchDispute, ResultPayload } from '@domain/match-results';
import type { MatchEvent, MatchProposal, ProposalPayload } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { ApiRequest } from './apiRequest';

/** A match's calls beyond simple REST (one match is getOne('matches'): GET /matches/{id}). */
export function matchesMethods(request: ApiRequest) {
  const match = (matchId: number) => `/matches/${matchId}`;
  return {
    /** GET /matches/{id}/proposals: the times proposed, newest first. */
    getMatchProposals: (matchId: number) => request<MatchProposal[]>('GET', `${match(matchId)}/proposals`),
    /** POST /matches/{id}/proposals: a captain proposes a time; it counters the other team's Open one. */
    proposeMatchTime: (matchId: number, payload: ProposalPayload) =>
      request<MatchProposal>('POST', `${match(matchId)}/proposals`, payload),
    /** POST /matches/{id}/proposals/{pid}/accept: the other team's captain accepts; the match moves there. */
    acceptProposal: (matchId: number, proposalId: number) =>
      request<Match>('POST', `${match(matchId)}/proposals/${proposalId}/accept`),
    /** POST /matches/{id}/proposals/{pid}/decline. */
    declineProposal: (matchId: number, proposalId: number) =>
      request<MatchProposal>('POST', `${match(matchId)}/proposals/${proposalId}/decline`),
    /** GET /matches/{id}/history: every step, oldest first. */
    getMatchHistory: (matchId: number) => request<MatchEvent[]>('GET', `${match(matchId)}/history`),
    /** POST /matches/{id}/result: the rounds each team won, or a forfeit. */
    reportResult: (matchId: number, payload: ResultPayload) =>
      request<Match>('POST', `${match(matchId)}/result`, payload),
    /** POST /matches/{id}/result/confirm: the other team's captain confirms the report. */
    confirmResult: (matchId: number) => request<Match>('POST', `${match(matchId)}/result/confirm`),
    /** POST /matches/{id}/result/dispute: the other team's captain disputes it, for an admin to decide. */
    disputeResult: (matchId: number, payload: DisputePayload) =>
      request<Match>('POST', `${match(matchId)}/result/dispute`, payload),
    /** POST /matches/{id}/server: a captain (or admin) starts the match server; answers the match with it. */
    startMatchServer: (matchId: number) => request<Match>('POST', `${match(matchId)}/server`),
    /**
     * POST /matches/{id}/check-in: a captain or co-captain checks their team in while check-in is open;
     * answers the match with its checkIn (a second check-in answers the first one's time).
     */
    checkIn: (matchId: number) => request<Match>('POST', `${match(matchId)}/check-in`),
    /**
     * POST /matches/{id}/join-code: the signed-in player's personal code for the match's session (the same
     * one until a game server redeems it).
     */
    getMatchJoinCode: (matchId: number) => request<MatchJoinCode>('POST', `${match(matchId)}/join-code`),
    /** GET /matches/{id}/disputes: the match's disputes and their decisions. */
    getMatchDisputes: (matchId: number) => request<MatchDispute[]>('GET', `${match(matchId)}/disputes`),
  };
}
