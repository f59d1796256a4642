import { weekWindow } from '../domain/matches';
import { openDatabase, type Queryable } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { divisions, matches, matchRosters, teamPlayers, teams, users } from '../server/src/db/schema';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { roundRobin, roundRobinWeeks } from '../server/src/modules/fixtures/round-robin';
import { recomputeAllRatings } from '../server/src/modules/ratings/replay';
import { addRole } from '../server/src/modules/users/repository';
import type { Account } from '../tests/e2e/api';
import { enterTeams, insertLiveSeason } from './seed-season';

// The signed-in pages budget's league, written straight into the database before its server starts: a
// Live season of DIVISIONS divisions of TEAMS_PER_DIVISION teams of PLAYERS_PER_TEAM players, every
// week's fixtures, the first week played and confirmed (with rosters, so ratings exist), and in the second
// week the captain's match being played.

export const DIVISIONS = 4;
export const TEAMS_PER_DIVISION = 16;
const PLAYERS_PER_TEAM = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The captain Lighthouse signs in as: captain of the first team of the first division. */
export const PAGES_CAPTAIN: Account = {
  email: 'captain@pages-bench.test',
  password: 'pages-bench-pass',
  displayName: 'Bench Captain',
};

export interface PagesLeague {
  captainTeamId: number;
  /** The captain's confirmed week-one match. */
  finishedMatchId: number;
  /** The captain's week-two match, being played. */
  liveMatchId: number;
}

/** A repeatable score: the same season every run. */
function rounds(index: number): [number, number] {
  const roll = (index * 7 + 3) % 11;
  return roll < 5 ? [7, roll] : [roll - 5, 7];
}

async function insertTeams(tx: Queryable, divisionId: number, tier: number, playerHash: string) {
  const teamIds = (
    await tx
      .insert(teams)
      .values(
        Array.from({ length: TEAMS_PER_DIVISION }, (_, index) => ({
          name: `Division ${tier + 1} Team ${index + 1}`,
          code: `D${tier + 1}T${index + 1}`,
          status: 'Approved' as const,
          leagueId: 1,
          divisionId,
        })),
      )
      .returning({ id: teams.id })
  ).map((team) => team.id);
  const players = await tx
    .insert(users)
    .values(
      Array.from({ length: TEAMS_PER_DIVISION * PLAYERS_PER_TEAM }, (_, index) => ({
        email: `d${tier}p${index}@pages-bench.test`,
        displayName: `Player ${tier + 1}-${index + 1}`,
        passwordHash: playerHash,
      })),
    )
    .returning({ id: users.id, displayName: users.displayName });
  const rosters = players.map((player, index) => ({
    ...player,
    teamId: teamIds[Math.floor(index / PLAYERS_PER_TEAM)]!,
    isCaptain: index % PLAYERS_PER_TEAM === 0,
  }));
  return { teamIds, rosters };
}

export async function seedPagesLeague(target: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<PagesLeague> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrateDatabase(database);
    const [captainHash, playerHash] = await Promise.all([
      hashPassword(PAGES_CAPTAIN.password),
      hashPassword('pages-bench-player'),
    ]);
    return await database.db.transaction(async (tx) => {
      const now = Date.now();
      // Week one ended two days ago; week two is under way.
      const startsAt = new Date(now - 9 * DAY_MS);
      const weeks = roundRobinWeeks(TEAMS_PER_DIVISION);
      const first = await insertLiveSeason(tx, {
        name: 'Pages Bench Season',
        division: 'Division 1',
        startsAt,
        weeks,
      });
      const divisionIds = [first.divisionId];
      for (let tier = 1; tier < DIVISIONS; tier += 1) {
        const [division] = await tx
          .insert(divisions)
          .values({ name: `Division ${tier + 1}`, mmrPercentage: 100, seasonId: first.seasonId, tier })
          .returning({ id: divisions.id });
        divisionIds.push(division!.id);
      }

      let captainTeamId = 0;
      let finishedMatchId = 0;
      let liveMatchId = 0;
      for (const [tier, divisionId] of divisionIds.entries()) {
        const { teamIds, rosters } = await insertTeams(tx, divisionId, tier, playerHash);
        if (tier === 0) {
          // The first team's captain is the bench's account.
          const [captain] = await tx
            .insert(users)
            .values({ ...PAGES_CAPTAIN, passwordHash: captainHash })
            .returning({ id: users.id, displayName: users.displayName });
          rosters[0] = { ...captain!, teamId: teamIds[0]!, isCaptain: true };
          captainTeamId = teamIds[0]!;
        }
        for (const player of rosters) await addRole(tx, player.id, 'Player');
        await tx
          .insert(teamPlayers)
          .values(rosters.map(({ id, teamId, isCaptain }) => ({ userId: id, teamId, isCaptain })));
        await enterTeams(tx, { seasonId: first.seasonId, divisionId, teamIds });

        const fixtures = roundRobin(teamIds).flatMap((week, weekIndex) =>
          week.pairs.map(([teamAId, teamBId], pairIndex) => {
            const window = weekWindow(startsAt, weekIndex + 1);
            const played = weekIndex === 0;
            const live = weekIndex === 1 && (teamAId === captainTeamId || teamBId === captainTeamId);
            const [roundsA, roundsB] = rounds(tier * 100 + pairIndex);
            return {
              seasonId: first.seasonId,
              divisionId,
              week: weekIndex + 1,
              windowStart: window.start,
              windowEnd: window.end,
              defaultTime: window.defaultTime,
              scheduledAt: live ? new Date(now - 10 * 60 * 1000) : window.defaultTime,
              teamAId,
              teamBId,
              ...(played
                ? {
                    status: 'Confirmed' as const,
                    roundsA,
                    roundsB,
                    resultSource: 'admin' as const,
                    playedAt: window.defaultTime,
                    confirmedAt: window.defaultTime,
                  }
                : { status: live ? ('Live' as const) : ('Scheduled' as const) }),
            };
          }),
        );
        const inserted = await tx.insert(matches).values(fixtures).returning({
          id: matches.id,
          status: matches.status,
          teamAId: matches.teamAId,
          teamBId: matches.teamBId,
        });
        const playedMatches = inserted.filter((match) => match.status === 'Confirmed');
        await tx.insert(matchRosters).values(
          playedMatches.flatMap((match) =>
            rosters
              .filter((player) => player.teamId === match.teamAId || player.teamId === match.teamBId)
              .map((player) => ({
                matchId: match.id,
                teamId: player.teamId,
                userId: player.id,
                displayName: player.displayName,
              })),
          ),
        );
        if (tier === 0) {
          const ofCaptain = (match: { teamAId: number; teamBId: number }) =>
            match.teamAId === captainTeamId || match.teamBId === captainTeamId;
          finishedMatchId = playedMatches.find(ofCaptain)!.id;
          liveMatchId = inserted.find((match) => match.status === 'Live')!.id;
        }
      }
      await recomputeAllRatings(tx);
      return { captainTeamId, finishedMatchId, liveMatchId };
    });
  } finally {
    await database.close();
  }
}
