import { weekWindow } from '../domain/matches';
import { openDatabase } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { matches, teamPlayers, teams, users } from '../server/src/db/schema';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { addRole } from '../server/src/modules/users/repository';
import { E2E_ADMIN } from '../tests/e2e/api';
import { enterTeams, insertLiveSeason } from './seed-season';

// The live-view budget's league, written straight into the database before its server starts:
// the admin who starts the match servers, the accounts the viewers sign in with, and a Live season of
// LIVE_MATCHES league matches between teams of PLAYERS_PER_TEAM players, all due within the hour.

export const LIVE_MATCHES = 200;
export const PLAYERS_PER_TEAM = 5;
/** Viewers share these accounts (any signed-in user may follow any match). */
export const VIEWER_ACCOUNTS = 20;
export const VIEWER_PASSWORD = 'bench-viewer-pass';
export const viewerEmail = (index: number) => `viewer${index}@bench.test`;

export async function seedLiveLeague(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const [adminHash, viewerHash] = await Promise.all([
      hashPassword(E2E_ADMIN.password),
      hashPassword(VIEWER_PASSWORD),
    ]);
    await db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(users)
        .values({ email: E2E_ADMIN.email, displayName: E2E_ADMIN.displayName, passwordHash: adminHash })
        .returning({ id: users.id });
      await addRole(tx, admin!.id, 'Player');
      await addRole(tx, admin!.id, 'Admin');
      const viewers = await tx
        .insert(users)
        .values(
          Array.from({ length: VIEWER_ACCOUNTS }, (_, index) => ({
            email: viewerEmail(index),
            displayName: `Viewer ${index}`,
            passwordHash: viewerHash,
          })),
        )
        .returning({ id: users.id });
      for (const viewer of viewers) await addRole(tx, viewer.id, 'Player');

      const now = Date.now();
      const startsAt = new Date(now - 24 * 60 * 60 * 1000);
      const { seasonId, divisionId } = await insertLiveSeason(tx, {
        name: 'Live Bench Season',
        division: 'Live Division',
        startsAt: startsAt,
        weeks: 2,
      });
      const teamCount = LIVE_MATCHES * 2;
      const teamIds = (
        await tx
          .insert(teams)
          .values(
            Array.from({ length: teamCount }, (_, index) => ({
              name: `Live Team ${index + 1}`,
              code: `LV${index + 1}`,
              status: 'Approved' as const,
              leagueId: 1,
              divisionId: divisionId,
            })),
          )
          .returning({ id: teams.id })
      ).map((team) => team.id);
      const players = await tx
        .insert(users)
        .values(
          Array.from({ length: teamCount * PLAYERS_PER_TEAM }, (_, index) => ({
            email: `live-player${index}@bench.test`,
            displayName: `Live Player ${index}`,
            passwordHash: viewerHash,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(teamPlayers).values(
        players.map((player, index) => ({
          teamId: teamIds[Math.floor(index / PLAYERS_PER_TEAM)]!,
          userId: player.id,
          isCaptain: index % PLAYERS_PER_TEAM === 0,
        })),
      );
      await enterTeams(tx, { seasonId, divisionId, teamIds });
      // Due in 30 minutes: inside the hour captains and admins may start the match server, and outside
      // the 10 minutes in which the league would start it by itself.
      const window = weekWindow(startsAt, 1);
      const scheduledAt = new Date(now + 30 * 60 * 1000);
      await tx.insert(matches).values(
        Array.from({ length: LIVE_MATCHES }, (_, index) => ({
          seasonId: seasonId,
          divisionId: divisionId,
          week: 1,
          windowStart: window.start,
          windowEnd: window.end,
          defaultTime: window.defaultTime,
          scheduledAt,
          teamAId: teamIds[2 * index]!,
          teamBId: teamIds[2 * index + 1]!,
        })),
      );
    });
  } finally {
    await database.close();
  }
}
