import type { DropletStatus } from '@domain/api';
import Chip from '@mui/material/Chip';
import { useServersTranslate } from './serversResource';

const COLORS = { new: 'info', active: 'success', off: 'warning', archive: 'default' } as const;

export function DropletStatusChip({ status }: { status: DropletStatus }) {
  const translate = useServersTranslate();
  return <Chip size="small" label={translate(`status.${status}`)} color={COLORS[status]} variant="filled" />;
}
