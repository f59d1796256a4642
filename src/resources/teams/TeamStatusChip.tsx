import type { TeamStatus } from '@domain/api';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
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

/** The statuses whose meaning the team's members are told. */
const NOTED_STATUSES: ReadonlySet<TeamStatus> = new Set(['Pending', 'Denied']);

/** What a Pending or Denied status means, told to the team's own members. */
export function StatusNote({ status }: { status: TeamStatus }) {
  const translate = useTranslate();
  if (!NOTED_STATUSES.has(status)) return null;
  return <Typography color="text.secondary">{translate(`resources.teams.statusNote.${status}`)}</Typography>;
}
