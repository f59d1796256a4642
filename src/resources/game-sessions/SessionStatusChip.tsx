import type { GameSessionStatus } from '@domain/api';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

const COLORS = { Active: 'success', Pending: 'warning', 'Not Active': 'default' } as const;

export function SessionStatusChip({ status }: { status: GameSessionStatus }) {
  return <Chip size="small" label={status} color={COLORS[status]} variant="filled" />;
}

/** Whether the hosting game server still reports (its session's upToDate). */
export function FreshnessChip({ upToDate }: { upToDate: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={upToDate ? 'success' : 'warning'}
      label={translate(upToDate ? 'resources.sessions.upToDate' : 'resources.sessions.stale')}
    />
  );
}
