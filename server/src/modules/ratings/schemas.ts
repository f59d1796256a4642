import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';
import { LEADERBOARD_SORT_FIELDS } from './repository/leaderboards';

export {
  performanceStatsSchema,
  playerLeaderboardRowSchema,
  teamLeaderboardRowSchema,
} from '@domain/ratings';

export const leaderboardQuery = listQuerySchema(
  LEADERBOARD_SORT_FIELDS,
  z.object({ seasonId: idSchema.optional(), divisionId: idSchema.optional() }).strict(),
);
