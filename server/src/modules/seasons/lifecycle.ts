import { DEFAULT_LEAGUE } from '@domain/constants';
import { takesTransferWindow } from '@domain/roster-changes';
import { placeTeams } from '@domain/season-placement';
import {
  areCheckInSettingsEditable,
  areSeasonSettingsEditable,
  canMoveSeason,
  type PointsRules,
  playoffSettingsFit,
  type Season,
  type SeasonCreate,
  type SeasonStatus,
  type SeasonUpdate,
} from '@domain/seasons';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { teamRatingsOf } from '../ratings/read';
import { setTeamsDivision } from '../teams/service';
import { seasonErrors } from './errors';
import {
  divisionsOf,
  findSeason,
  insertSeason,
  type LockedSeason,
  leagueExists,
  lockSeason,
  placeEntries,
  placementEntriesOf,
  type SeasonChanges,
  updateSeason,
} from './repository';
import { presentSeason } from './view';

// Creating a season and moving it through its stages (Setup -> Registration -> Live -> Playoffs -> Finished).

export async function readSeason(db: Queryable, id: number): Promise<Season> {
  const row = await findSeason(db, id);
  if (!row) throw seasonErrors.seasonNotFound();
  return presentSeason(db, row);
}

function pointsColumns(rules: PointsRules) {
  return {
    pointsWin: rules.win,
    pointsDraw: rules.draw,
    pointsLoss: rules.loss,
    pointsForfeit: rules.forfeit,
  };
}

/** A new season is in Setup; it and its divisions are written together or not at all. */
export function createSeason(db: Db, principal: AuthPrincipal, input: SeasonCreate): Promise<Season> {
  return db.transaction(async (tx) => {
    const leagueId = input.leagueId ?? DEFAULT_LEAGUE.id;
    if (!(await leagueExists(tx, leagueId))) throw seasonErrors.leagueNotFound();
    const id = await insertSeason(
      tx,
      {
        leagueId,
        name: input.name,
        startsAt: new Date(input.startsAt),
        weeks: input.weeks,
        ...pointsColumns(input.pointsRules),
        tiebreakers: input.tiebreakers,
        playoffTeams: input.playoffTeams,
        playoffFormat: input.playoffFormat,
        checkInMinutes: input.checkInMinutes,
        noShowGraceMinutes: input.noShowGraceMinutes,
        createdBy: principal.id,
      },
      input.divisions,
    );
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: 'season.create',
      targetType: 'season',
      targetId: id,
      details: { name: input.name, divisions: input.divisions.map((division) => division.name) },
    });
    return readSeason(tx, id);
  });
}

const MOVE_ACTIONS: Record<Exclude<SeasonStatus, 'Setup'>, string> = {
  Registration: 'season.openRegistration',
  Live: 'season.start',
  Playoffs: 'season.startPlayoffs',
  Finished: 'season.finish',
};

/**
 * Places every registered team in a division, keeping what admins chose; the number placed. An entry
 * without an admin's seed rating is placed by the team's rating (its ordinal: every team has one).
 */
async function placeSeasonTeams(tx: Queryable, seasonId: number): Promise<number> {
  const divisions = await divisionsOf(tx, [seasonId]);
  const entries = await placementEntriesOf(tx, seasonId);
  const ratings = await teamRatingsOf(
    tx,
    entries.map((entry) => entry.teamId),
  );
  const placement = placeTeams(
    divisions,
    entries.map((entry) => ({
      teamId: entry.teamId,
      seedRating: entry.seedRating ?? ratings.get(entry.teamId)?.ordinal ?? null,
      adminDivisionId: entry.placedByAdmin ? entry.divisionId : null,
      registeredAt: entry.registeredAt,
    })),
  );
  await applyPlacement(tx, seasonId, placement);
  return placement.size;
}

/**
 * Writes the season's placement, and makes each placed division its team's division (the team's
 * `division`): one statement per division and table, whatever the number of teams.
 */
async function applyPlacement(
  tx: Queryable,
  seasonId: number,
  placement: ReadonlyMap<number, number>,
): Promise<void> {
  const teamsByDivision = new Map<number, number[]>();
  for (const [teamId, divisionId] of placement) {
    teamsByDivision.set(divisionId, [...(teamsByDivision.get(divisionId) ?? []), teamId]);
  }
  for (const [divisionId, teamIds] of teamsByDivision) {
    await placeEntries(tx, seasonId, divisionId, teamIds);
    await setTeamsDivision(tx, teamIds, divisionId);
  }
}

async function changeSettings(
  tx: Queryable,
  principal: AuthPrincipal,
  season: LockedSeason,
  { name, pointsRules, tiebreakers, playoffTeams, playoffFormat }: SeasonUpdate,
): Promise<void> {
  const changes: SeasonChanges = {
    ...(name === undefined ? {} : { name }),
    ...(pointsRules ? pointsColumns(pointsRules) : {}),
    ...(tiebreakers ? { tiebreakers } : {}),
    ...(playoffTeams === undefined ? {} : { playoffTeams }),
    ...(playoffFormat === undefined ? {} : { playoffFormat }),
  };
  if (Object.keys(changes).length === 0) return;
  if (!areSeasonSettingsEditable(season.status)) throw seasonErrors.settingsLocked();
  // The payload checks the pair when it sends both; one alone is checked against the season's other.
  if (!playoffSettingsFit(playoffTeams ?? season.playoffTeams, playoffFormat ?? season.playoffFormat)) {
    throw seasonErrors.doubleEliminationTooFew();
  }
  await updateSeason(tx, season.id, changes);
  await recordAudit(tx, {
    actorUserId: principal.id,
    action: 'season.update',
    targetType: 'season',
    targetId: season.id,
    details: { name: name ?? season.name, previousName: season.name, changed: Object.keys(changes) },
  });
}

/**
 * Changes checkInMinutes and noShowGraceMinutes while the season is in Setup or Registration (409 after).
 * A value the season already has changes nothing, so an edit form may send the whole record.
 */
async function changeCheckInSettings(
  tx: Queryable,
  principal: AuthPrincipal,
  season: LockedSeason,
  { checkInMinutes, noShowGraceMinutes }: SeasonUpdate,
): Promise<void> {
  const changes: SeasonChanges = {
    ...(checkInMinutes === undefined || checkInMinutes === season.checkInMinutes ? {} : { checkInMinutes }),
    ...(noShowGraceMinutes === undefined || noShowGraceMinutes === season.noShowGraceMinutes
      ? {}
      : { noShowGraceMinutes }),
  };
  if (Object.keys(changes).length === 0) return;
  if (!areCheckInSettingsEditable(season.status)) throw seasonErrors.checkInSettingsLocked();
  await updateSeason(tx, season.id, changes);
  await recordAudit(tx, {
    actorUserId: principal.id,
    action: 'season.checkInSettings',
    targetType: 'season',
    targetId: season.id,
    details: {
      name: season.name,
      before: { checkInMinutes: season.checkInMinutes, noShowGraceMinutes: season.noShowGraceMinutes },
      after: changes,
    },
  });
}

/**
 * Runs in the transaction of a season's move, after its status changed (the season row is locked), and
 * returns details for the move's audit entry: the playoffs module draws the brackets here.
 */
export type SeasonMovedListener = (
  tx: Queryable,
  season: LockedSeason,
  to: SeasonStatus,
) => Promise<Record<string, unknown> | undefined>;

async function move(
  tx: Queryable,
  principal: AuthPrincipal,
  season: LockedSeason,
  to: SeasonStatus,
  moved: readonly SeasonMovedListener[],
) {
  if (to === 'Setup' || !canMoveSeason(season.status, to))
    throw seasonErrors.moveNotAllowed(season.status, to);
  const placed = to === 'Live' ? await placeSeasonTeams(tx, season.id) : undefined;
  await updateSeason(tx, season.id, { status: to });
  let extra: Record<string, unknown> = {};
  for (const listener of moved) extra = { ...extra, ...(await listener(tx, season, to)) };
  await recordAudit(tx, {
    actorUserId: principal.id,
    action: MOVE_ACTIONS[to],
    targetType: 'season',
    targetId: season.id,
    details: {
      name: season.name,
      from: season.status,
      to,
      ...(placed === undefined ? {} : { placed }),
      ...extra,
    },
  });
}

/**
 * Opens, moves or closes (null) the season's transfer window. Sending the window the season already has
 * changes nothing (an edit form may send the whole record); a new end must be in the future, and only a
 * season that is Live or in its Playoffs (after this update's move) takes one. Closing is always allowed.
 */
async function changeTransferWindow(
  tx: Queryable,
  principal: AuthPrincipal,
  season: LockedSeason,
  status: SeasonStatus,
  endsAt: string | null,
  now: Date,
): Promise<void> {
  const to = endsAt === null ? null : new Date(endsAt);
  const from = season.transferWindowEndsAt;
  if ((to?.getTime() ?? null) === (from?.getTime() ?? null)) return;
  if (to !== null) {
    if (!takesTransferWindow(status)) throw seasonErrors.transferWindowStage(status);
    if (to.getTime() <= now.getTime()) throw seasonErrors.transferWindowPast();
  }
  await updateSeason(tx, season.id, { transferWindowEndsAt: to });
  await recordAudit(tx, {
    actorUserId: principal.id,
    action: 'season.transferWindow',
    targetType: 'season',
    targetId: season.id,
    details: { name: season.name, from: from?.toISOString() ?? null, to: to?.toISOString() ?? null },
  });
}

/**
 * An admin changes the name, points rules and playoff settings (in Setup only), the check-in settings (in
 * Setup or Registration), moves the season to its
 * next stage and/or opens or closes its transfer window; sending the current status moves nothing, so an
 * edit form may send the whole record.
 */
export function updateSeasonSettings(
  db: Db,
  clock: Clock,
  principal: AuthPrincipal,
  id: number,
  update: SeasonUpdate,
  moved: readonly SeasonMovedListener[] = [],
): Promise<Season> {
  return db.transaction(async (tx) => {
    const season = await lockSeason(tx, id, 'update');
    if (!season) throw seasonErrors.seasonNotFound();
    await changeSettings(tx, principal, season, update);
    await changeCheckInSettings(tx, principal, season, update);
    let status = season.status;
    if (update.status !== undefined && update.status !== season.status) {
      await move(tx, principal, season, update.status, moved);
      status = update.status;
    }
    if (update.transferWindowEndsAt !== undefined) {
      await changeTransferWindow(tx, principal, season, status, update.transferWindowEndsAt, clock.now());
    }
    return readSeason(tx, id);
  });
}
