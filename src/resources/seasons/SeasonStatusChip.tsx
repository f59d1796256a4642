import type { SeasonStatus } from '@domain/seasons';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import { text } from './resourceName';

const STATUS_COLORS: Record<SeasonStatus, ChipProps['color']> = {
  Setup: 'default',
  Registration: 'info',
  Live: 'success',
  Playoffs: 'warning',
  Finished: 'default',
};

export function SeasonStatusChip({ status }: { status: SeasonStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(text(`status.${status}`))} />;
}
