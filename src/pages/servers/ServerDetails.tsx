import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { Droplet } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import {
  formatDisk,
  formatHourlyPrice,
  formatMemory,
  formatMonthlyPrice,
  formatTransfer,
} from '../../../domain/servers';
import { DetailRow } from '../../components/DetailRow';
import { formatCreated, ipv4, ipv6 } from '../../resources/droplets/dropletModel';
import { DropletStatusChip } from './DropletStatusChip';

const t = messages.servers.details;

/** A fact the provider may not have sent: formatted, or the empty mark. */
function shown<T>(value: T | undefined, format: (present: T) => string): string {
  return value === undefined ? t.none : format(value);
}

function DropletFacts({ droplet }: { droplet: Droplet }) {
  const facts: [string, string][] = [
    [t.region, shown(droplet.region, (region) => `${region.name} (${region.slug})`)],
    [t.size, droplet.size_slug ?? t.none],
    [t.memory, shown(droplet.memory, formatMemory)],
    [t.vcpus, shown(droplet.vcpus, String)],
    [t.disk, shown(droplet.disk, formatDisk)],
    [t.transfer, shown(droplet.transfer, formatTransfer)],
    [t.priceMonthly, shown(droplet.price_monthly, formatMonthlyPrice)],
    [t.priceHourly, shown(droplet.price_hourly, formatHourlyPrice)],
    [t.publicIp, ipv4(droplet, 'public') ?? t.none],
    [t.privateIp, ipv4(droplet, 'private') ?? t.none],
    [t.ipv6, ipv6(droplet) ?? t.none],
    [t.createdAt, shown(droplet.created_at, formatCreated)],
  ];
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0, '& dt': { minWidth: 130 } }}>
      <DetailRow label={t.status}>
        <DropletStatusChip status={droplet.status} />
      </DetailRow>
      {facts.map(([label, value]) => (
        <DetailRow key={label} label={label}>
          {value}
        </DetailRow>
      ))}
      <DetailRow label={t.tags}>
        {droplet.tags.length === 0
          ? t.none
          : droplet.tags.map((tag) => <Chip key={tag} size="small" label={tag} sx={{ mr: 0.5 }} />)}
      </DetailRow>
    </Stack>
  );
}

/** One server's details (SPEC section 2), kept current by the list's polling. */
export function ServerDetails({ droplet, onClose }: { droplet: Droplet | undefined; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={droplet !== undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{droplet ? messages.servers.details.title(droplet.name) : null}</DialogTitle>
      <DialogContent>{droplet ? <DropletFacts droplet={droplet} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
