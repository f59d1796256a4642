import type { TeamStatus } from '@domain/api';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

const STATUS_COLORS: Record<TeamStatus, 'warning' | 'success' | 'error'> = {
  Pending: 'warning',
  Approved: 'success',
  Denied: 'error',
};

/** A team's approval status: Pending, Approved or Denied. */
export function TeamStatusChip({ status }: { status: TeamStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATUS_COLORS[status]} label={translate(`resources.teams.status.${status}`)} />
  );
}
