import type { Droplet } from '@domain/api';
import {
  formatDisk,
  formatHourlyPrice,
  formatMemory,
  formatMonthlyPrice,
  formatTransfer,
} from '@domain/droplets';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { DetailRow } from '@/components/DetailRow';
import { DropletStatusChip } from './DropletStatusChip';
import { useDropletsTranslate } from './dropletsResource';
import { formatCreated, ipv4, ipv6 } from './serverModel';

function DropletFacts({ droplet }: { droplet: Droplet }) {
  const translate = useDropletsTranslate();
  const label = (key: string) => translate(`details.${key}`);
  const none = label('none');
  /** A fact the provider may not have sent: formatted, or the empty mark. */
  const shown = <T,>(value: T | undefined, format: (present: T) => string): string =>
    value === undefined ? none : format(value);
  const facts: [string, string][] = [
    [label('region'), shown(droplet.region, (region) => `${region.name} (${region.slug})`)],
    [label('size'), droplet.size_slug ?? none],
    [label('memory'), shown(droplet.memory, formatMemory)],
    [label('vcpus'), shown(droplet.vcpus, String)],
    [label('disk'), shown(droplet.disk, formatDisk)],
    [label('transfer'), shown(droplet.transfer, formatTransfer)],
    [label('priceMonthly'), shown(droplet.price_monthly, formatMonthlyPrice)],
    [label('priceHourly'), shown(droplet.price_hourly, formatHourlyPrice)],
    [label('publicIp'), ipv4(droplet, 'public') ?? none],
    [label('privateIp'), ipv4(droplet, 'private') ?? none],
    [label('ipv6'), ipv6(droplet) ?? none],
    [label('createdAt'), shown(droplet.created_at, formatCreated)],
  ];
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0, '& dt': { minWidth: 130 } }}>
      <DetailRow label={label('status')}>
        <DropletStatusChip status={droplet.status} />
      </DetailRow>
      {facts.map(([label, value]) => (
        <DetailRow key={label} label={label}>
          {value}
        </DetailRow>
      ))}
      <DetailRow label={label('tags')}>
        {droplet.tags.length === 0
          ? none
          : droplet.tags.map((tag) => <Chip key={tag} size="small" label={tag} sx={{ mr: 0.5 }} />)}
      </DetailRow>
    </Stack>
  );
}

/** One server's details, kept current by the list's polling. */
export function ServerDetails({ droplet, onClose }: { droplet: Droplet | undefined; onClose: () => void }) {
  const translate = useDropletsTranslate();
  const titleId = useId();
  return (
    <Dialog open={droplet !== undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {droplet ? translate('details.title', { name: droplet.name }) : null}
      </DialogTitle>
      <DialogContent>{droplet ? <DropletFacts droplet={droplet} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
