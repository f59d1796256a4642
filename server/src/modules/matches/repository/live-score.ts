import type { LiveScore } from '@domain/matches';
import { gameSessions, matches } from '@server/db/schema';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A Live match's rounds won so far, from the latest state of its newest game session; null when the match
 * is not Live or the session reported no score. A column of the query that reads the matches (one query
 * per page, never one per row).
 */
export function liveScoreColumn(): SQL<LiveScore | null> {
  return sql<LiveScore | null>`case when ${matches.status} = 'Live' then (
    select case when jsonb_typeof(s.game_state -> 'teamA') = 'number'
        and jsonb_typeof(s.game_state -> 'teamB') = 'number'
      then jsonb_build_object('teamA', (s.game_state ->> 'teamA')::integer, 'teamB', (s.game_state ->> 'teamB')::integer)
      end
    from ${gameSessions} as s where s.match_id = ${matches.id} order by s.id desc limit 1
  ) end`;
}
