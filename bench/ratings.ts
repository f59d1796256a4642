import { eq, like } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import {
  matches,
  matchRosters,
  playerRatings,
  ratingChanges,
  teamRatings,
  users,
} from '../server/src/db/schema';
import { recomputeAllRatings } from '../server/src/modules/ratings/replay';

// The ratings budget: the full rating recompute (the admin CLI's, and what a correction of the season's first
// match costs) over the standings season's 10,000 confirmed results (bench/standings.ts), with five players a
// team in every match's roster, so that team and player ratings are both replayed. The players, rosters and
// ratings it writes are removed again before the server starts on the same database.

const PLAYERS_PER_TEAM = 5;
const CHUNK = 1000;
const EMAIL = '@ratings-bench.invalid';

export interface RecomputeResult {
  matches: number;
  seconds: number;
  perSecond: number;
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

export async function measureRatingsRecompute(target: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<RecomputeResult> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  const { db } = database;
  try {
    const played = await db
      .select({ id: matches.id, teamAId: matches.teamAId, teamBId: matches.teamBId })
      .from(matches)
      .where(eq(matches.status, 'Confirmed'));
    const teamIds = [...new Set(played.flatMap((match) => [match.teamAId, match.teamBId]))];
    const players = teamIds.flatMap((teamId) =>
      Array.from({ length: PLAYERS_PER_TEAM }, (_, index) => ({
        email: `t${teamId}p${index}${EMAIL}`,
        displayName: `Bench ${teamId}-${index}`,
        passwordHash: 'x',
        teamId,
      })),
    );
    const rosterOf = new Map<number, { userId: number; displayName: string }[]>();
    await inChunks(players, async (chunk) => {
      const inserted = await db
        .insert(users)
        .values(chunk.map(({ teamId: _teamId, ...user }) => user))
        .returning({ id: users.id, displayName: users.displayName });
      inserted.forEach((user, index) => {
        const teamId = chunk[index]!.teamId;
        rosterOf.set(teamId, [
          ...(rosterOf.get(teamId) ?? []),
          { userId: user.id, displayName: user.displayName },
        ]);
      });
    });
    const rosters = played.flatMap((match) =>
      [match.teamAId, match.teamBId].flatMap((teamId) =>
        (rosterOf.get(teamId) ?? []).map((player) => ({ matchId: match.id, teamId, ...player })),
      ),
    );
    await inChunks(rosters, (chunk) => db.insert(matchRosters).values(chunk));

    const started = performance.now();
    const replayed = await db.transaction((tx) => recomputeAllRatings(tx));
    const seconds = (performance.now() - started) / 1000;

    await db.transaction(async (tx) => {
      await tx.delete(ratingChanges);
      await tx.delete(teamRatings);
      await tx.delete(playerRatings);
      await tx.delete(matchRosters);
      await tx.delete(users).where(like(users.email, `%${EMAIL}`));
    });
    return { matches: replayed, seconds, perSecond: replayed / seconds };
  } finally {
    await database.close();
  }
}
