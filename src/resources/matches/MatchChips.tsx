import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { MatchOutcome } from './teamMatchModel';

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
