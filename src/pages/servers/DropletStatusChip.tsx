import Chip from '@mui/material/Chip';
import type { DropletStatus } from '../../../domain/api';
import { messages } from '../../../domain/messages';

const COLORS = { new: 'info', active: 'success', off: 'warning', archive: 'default' } as const;

export function DropletStatusChip({ status }: { status: DropletStatus }) {
  return (
    <Chip size="small" label={messages.servers.status[status]} color={COLORS[status]} variant="filled" />
  );
}
