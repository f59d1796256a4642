import { translate } from '@domain/i18n';
import { scoreProblem } from '@domain/match-results';
import { awaitsResult } from '@domain/matches';
import { isSeasonPlaying } from '@domain/seasons';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import { HttpError } from '@server/http/http-error';
import type { Announcer } from '../discord-announcements/announcer';
import type { ResultAck, ResultReport } from '../game-sessions/protocol';
import { outcomeDetails, outcomeOf, playedAtWith } from '../match-results/outcome';
import type { MatchResultService } from '../match-results/service';
import { lockForResult } from '../match-results/steps';
import { type MatchRecord, recordMatchEvent } from '../matches/parties';
import { setOutcome } from '../matches/service';
import { playerChecker } from './player-rules';
import { keepReceivedResult, receivedResult, replacePlayerStats } from './repository/results';
import { rosterSides } from './repository/rosters';
import { hostsMatch } from './repository/sessions';

// A game server's final result of a match (protocol 2): checked against the match, then recorded once as
// the match's Confirmed result (source gameServer) with the players' stats, in one transaction under the
// season's and the match's locks, like a captain's confirmation. Either captain may still dispute it
// within 24 h (match-results/steps.ts).

/** Results are taken while the season is played, as captains' reports are. */

export type ResultAnswer = Omit<ResultAck, 'type' | 'id'>;
const accepted: ResultAnswer = { ok: true };
const invalid = (message: string): ResultAnswer => ({
  ok: false,
  error: 'invalid',
  message: message.slice(0, 200),
});

/** What is wrong with the result for this match, or null. */
async function problemOf(
  tx: Queryable,
  clientId: string,
  report: ResultReport,
  match: MatchRecord,
  seasonStatus: string,
  now: Date,
): Promise<string | null> {
  if (!(await hostsMatch(tx, report.sessionId, clientId, report.matchId)))
    return translate('app.match.matchServer.result.wrongSession', {
      sessionId: report.sessionId,
      matchId: report.matchId,
    });
  if (!awaitsResult(match.status))
    return translate('app.match.matchServer.result.notAwaiting', { status: match.status });
  // Play starts at kick-off at the earliest: a result from before it cannot be the match's.
  if (now.getTime() < match.scheduledAt.getTime())
    return translate('app.match.matchServer.result.beforeKickOff', {
      kickOff: match.scheduledAt.toISOString(),
    });
  if (!isSeasonPlaying(seasonStatus))
    return translate('resources.matches.resultsClosed', { status: seasonStatus });
  const rounds = scoreProblem(match.stage, report.teamA, report.teamB);
  if (rounds) return rounds;
  const check = playerChecker(await rosterSides(tx, match));
  for (const player of report.players) {
    const problem = check(player);
    if (problem) return problem;
  }
  return null;
}

/** What recording a result settles with: the announcements, and the results' after-settlement steps. */
interface RecordDeps {
  announcer: Announcer;
  results: Pick<MatchResultService, 'afterSettled'>;
}

async function record(
  tx: Queryable,
  { announcer, results }: RecordDeps,
  clientId: string,
  report: ResultReport,
  match: MatchRecord,
  now: Date,
) {
  const outcome = outcomeOf(match, { teamA: report.teamA, teamB: report.teamB });
  await setOutcome(tx, match.id, {
    ...outcome,
    playedAt: playedAtWith(outcome, now),
    status: 'Confirmed',
    resultSource: 'gameServer',
    reportedByTeamId: null,
    reportedByUserId: null,
    // The 24 h in which either captain may dispute it run from here.
    reportedAt: now,
    confirmedByUserId: null,
    confirmedAt: now,
  });
  await replacePlayerStats(
    tx,
    match.id,
    report.players.map(({ team, ...player }) => ({ matchId: match.id, side: team, ...player })),
  );
  await keepReceivedResult(tx, {
    id: report.id,
    clientId,
    sessionId: report.sessionId,
    matchId: match.id,
    receivedAt: now,
  });
  await recordMatchEvent(tx, match.id, {
    kind: 'resultReportedByServer',
    actor: null,
    details: { ...outcomeDetails(outcome), sessionId: report.sessionId },
  });
  await results.afterSettled(tx, match, 'Confirmed', now);
  await announcer.announce(tx, { kind: 'resultConfirmed', matchId: match.id });
}

/**
 * The answer to a result id already taken, or null: the same ack for the game server that sent it (another
 * game server's result is none of this one's sessions).
 */
async function answerToRepeat(db: Queryable, clientId: string, report: ResultReport) {
  const seen = await receivedResult(db, report.id);
  if (!seen) return null;
  return seen.clientId === clientId
    ? accepted
    : invalid(
        translate('app.match.matchServer.result.wrongSession', {
          sessionId: report.sessionId,
          matchId: report.matchId,
        }),
      );
}

/** Applies a result once and says how to ack it; a repeated id is acked as the first time it was taken. */
export async function applyServerResult(
  deps: RecordDeps & { db: Db; clock: Clock },
  clientId: string,
  report: ResultReport,
): Promise<ResultAnswer> {
  const repeated = await answerToRepeat(deps.db, clientId, report);
  if (repeated) return repeated;
  try {
    return await deps.db.transaction(async (tx) => {
      const { season, match } = await lockForResult(tx, report.matchId);
      // Read again under the lock: the same result delivered twice at once is recorded by one of them.
      const seen = await answerToRepeat(tx, clientId, report);
      if (seen) return seen;
      const now = deps.clock.now();
      const problem = await problemOf(tx, clientId, report, match, season.status, now);
      if (problem) return invalid(problem);
      await record(tx, deps, clientId, report, match, now);
      return accepted;
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      return invalid(
        translate('app.match.matchServer.result.wrongSession', {
          sessionId: report.sessionId,
          matchId: report.matchId,
        }),
      );
    // Recorded elsewhere between the reads (the primary key held): the same answer as for a repeat.
    if (violatedUniqueConstraint(error) === 'game_server_results_pkey') {
      const again = await answerToRepeat(deps.db, clientId, report);
      if (again) return again;
    }
    throw error;
  }
}
