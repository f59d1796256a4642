import type { MatchStatus } from '@domain/matches';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

const STATUS_COLORS: Record<MatchStatus, ChipProps['color']> = {
  Scheduled: 'info',
  Live: 'secondary',
  Reported: 'warning',
  Disputed: 'error',
  Confirmed: 'success',
  Voided: 'default',
};

export function MatchStatusChip({ status }: { status: MatchStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`app.match.status.${status}`)} />;
}
