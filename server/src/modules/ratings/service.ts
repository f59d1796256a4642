import type { PerformanceStats, PlayerLeaderboardRow, TeamLeaderboardRow } from '@domain/ratings';
import type { ServiceDeps } from '@server/service-deps';
import { boardTotals } from './board-totals';
import { ratingErrors } from './errors';
import { playerRatingOf, teamRatingsOf } from './read';
import { type LeaderboardQuery, playerLeaderboard, teamLeaderboard } from './repository/leaderboards';
import { findRatedPlayer, findRatedTeam } from './repository/ratings';
import { playerStats, teamStats } from './stats';

// The ratings module's service (app.ratings): players' and teams' performance and the leaderboards.

export interface RatingService {
  playerStats(userId: number): Promise<PerformanceStats>;
  teamStats(teamId: number): Promise<PerformanceStats>;
  teamLeaderboard(query: LeaderboardQuery): Promise<{ rows: TeamLeaderboardRow[]; total: number }>;
  playerLeaderboard(query: LeaderboardQuery): Promise<{ rows: PlayerLeaderboardRow[]; total: number }>;
}

export function createRatingService({ db, notices }: Pick<ServiceDeps, 'db' | 'notices'>): RatingService {
  const totals = boardTotals(db, notices);
  return {
    async playerStats(userId) {
      const user = await findRatedPlayer(db, userId);
      if (!user) throw ratingErrors.userNotFound();
      return playerStats(db, user, await playerRatingOf(db, userId));
    },
    async teamStats(teamId) {
      const team = await findRatedTeam(db, teamId);
      if (!team) throw ratingErrors.teamNotFound();
      const rating = (await teamRatingsOf(db, [teamId])).get(teamId);
      if (!rating) throw ratingErrors.teamNotFound();
      return teamStats(db, team, rating);
    },
    teamLeaderboard: (query) => teamLeaderboard(db, query, totals.teams),
    playerLeaderboard: (query) => playerLeaderboard(db, query, totals.players),
  };
}
