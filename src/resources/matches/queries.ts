import type { Match, MatchStatus } from '@domain/matches';
import { type SortPayload, useGetList } from 'ra-core';
import { QUERY_RETRY } from '@/queryClient';

/** The matches list (GET /matches, simple REST). */
export const MATCHES = 'matches';

interface TeamMatchesQuery {
  teamId: number | undefined;
  seasonId: number | undefined;
  status: MatchStatus;
  order: SortPayload['order'];
  limit: number;
}

/** The first `limit` matches of a team in a season with `status`, by time (GET /matches?filter=...). */
export function useTeamMatches({ teamId, seasonId, status, order, limit }: TeamMatchesQuery) {
  return useGetList<Match>(
    MATCHES,
    {
      filter: { teamId, seasonId, status },
      sort: { field: 'scheduledAt', order },
      pagination: { page: 1, perPage: limit },
    },
    { ...QUERY_RETRY, enabled: teamId !== undefined && seasonId !== undefined },
  );
}
