import { checkInWindow, isCheckInOpen, type MatchCheckIn } from '@domain/match-check-in';
import type { Match } from '@domain/matches';
import { isSeasonPlaying } from '@domain/seasons';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { assertMayPlay } from '../league-settings/play-eligibility';
import { matchErrors } from '../matches/errors';
import { lockMatch, recordMatchEvent } from '../matches/parties';
import { checkInErrors } from './errors';
import { checkInSettingsOf, checkInsOf, insertCheckIn, ledTeamOf } from './repository';

// A captain or co-captain checks their team in for a match, inside its check-in window.

/** Seasons whose matches are being played: check-in is open for their matches only. */
/** A match still waiting for its result: being played (Live) counts, as the teams are there. */
const WITHOUT_RESULT = new Set(['Scheduled', 'Live']);

export interface CheckInDeps {
  db: Db;
  clock: Clock;
}

/**
 * POST /matches/{id}/check-in. The team's first check-in is kept: a second one (by the same captain or
 * another of the team's leaders) changes nothing and answers the same. The match row is locked, so the
 * no-show sweep either sees the check-in or has settled the match before it (then: 409).
 */
export function checkIn(deps: CheckInDeps, principal: AuthPrincipal, matchId: number): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    const teamId = await ledTeamOf(tx, match, principal.id);
    if (teamId === null) throw checkInErrors.notCaptain();
    const done = await checkInsOf(tx, match.id);
    if (done.has(teamId)) return;
    const season = await checkInSettingsOf(tx, match.seasonId);
    if (!season) throw matchErrors.matchNotFound();
    if (!isSeasonPlaying(season.status)) throw checkInErrors.seasonNotPlaying(season.status);
    if (!WITHOUT_RESULT.has(match.status)) throw checkInErrors.matchOver();
    const now = deps.clock.now();
    const window = checkInWindow(match.scheduledAt, season);
    if (!isCheckInOpen(window, now)) throw checkInErrors.outsideWindow(window);
    await assertMayPlay(tx, principal.id, principal.id);
    const inserted = await insertCheckIn(tx, {
      matchId: match.id,
      teamId,
      userId: principal.id,
      checkedInAt: now,
    });
    if (!inserted) return;
    await recordMatchEvent(tx, match.id, {
      kind: 'checkedIn',
      actor: { userId: principal.id, name: principal.displayName, teamId, isAdmin: false },
      details: { teamId },
    });
  });
}

/** GET /matches/{id}'s checkIn: each team's check-in time (or null) and the match's window. */
export async function checkInDetail(db: Queryable, match: Match): Promise<Partial<Match>> {
  const [season, done] = await Promise.all([checkInSettingsOf(db, match.seasonId), checkInsOf(db, match.id)]);
  if (!season) return {};
  const window = checkInWindow(new Date(match.scheduledAt), season);
  const checkIn: MatchCheckIn = {
    teamA: done.get(match.teamA.id)?.toISOString() ?? null,
    teamB: done.get(match.teamB.id)?.toISOString() ?? null,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
  };
  return { checkIn };
}
