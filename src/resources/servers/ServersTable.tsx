import type { Droplet } from '@domain/api';
import Typography from '@mui/material/Typography';
import { Datagrid, FunctionField, TextField } from 'ra-ui-materialui';
import { DeleteServerButton, type ServerRowActions } from './DeleteServerButton';
import { DropletStatusChip } from './DropletStatusChip';
import { PublicIp } from './PublicIp';
import { formatCreated } from './serverModel';
import { serversText, useServersTranslate } from './serversResource';

/** From 600 px up: the page of servers; columns label themselves, a row opens its details. */
export function ServersTable({ onOpen, deletion }: ServerRowActions) {
  const translate = useServersTranslate();
  return (
    <Datagrid
      aria-label={translate('tableLabel')}
      rowClick={(id) => {
        onOpen(Number(id));
        return false;
      }}
      bulkActionButtons={false}
      sx={{ '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap' } }}
      empty={<Typography sx={{ p: 2 }}>{translate('empty')}</Typography>}
    >
      <TextField source="name" />
      <FunctionField<Droplet>
        source="status"
        render={(droplet) => <DropletStatusChip status={droplet.status} />}
      />
      <TextField source="region.name" sortable={false} />
      <TextField source="size_slug" sortable={false} />
      <FunctionField<Droplet>
        source="publicIp"
        sortable={false}
        render={(droplet) => <PublicIp droplet={droplet} />}
      />
      <FunctionField<Droplet>
        source="created_at"
        render={(droplet) => (droplet.created_at ? formatCreated(droplet.created_at) : '')}
      />
      <FunctionField<Droplet>
        label={serversText('fields.actions')}
        sortable={false}
        render={(droplet) => <DeleteServerButton droplet={droplet} deletion={deletion} />}
      />
    </Datagrid>
  );
}
