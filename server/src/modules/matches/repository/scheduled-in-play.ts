import { PLAYING_SEASON_STATUSES } from '@domain/seasons';
import { matches, seasons } from '@server/db/schema';
import { eq, inArray, type SQL } from 'drizzle-orm';

/**
 * For a query over matches inner-joined to their season (seasons.id = matches.season_id): the conditions (to
 * spread into an and) of the matches still Scheduled in a season being played, the ones a timed job (reminders, no-shows, servers) may act on.
 */
export function scheduledInPlayingSeason(): SQL[] {
  return [eq(matches.status, 'Scheduled'), inArray(seasons.status, [...PLAYING_SEASON_STATUSES])];
}
