import type { MatchProposal } from '@domain/match-scheduling';
import type { Match, ProposalStatus } from '@domain/matches';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { lazyPart } from '@/lazyPart';
import { isAnswerable, isSchedulingOpen, proposalToCounter } from './matchPageModel';
import { localTime } from './matchTime';
import { useMatchAction } from './queries';

// The proposal form, with react-hook-form and zod, downloads when a captain may propose a time.
const ProposalForm = lazyPart(() => import('./ProposalForm').then((module) => module.ProposalForm));

type TeamRef = { id: number; name: string };

const PROPOSAL_COLORS: Record<ProposalStatus, ChipProps['color']> = {
  Open: 'info',
  Accepted: 'success',
  Declined: 'error',
  Countered: 'warning',
  Expired: 'default',
  Withdrawn: 'default',
};

/** Accept and Decline on the other team's Open proposal. */
function ProposalAnswers({ match, proposal }: { match: Match; proposal: MatchProposal }) {
  const translate = useTranslate();
  const args = { time: localTime(proposal.time), team: proposal.team.name };
  const accept = useMatchAction((dataProvider) => dataProvider.acceptProposal(match.id, proposal.id), {
    success: () => ({ message: 'app.match.done.accepted', args }),
  });
  const decline = useMatchAction((dataProvider) => dataProvider.declineProposal(match.id, proposal.id), {
    success: () => ({ message: 'app.match.done.declined', args }),
  });
  const busy = accept.isPending || decline.isPending;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        loading={accept.isPending}
        disabled={busy}
        onClick={() => accept.mutate(undefined)}
      >
        {translate('app.match.proposals.accept')}
      </Button>
      <Button
        size="small"
        color="error"
        loading={decline.isPending}
        disabled={busy}
        onClick={() => decline.mutate(undefined)}
      >
        {translate('app.match.proposals.decline')}
      </Button>
    </Stack>
  );
}

function ProposalItem({
  match,
  proposal,
  answerable,
}: {
  match: Match;
  proposal: MatchProposal;
  answerable: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1, overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          {translate('app.match.proposals.by', { time: localTime(proposal.time), team: proposal.team.name })}
        </Typography>
        <Chip
          size="small"
          color={PROPOSAL_COLORS[proposal.status]}
          label={translate(`app.match.proposals.status.${proposal.status}`)}
        />
      </Stack>
      {proposal.status === 'Open' ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.match.proposals.expires', { time: localTime(proposal.expiresAt) })}
        </Typography>
      ) : null}
      {answerable ? <ProposalAnswers match={match} proposal={proposal} /> : null}
    </Stack>
  );
}

/**
 * The times proposed (newest first) for everyone; for a captain of either team the form to propose or
 * counter, and Accept / Decline on the other team's Open proposal, while scheduling is open.
 */
export function MatchScheduling({
  match,
  proposals,
  team,
  now,
}: {
  match: Match;
  proposals: MatchProposal[];
  team: TeamRef | null;
  now: number;
}) {
  const translate = useTranslate();
  const open = isSchedulingOpen(match, now);
  return (
    <Stack spacing={2}>
      {proposals.length === 0 ? (
        <Typography color="text.secondary">{translate('app.match.proposals.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('app.match.sections.scheduling')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {proposals.map((proposal) => (
            <ProposalItem
              key={proposal.id}
              match={match}
              proposal={proposal}
              answerable={open && isAnswerable(proposal, team, now)}
            />
          ))}
        </Box>
      )}
      {team ? (
        <>
          <Divider />
          {open ? (
            <ProposalForm match={match} team={team} counters={proposalToCounter(proposals, team, now)} />
          ) : (
            <Typography color="text.secondary">{translate('app.match.propose.closed')}</Typography>
          )}
        </>
      ) : null}
    </Stack>
  );
}
