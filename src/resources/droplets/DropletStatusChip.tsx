import type { DropletStatus } from '@domain/api';
import Chip from '@mui/material/Chip';
import { useDropletsTranslate } from './dropletsResource';

const COLORS = { new: 'info', active: 'success', off: 'warning', archive: 'default' } as const;

export function DropletStatusChip({ status }: { status: DropletStatus }) {
  const translate = useDropletsTranslate();
  return <Chip size="small" label={translate(`status.${status}`)} color={COLORS[status]} variant="filled" />;
}
