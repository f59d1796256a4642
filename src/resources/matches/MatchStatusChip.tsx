import type { MatchStatus } from '@domain/matches';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import { text } from './resourceName';

const STATUS_COLORS: Record<MatchStatus, ChipProps['color']> = {
  Scheduled: 'default',
  Reported: 'info',
  Disputed: 'error',
  Confirmed: 'success',
  Voided: 'warning',
};

export function MatchStatusChip({ status }: { status: MatchStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(text(`status.${status}`))} />;
}
