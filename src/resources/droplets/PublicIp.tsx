import type { Droplet } from '@domain/api';
import Typography from '@mui/material/Typography';
import { CopyIpButton } from './CopyIpButton';
import { useDropletsTranslate } from './dropletsResource';
import { ipv4 } from './serverModel';

/** A server's public IPv4 with its copy button, or that none is assigned yet; a span, to sit in a line of text. */
export function PublicIp({ droplet }: { droplet: Droplet }) {
  const translate = useDropletsTranslate();
  const ip = ipv4(droplet, 'public');
  if (!ip)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('list.noAddress')}
      </Typography>
    );
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {ip} <CopyIpButton ip={ip} />
    </Typography>
  );
}
