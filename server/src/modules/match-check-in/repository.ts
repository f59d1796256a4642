import { MATCH_SOON_REMINDER_MS, type MatchReminderKind } from '@domain/match-check-in';
import type { NotificationType } from '@domain/notifications';
import type { Queryable } from '@server/db/client';
import {
  matchCheckIns,
  matchEvents,
  matches,
  matchReminders,
  permissions,
  rolePermissions,
  seasons,
  teamPlayers,
  teams,
  userRoles,
} from '@server/db/schema';
import { notify } from '@server/modules/notifications/notify';
import { and, asc, eq, gt, inArray, lt, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { MatchRecord } from '../matches/parties';
import { scheduledInPlayingSeason } from '../matches/repository';

// Tables owned (no other module writes them): match_check_ins, match_reminders.
// Rows of check-ins and reminders, the season's check-in settings, and who hears of them.

export async function checkInSettingsOf(db: Queryable, seasonId: number) {
  const [row] = await db
    .select({
      status: seasons.status,
      checkInMinutes: seasons.checkInMinutes,
      noShowGraceMinutes: seasons.noShowGraceMinutes,
    })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  return row ?? null;
}

/** When each team of the match checked in, by team id. */
export async function checkInsOf(db: Queryable, matchId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ teamId: matchCheckIns.teamId, checkedInAt: matchCheckIns.checkedInAt })
    .from(matchCheckIns)
    .where(eq(matchCheckIns.matchId, matchId));
  return new Map(rows.map((row) => [row.teamId, row.checkedInAt]));
}

/** The team of the match that the user captains or co-captains, or null. */
export async function ledTeamOf(db: Queryable, match: MatchRecord, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(
      and(
        eq(teamPlayers.userId, userId),
        inArray(teamPlayers.teamId, [match.teamAId, match.teamBId]),
        or(eq(teamPlayers.isCaptain, true), eq(teamPlayers.isCoCaptain, true)),
      ),
    );
  return row?.teamId ?? null;
}

/** Records the team's check-in; false when it had checked in already (the unique key decides). */
export async function insertCheckIn(
  tx: Queryable,
  values: { matchId: number; teamId: number; userId: number; checkedInAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(matchCheckIns)
    .values(values)
    .onConflictDoNothing({ target: [matchCheckIns.matchId, matchCheckIns.teamId] })
    .returning({ id: matchCheckIns.id });
  return inserted.length > 0;
}

/**
 * Claims a reminder of the match: true for the one transaction (on any instance) that records it first,
 * which then sends it; false when it was sent already.
 */
export async function claimReminder(
  tx: Queryable,
  matchId: number,
  kind: MatchReminderKind,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(matchReminders)
    .values({ matchId, kind, sentAt: now })
    .onConflictDoNothing({ target: [matchReminders.matchId, matchReminders.kind] })
    .returning({ matchId: matchReminders.matchId });
  return claimed.length > 0;
}

/**
 * Notifies every player of both teams, each told of the other team: `types` names the notification each
 * team gets (the same for both, or one per team for a forfeit's winner and loser).
 */
export async function notifyRosters(
  tx: Queryable,
  match: Pick<MatchRecord, 'id' | 'teamAId' | 'teamBId'>,
  types: { teamA: NotificationType; teamB: NotificationType },
): Promise<void> {
  const [players, names] = await Promise.all([
    tx
      .select({ teamId: teamPlayers.teamId, userId: teamPlayers.userId })
      .from(teamPlayers)
      .where(inArray(teamPlayers.teamId, [match.teamAId, match.teamBId])),
    tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, [match.teamAId, match.teamBId])),
  ]);
  const nameOf = new Map(names.map((team) => [team.id, team.name]));
  for (const [own, other, type] of [
    [match.teamAId, match.teamBId, types.teamA],
    [match.teamBId, match.teamAId, types.teamB],
  ] as const) {
    await notify(
      tx,
      players.filter((player) => player.teamId === own).map((player) => player.userId),
      type,
      { teamId: other, matchId: match.id, team: nameOf.get(other) ?? '', player: '' },
    );
  }
}

/** The league managers (manage:teams): they decide what the league cannot. */
export async function leagueManagerIds(db: Queryable): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(permissions.name, 'manage:teams'));
  return rows.map((row) => row.userId);
}

/** When each reminder is due: [from, until) around the match's kick-off, in SQL over the match's season. */
function dueWindow(kind: MatchReminderKind, now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (kind === 'checkInOpen') {
    return [
      sql`${matches.scheduledAt} - make_interval(mins => ${seasons.checkInMinutes}) <= ${at}`,
      sql`${matches.scheduledAt} + make_interval(mins => ${seasons.noShowGraceMinutes}) > ${at}`,
    ];
  }
  return [
    lte(matches.scheduledAt, new Date(now.getTime() + MATCH_SOON_REMINDER_MS)),
    gt(matches.scheduledAt, now),
  ];
}

/**
 * Up to `limit` Scheduled matches of a season being played whose `kind` reminder is due at `now` and not
 * sent yet, earliest kick-off first.
 */
export function dueReminderMatches(db: Queryable, kind: MatchReminderKind, now: Date, limit: number) {
  const sent = db
    .select({ matchId: matchReminders.matchId })
    .from(matchReminders)
    .where(and(eq(matchReminders.matchId, matches.id), eq(matchReminders.kind, kind)));
  return db
    .select({ id: matches.id, teamAId: matches.teamAId, teamBId: matches.teamBId })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(and(...scheduledInPlayingSeason(), ...dueWindow(kind, now), notExists(sent)))
    .orderBy(asc(matches.scheduledAt), asc(matches.id))
    .limit(limit);
}

/**
 * Up to `limit` Scheduled matches of a season being played (with a grace above 0) whose check-in closed at
 * or before `now` and after `horizon`, with fewer than two check-ins and not left to the admins; earliest
 * kick-off first.
 */
export async function dueNoShowMatches(
  db: Queryable,
  now: Date,
  horizon: Date,
  limit: number,
): Promise<number[]> {
  const checkedIn = db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(matchCheckIns)
    .where(eq(matchCheckIns.matchId, matches.id));
  const leftToAdmins = db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matches.id), eq(matchEvents.kind, 'noShowLeftToAdmins')));
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(
      and(
        ...scheduledInPlayingSeason(),
        sql`${seasons.noShowGraceMinutes} > 0`,
        sql`${matches.scheduledAt} + make_interval(mins => ${seasons.noShowGraceMinutes}) <= ${now.toISOString()}::timestamptz`,
        sql`${matches.scheduledAt} + make_interval(mins => ${seasons.noShowGraceMinutes}) > ${horizon.toISOString()}::timestamptz`,
        lt(sql`(${checkedIn})`, 2),
        notExists(leftToAdmins),
      ),
    )
    .orderBy(asc(matches.scheduledAt), asc(matches.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The ids and names of the teams `ids` (those that still exist). */
export function teamNamesOf(db: Queryable, ids: number[]) {
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
}

/** Whether the match's history holds a noShowLeftToAdmins step. */
export async function leftToAdminsBefore(db: Queryable, matchId: number): Promise<boolean> {
  const [told] = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, 'noShowLeftToAdmins')));
  return told !== undefined;
}
