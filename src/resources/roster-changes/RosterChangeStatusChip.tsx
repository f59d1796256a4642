import type { RosterChangeStatus } from '@domain/roster-changes';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import { text } from './resourceName';

const COLORS = { Pending: 'warning', Approved: 'success', Denied: 'error', Cancelled: 'default' } as const;

export function RosterChangeStatusChip({ status }: { status: RosterChangeStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(text(`status.${status}`))} />;
}
