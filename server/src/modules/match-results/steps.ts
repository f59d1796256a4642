import {
  type AdminResultPayload,
  type DisputePayload,
  type ResultPayload,
  scoreProblem,
} from '@domain/match-results';
import { AUTO_CONFIRM_AFTER_MS } from '@domain/match-rules';
import { awaitsResult, type Match } from '@domain/matches';
import { isSeasonPlaying } from '@domain/seasons';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import type { Announcer } from '../discord-announcements/announcer';
import { matchErrors } from '../matches/errors';
import type { MatchActor, MatchRecord } from '../matches/parties';
import { actorOf, lockMatch, notifyMatchTeam, otherTeamOf, recordMatchEvent } from '../matches/parties';
import { findMatch, setOutcome } from '../matches/service';
import { presentMatch } from '../matches/view';
import { seasonErrors } from '../seasons/errors';
import { lockSeason } from '../seasons/service';
import { resultErrors } from './errors';
import { NO_OUTCOME, type Outcome, outcomeDetails, outcomeOf, playedAtWith } from './outcome';
import { closeOpenDispute, insertDispute, seasonOfMatch } from './repository';
import type { Settlement } from './settle';

// The result state machine (domain/matches.ts): a captain reports (Scheduled or Live -> Reported), the other
// team confirms (-> Confirmed) or disputes (-> Disputed); an admin decides at any time (-> Confirmed or
// Voided). Every step locks the season's row, then the match's: two captains acting at once take turns,
// and a result never interleaves with the season's fixtures being regenerated or its next week paired.

export interface Deps {
  db: Db;
  clock: Clock;
  announcer: Announcer;
  settlement: Settlement;
}

/** Statuses in which captains report: the season is being played. */

export async function lockForResult(tx: Queryable, matchId: number) {
  const seasonId = await seasonOfMatch(tx, matchId);
  if (seasonId === null) throw matchErrors.matchNotFound();
  const season = await lockSeason(tx, seasonId, 'update');
  if (!season) throw seasonErrors.seasonNotFound();
  return { season, match: await lockMatch(tx, matchId) };
}

export async function readMatch(tx: Queryable, id: number): Promise<Match> {
  const row = await findMatch(tx, id);
  if (!row) throw matchErrors.matchNotFound();
  return presentMatch(row);
}

/** POST /matches/{id}/result: a captain reports; an admin who leads neither team sets the result outright. */
export function reportResult(deps: Deps, principal: AuthPrincipal, matchId: number, payload: ResultPayload) {
  return deps.db.transaction(async (tx) => {
    const { season, match } = await lockForResult(tx, matchId);
    const actor = await actorOf(tx, match, principal);
    if (actor.teamId === null) return decideLocked(deps, tx, match, actor, payload);
    if (!isSeasonPlaying(season.status)) throw resultErrors.resultsClosed(season.status);
    if (!awaitsResult(match.status)) throw resultErrors.alreadyReported();
    const now = deps.clock.now();
    if (now.getTime() < match.scheduledAt.getTime()) throw resultErrors.tooEarly(match.scheduledAt);
    const outcome = outcomeOf(match, payload);
    await setOutcome(tx, match.id, {
      ...outcome,
      playedAt: playedAtWith(outcome, now),
      status: 'Reported',
      resultSource: 'captain',
      reportedByTeamId: actor.teamId,
      reportedByUserId: actor.userId,
      reportedAt: now,
      confirmedByUserId: null,
      confirmedAt: null,
    });
    await recordMatchEvent(tx, match.id, { kind: 'resultReported', actor, details: outcomeDetails(outcome) });
    await notifyMatchTeam(tx, match, {
      to: otherTeamOf(match, actor.teamId),
      from: actor.teamId,
      type: 'match_result_reported',
      actorName: actor.name,
    });
    return readMatch(tx, match.id);
  });
}

/** The other team's captain or co-captain (or an admin) answers a report; the reporting team never does. */
async function answerReport(tx: Queryable, match: MatchRecord, principal: AuthPrincipal) {
  const actor = await actorOf(tx, match, principal);
  if (match.status !== 'Reported') throw resultErrors.notReported();
  if (actor.teamId !== null && actor.teamId === match.reportedByTeamId) throw resultErrors.ownReport();
  return actor;
}

/** A result a game server reported counts at once (Confirmed) and stays open to a dispute for 24 h. */
function isDisputableServerResult(match: MatchRecord): boolean {
  return match.status === 'Confirmed' && match.resultSource === 'gameServer';
}

/** Either team's captain or co-captain may dispute a game server's result within 24 h of its report. */
async function answerServerResult(tx: Queryable, match: MatchRecord, principal: AuthPrincipal, now: Date) {
  const actor = await actorOf(tx, match, principal);
  const reportedAt = match.reportedAt?.getTime() ?? 0;
  if (actor.teamId !== null && now.getTime() - reportedAt > AUTO_CONFIRM_AFTER_MS)
    throw resultErrors.serverResultDisputeClosed();
  return actor;
}

/** POST /matches/{id}/result/confirm. */
export function confirmResult(deps: Deps, principal: AuthPrincipal, matchId: number) {
  return deps.db.transaction(async (tx) => {
    const { match } = await lockForResult(tx, matchId);
    const actor = await answerReport(tx, match, principal);
    // A report stored before the score rule held (or written around it) is disputed, never confirmed.
    const rule =
      match.roundsA !== null && match.roundsB !== null
        ? scoreProblem(match.stage, match.roundsA, match.roundsB)
        : null;
    if (rule) throw resultErrors.brokenReport(rule);
    await setOutcome(tx, match.id, {
      status: 'Confirmed',
      confirmedByUserId: actor.userId,
      confirmedAt: deps.clock.now(),
    });
    await recordMatchEvent(tx, match.id, { kind: 'resultConfirmed', actor });
    await deps.announcer.announce(tx, { kind: 'resultConfirmed', matchId: match.id });
    if (match.reportedByTeamId !== null) {
      await notifyMatchTeam(tx, match, {
        to: match.reportedByTeamId,
        from: otherTeamOf(match, match.reportedByTeamId),
        type: 'match_result_confirmed',
        actorName: actor.name,
      });
    }
    await deps.settlement.afterSettled(tx, match, 'Confirmed', deps.clock.now());
    return readMatch(tx, match.id);
  });
}

/** POST /matches/{id}/result/dispute: the other team's captain disputes; admins decide instead. */
export function disputeResult(
  deps: Deps,
  principal: AuthPrincipal,
  matchId: number,
  payload: DisputePayload,
) {
  return deps.db.transaction(async (tx) => {
    const { match } = await lockForResult(tx, matchId);
    const fromServer = isDisputableServerResult(match);
    const actor = fromServer
      ? await answerServerResult(tx, match, principal, deps.clock.now())
      : await answerReport(tx, match, principal);
    if (actor.teamId === null) throw resultErrors.adminsDecide();
    const note = payload.note.trim();
    const evidenceUrls = payload.evidenceUrls ?? [];
    await setOutcome(tx, match.id, { status: 'Disputed' });
    // A game server's result counted at once; disputed, its rating changes leave until the admins decide.
    if (fromServer) await deps.settlement.afterReopened(tx, match.id);
    await insertDispute(tx, {
      matchId: match.id,
      teamId: actor.teamId,
      userId: actor.userId,
      note,
      evidenceUrls,
      createdAt: deps.clock.now(),
    });
    await recordMatchEvent(tx, match.id, { kind: 'resultDisputed', actor, details: { note, evidenceUrls } });
    await deps.announcer.announce(tx, { kind: 'disputeOpened', matchId: match.id, teamId: actor.teamId });
    // A game server's result was reported by no team: the other team hears of the dispute.
    const toldTeam = fromServer ? otherTeamOf(match, actor.teamId) : match.reportedByTeamId;
    if (toldTeam !== null) {
      await notifyMatchTeam(tx, match, {
        to: toldTeam,
        from: actor.teamId,
        type: 'match_result_disputed',
        actorName: actor.name,
      });
    }
    return readMatch(tx, match.id);
  });
}

/** A decision's outcome and status: a void clears the result. */
function decisionOf(match: MatchRecord, payload: AdminResultPayload | ResultPayload) {
  if ('void' in payload) return { status: 'Voided' as const, outcome: NO_OUTCOME };
  return { status: 'Confirmed' as const, outcome: outcomeOf(match, payload) };
}

async function decideLocked(
  deps: Deps,
  tx: Queryable,
  match: MatchRecord,
  actor: MatchActor,
  payload: AdminResultPayload | ResultPayload,
): Promise<Match> {
  const { status, outcome } = decisionOf(match, payload);
  const note = 'note' in payload && payload.note ? payload.note : null;
  const now = deps.clock.now();
  await setOutcome(tx, match.id, {
    ...outcome,
    playedAt: playedAtWith(outcome, now),
    status,
    resultSource: status === 'Confirmed' ? 'admin' : null,
    confirmedByUserId: actor.userId,
    confirmedAt: now,
  });
  const dispute = await closeOpenDispute(tx, match.id, {
    status: status === 'Voided' ? 'Voided' : 'Decided',
    decidedByUserId: actor.userId,
    decisionNote: note,
    decidedAt: now,
  });
  const details = {
    ...outcomeDetails(outcome),
    ...(status === 'Voided' ? { void: true } : {}),
    ...(note ? { note } : {}),
  };
  const kind = dispute ? 'disputeDecided' : status === 'Voided' ? 'matchVoided' : 'resultSetByAdmin';
  await recordMatchEvent(tx, match.id, { kind, actor, details });
  if (status === 'Confirmed')
    await deps.announcer.announce(tx, { kind: 'resultConfirmed', matchId: match.id });
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'match.result',
    targetType: 'match',
    targetId: match.id,
    details: {
      before: { status: match.status, ...outcomeDetails(match as Outcome) },
      after: { status, ...outcomeDetails(outcome) },
      ...(dispute ? { disputeId: dispute.id } : {}),
      ...(note ? { note } : {}),
    },
  });
  for (const [to, from] of [
    [match.teamAId, match.teamBId],
    [match.teamBId, match.teamAId],
  ] as const) {
    await notifyMatchTeam(tx, match, { to, from, type: 'match_result_decided', actorName: actor.name });
  }
  await deps.settlement.afterSettled(tx, match, status, now);
  return readMatch(tx, match.id);
}

/** PUT /admin/matches/{id}/result: at any time, in any status; it decides an open dispute. */
export function decideResult(
  deps: Deps,
  principal: AuthPrincipal,
  matchId: number,
  payload: AdminResultPayload,
) {
  return deps.db.transaction(async (tx) => {
    const { match } = await lockForResult(tx, matchId);
    const actor: MatchActor = {
      userId: principal.id,
      name: principal.displayName,
      teamId: null,
      isAdmin: true,
    };
    return decideLocked(deps, tx, match, actor, payload);
  });
}
