import type { Droplet } from '@domain/api';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { DeleteServerButton, type ServerRowActions } from './DeleteServerButton';
import { DropletStatusChip } from './DropletStatusChip';
import { dropletsText, useDropletsTranslate } from './dropletsResource';
import { PublicIp } from './PublicIp';
import { formatCreated } from './serverModel';

const Column = DataTable.Col<Droplet>;

/** Phones: the name, a button opening the details, and the status. */
function NameAndStatus({ droplet, onOpen }: { droplet: Droplet; onOpen: ServerRowActions['onOpen'] }) {
  return (
    <Stack component="span" direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Link
        component="button"
        variant="subtitle1"
        onClick={() => onOpen(droplet.id)}
        sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
      >
        {droplet.name}
      </Link>
      <DropletStatusChip status={droplet.status} />
    </Stack>
  );
}

/**
 * The page of servers, columns labelled from the resource's fields, a row opening its details; on phones the
 * name (opening the details) and status over the region and size and the public IP with its copy button.
 * Delete ends each row.
 */
export function ServerRows({ onOpen, deletion }: ServerRowActions) {
  const translate = useDropletsTranslate();
  const deleteButton = (droplet: Droplet) => <DeleteServerButton droplet={droplet} deletion={deletion} />;
  return (
    <ResponsiveList<Droplet>
      label={translate('tableLabel')}
      primaryText={(droplet) => <NameAndStatus droplet={droplet} onOpen={onOpen} />}
      secondaryText={(droplet) => (
        <Stack component="span">
          <span>{[droplet.region?.name, droplet.size_slug].filter(Boolean).join(' · ')}</span>
          <PublicIp droplet={droplet} />
        </Stack>
      )}
      rightIcon={deleteButton}
      rowClick={false}
      tableRowClick={(id) => {
        onOpen(Number(id));
        return false;
      }}
      tableSx={{ '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' } }}
      empty={<Typography sx={{ p: 2 }}>{translate('empty')}</Typography>}
    >
      <Column source="name" />
      <Column source="status" render={(droplet) => <DropletStatusChip status={droplet.status} />} />
      <Column source="region.name" disableSort />
      <Column source="size_slug" disableSort />
      <Column source="publicIp" disableSort render={(droplet) => <PublicIp droplet={droplet} />} />
      <Column
        source="created_at"
        render={(droplet) => (droplet.created_at ? formatCreated(droplet.created_at) : '')}
      />
      <Column label={dropletsText('fields.actions')} disableSort render={deleteButton} />
    </ResponsiveList>
  );
}
