import type { Droplet } from '@domain/api';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useListContext } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { DeleteServerButton, type ServerRowActions } from './DeleteServerButton';
import { DropletStatusChip } from './DropletStatusChip';
import { PublicIp } from './PublicIp';
import { useServersTranslate } from './serversResource';

/**
 * Phones: the page of servers one row each, as react-admin's SimpleList lays a list out: the name (which
 * opens the details) and status, region and size, the public IP with its copy button, and Delete.
 */
export function ServersSimpleList({ onOpen, deletion }: ServerRowActions) {
  const translate = useServersTranslate();
  const { data, isPending } = useListContext<Droplet>();
  const droplets = data ?? [];
  return (
    <LoadState loading={isPending} error={null}>
      {droplets.length === 0 ? <Typography sx={{ p: 2 }}>{translate('empty')}</Typography> : null}
      <List aria-label={translate('tableLabel')} disablePadding>
        {droplets.map((droplet) => (
          <ListItem key={droplet.id} divider sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Link
                  component="button"
                  variant="subtitle1"
                  onClick={() => onOpen(droplet.id)}
                  sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                >
                  {droplet.name}
                </Link>
                <DropletStatusChip status={droplet.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[droplet.region?.name, droplet.size_slug].filter(Boolean).join(' · ')}
              </Typography>
              <PublicIp droplet={droplet} />
            </Box>
            <DeleteServerButton droplet={droplet} deletion={deletion} />
          </ListItem>
        ))}
      </List>
    </LoadState>
  );
}
