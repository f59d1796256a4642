import { translate } from '@domain/i18n';
import { checkInWindow, NO_SHOW_HORIZON_MS } from '@domain/match-check-in';
import { isDrawAllowed } from '@domain/matches';
import type { Db, Queryable } from '@server/db/client';
import { recordAudit } from '../audit/service';
import type { Announcer } from '../discord-announcements/announcer';
import { confirmLeagueForfeit } from '../match-results/league-forfeit';
import { type Outcome, outcomeDetails } from '../match-results/outcome';
import type { MatchResultService } from '../match-results/service';
import { lockForResult } from '../match-results/steps';
import type { MatchRecord } from '../matches/parties';
import { recordMatchEvent } from '../matches/parties';
import { notify } from '../notifications/notify';
import {
  checkInSettingsOf,
  checkInsOf,
  dueNoShowMatches,
  leagueManagerIds,
  leftToAdminsBefore,
  notifyRosters,
  teamNamesOf,
} from './repository';

// The no-show rule, run by the scheduling sweep every minute: once a match's check-in closed
// (noShowGraceMinutes after kick-off) with a team not checked in, that team forfeits (no-show) and the
// match is Confirmed, as the league's decision; neither team there is a mutual no-show. Only a Scheduled
// match of a season being played is forfeited: one being played (Live) or with a result is left alone, and
// a season whose grace is 0 has no automatic no-shows; a deadline more than a day past is left to the
// admins (NO_SHOW_HORIZON_MS). A playoff match needs a winner, so one neither team
// checked in for is left to the league managers (told once). Each match is settled in its own transaction
// with the locks a result takes (the season's row, then the match's), and its status is read again under
// them: several instances sweeping at once forfeit each match once.

/** Matches per run; the next run takes the rest. */
const BATCH = 100;

export interface NoShowDeps {
  db: Db;
  announcer: Announcer;
  results: Pick<MatchResultService, 'afterSettled'>;
}

async function matchName(tx: Queryable, match: MatchRecord): Promise<string> {
  const rows = await teamNamesOf(tx, [match.teamAId, match.teamBId]);
  const name = (id: number) => rows.find((row) => row.id === id)?.name ?? '';
  return translate('resources.matches.announcements.versus', {
    teamA: name(match.teamAId),
    teamB: name(match.teamBId),
  });
}

/** A playoff match neither team checked in for: kept in its history and told to the league managers. */
async function leaveToAdmins(tx: Queryable, match: MatchRecord, deadline: Date): Promise<void> {
  if (await leftToAdminsBefore(tx, match.id)) return;
  await recordMatchEvent(tx, match.id, {
    kind: 'noShowLeftToAdmins',
    actor: null,
    details: { deadline: deadline.toISOString() },
  });
  await recordAudit(tx, {
    actorUserId: null,
    action: 'match.noShowUndecided',
    targetType: 'match',
    targetId: match.id,
    details: { deadline: deadline.toISOString() },
  });
  await notify(tx, await leagueManagerIds(tx), 'match_no_show_undecided', {
    teamId: null,
    matchId: match.id,
    team: await matchName(tx, match),
    player: '',
  });
}

/** Settles one match by the no-show rule if it is still due; whether it forfeited the match. */
async function settleNoShow(deps: NoShowDeps, id: number, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { season, match } = await lockForResult(tx, id);
    if (match.status !== 'Scheduled' || (season.status !== 'Live' && season.status !== 'Playoffs'))
      return false;
    const settings = await checkInSettingsOf(tx, match.seasonId);
    if (!settings || settings.noShowGraceMinutes === 0) return false;
    const { closesAt } = checkInWindow(match.scheduledAt, settings);
    if (now.getTime() < closesAt.getTime() || now.getTime() - closesAt.getTime() >= NO_SHOW_HORIZON_MS)
      return false;
    const done = await checkInsOf(tx, match.id);
    const aThere = done.has(match.teamAId);
    const bThere = done.has(match.teamBId);
    if (aThere && bThere) return false;
    if (!aThere && !bThere && !isDrawAllowed(match.stage)) {
      await leaveToAdmins(tx, match, closesAt);
      return false;
    }
    const loserTeamId = aThere ? match.teamBId : bThere ? match.teamAId : null;
    const outcome: Outcome = {
      roundsA: null,
      roundsB: null,
      forfeitKind: loserTeamId === null ? 'mutual' : 'noShow',
      forfeitLoserTeamId: loserTeamId,
    };
    await confirmLeagueForfeit(tx, match.id, outcome, now);
    const details = {
      ...outcomeDetails(outcome),
      checkedIn: [...done.keys()],
      deadline: closesAt.toISOString(),
    };
    await recordMatchEvent(tx, match.id, { kind: 'noShowForfeit', actor: null, details });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'match.noShowForfeit',
      targetType: 'match',
      targetId: match.id,
      details: { before: { status: match.status }, after: { status: 'Confirmed', ...details } },
    });
    await deps.announcer.announce(tx, { kind: 'noShowForfeit', matchId: match.id });
    await notifyRosters(
      tx,
      match,
      loserTeamId === null
        ? { teamA: 'match_no_show_mutual', teamB: 'match_no_show_mutual' }
        : loserTeamId === match.teamAId
          ? { teamA: 'match_no_show_lost', teamB: 'match_no_show_won' }
          : { teamA: 'match_no_show_won', teamB: 'match_no_show_lost' },
    );
    await deps.results.afterSettled(tx, match, 'Confirmed', now);
    return true;
  });
}

/** One run of the no-show rule at `now`: the number of matches forfeited. */
export async function sweepNoShows(deps: NoShowDeps, now: Date): Promise<number> {
  let forfeited = 0;
  // Deadlines more than NO_SHOW_HORIZON_MS past are left to the admins.
  const horizon = new Date(now.getTime() - NO_SHOW_HORIZON_MS);
  for (const id of await dueNoShowMatches(deps.db, now, horizon, BATCH)) {
    if (await settleNoShow(deps, id, now)) forfeited += 1;
  }
  return forfeited;
}
