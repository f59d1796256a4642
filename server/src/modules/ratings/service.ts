import type { PerformanceStats, PlayerLeaderboardRow, TeamLeaderboardRow } from '@domain/ratings';
import type { ChangeNotices } from '@server/db/change-notices';
import type { Db } from '@server/db/client';
import { teams, users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { boardTotals } from './board-totals';
import { ratingErrors } from './errors';
import { type LeaderboardQuery, playerLeaderboard, teamLeaderboard } from './leaderboards';
import { playerRatingOf, teamRatingsOf } from './read';
import { playerStats, teamStats } from './stats';

// The ratings module's service (app.ratings): players' and teams' performance and the leaderboards.

export interface RatingService {
  playerStats(userId: number): Promise<PerformanceStats>;
  teamStats(teamId: number): Promise<PerformanceStats>;
  teamLeaderboard(query: LeaderboardQuery): Promise<{ rows: TeamLeaderboardRow[]; total: number }>;
  playerLeaderboard(query: LeaderboardQuery): Promise<{ rows: PlayerLeaderboardRow[]; total: number }>;
}

export function createRatingService({ db, notices }: { db: Db; notices: ChangeNotices }): RatingService {
  const totals = boardTotals(db, notices);
  return {
    async playerStats(userId) {
      const [user] = await db
        .select({ id: users.id, name: users.displayName })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw ratingErrors.userNotFound();
      return playerStats(db, user, await playerRatingOf(db, userId));
    },
    async teamStats(teamId) {
      const [team] = await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(eq(teams.id, teamId));
      if (!team) throw ratingErrors.teamNotFound();
      const rating = (await teamRatingsOf(db, [teamId])).get(teamId);
      if (!rating) throw ratingErrors.teamNotFound();
      return teamStats(db, team, rating);
    },
    teamLeaderboard: (query) => teamLeaderboard(db, query, totals.teams),
    playerLeaderboard: (query) => playerLeaderboard(db, query, totals.players),
  };
}
