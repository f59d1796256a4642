import type { MatchStatus } from '@domain/matches';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { MatchOutcome } from './matchModel';

const STATUS_COLORS: Record<MatchStatus, ChipProps['color']> = {
  Scheduled: 'default',
  Reported: 'info',
  Disputed: 'warning',
  Confirmed: 'success',
  Voided: 'default',
};

export function MatchStatusChip({ status }: { status: MatchStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={translate(`app.league.matches.statuses.${status}`)}
    />
  );
}

const OUTCOME_COLORS: Record<MatchOutcome, ChipProps['color']> = {
  win: 'success',
  draw: 'default',
  loss: 'error',
};

/** W, D or L, read out in full. */
export function OutcomeChip({ outcome }: { outcome: MatchOutcome }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={OUTCOME_COLORS[outcome]}
      label={
        <>
          <span aria-hidden>{translate(`app.league.matches.outcomes.${outcome}`)}</span>
          <Box component="span" sx={visuallyHidden}>
            {translate(`app.league.matches.outcomeNames.${outcome}`)}
          </Box>
        </>
      }
      sx={{ minWidth: 32, fontWeight: 700 }}
    />
  );
}
