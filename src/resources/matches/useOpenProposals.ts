import type { MatchProposal } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import { useQueries } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';
import { MATCHES } from './queries';

/** At most this many proposal reads at once: the team's next few matches, never one per match of a season. */
export const PROPOSAL_READS_MAX = 5;

/**
 * The Open proposals the other team made on `matches` (the first PROPOSAL_READS_MAX of them; GET
 * /matches/{id}/proposals each), which `teamId`'s captains are to answer, soonest match first.
 */
export function useOpenProposals(matches: readonly Match[], teamId: number) {
  const dataProvider = useAppDataProvider();
  const read = matches.slice(0, PROPOSAL_READS_MAX);
  return useQueries({
    queries: read.map((match) => ({
      queryKey: [MATCHES, 'getMatchProposals', match.id],
      queryFn: () => dataProvider.getMatchProposals(match.id),
    })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      proposals: results.flatMap((result, index) =>
        (result.data ?? [])
          .filter((proposal) => proposal.status === 'Open' && proposal.team.id !== teamId)
          .map((proposal): { match: Match; proposal: MatchProposal } => ({
            match: read[index],
            proposal,
          })),
      ),
    }),
  });
}
