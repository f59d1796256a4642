import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Query } from '@tanstack/react-query';
import { type GetListResult, type RaRecord, useListContext } from 'ra-core';
import { Datagrid, FunctionField, TextField } from 'ra-ui-materialui';
import { useState } from 'react';
import type { Droplet } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { AdminList } from '../../components/AdminList';
import { DROPLET_POLL_MS, formatCreated, ipv4, isBooting } from '../../resources/droplets/dropletModel';
import { DROPLETS_RESOURCE } from '../../resources/droplets/dropletsApi';
import { CopyIpButton } from './CopyIpButton';
import { DeleteServerButton } from './DeleteServerButton';
import { DropletStatusChip } from './DropletStatusChip';
import { ServerDetails } from './ServerDetails';
import { useAlertDialog } from './useAlertDialog';

const t = messages.servers;
const c = t.list.columns;

/** Ask again every few seconds while a droplet is still new, so it turns active on screen by itself. */
const pollWhileBooting = (query: Query<GetListResult<Droplet>>) =>
  query.state.data?.data.some(isBooting) ? DROPLET_POLL_MS : false;

function PublicIp({ droplet }: { droplet: Droplet }) {
  const ip = ipv4(droplet, 'public');
  if (!ip)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.list.noAddress}
      </Typography>
    );
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {ip} <CopyIpButton ip={ip} />
    </Typography>
  );
}

/** The open row's details, read from the list so that they follow its polling. */
function OpenDetails({ id, onClose }: { id: RaRecord['id'] | null; onClose: () => void }) {
  const { data } = useListContext<Droplet>();
  return <ServerDetails droplet={data?.find((droplet) => droplet.id === id)} onClose={onClose} />;
}

/** SPEC section 2's list of active servers; a row opens its details. */
export function ServersList() {
  const alert = useAlertDialog();
  const [openId, setOpenId] = useState<RaRecord['id'] | null>(null);
  const open = (id: RaRecord['id']) => {
    setOpenId(id);
    return false as const;
  };
  // The grid lets the table scroll sideways on its own when wider than the screen, not widen the page.
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <AdminList
        resource={DROPLETS_RESOURCE}
        title={t.title}
        sort={{ field: 'created_at', order: 'DESC' }}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
        queryOptions={{
          refetchInterval: pollWhileBooting,
          onError: () => alert({ text: t.loadDropletsFailed, severity: 'error' }),
        }}
      >
        <Datagrid
          rowClick={open}
          bulkActionButtons={false}
          sx={{ '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap' } }}
          empty={<Typography sx={{ p: 2 }}>{t.empty}</Typography>}
        >
          <TextField source="name" label={c.name} />
          <FunctionField<Droplet>
            source="status"
            label={c.status}
            render={(droplet) => <DropletStatusChip status={droplet.status} />}
          />
          <TextField source="region.name" label={c.region} sortable={false} />
          <TextField source="size_slug" label={c.size} sortable={false} />
          <FunctionField<Droplet>
            label={c.publicIp}
            sortable={false}
            render={(droplet) => <PublicIp droplet={droplet} />}
          />
          <FunctionField<Droplet>
            source="created_at"
            label={c.createdAt}
            render={(droplet) => (droplet.created_at ? formatCreated(droplet.created_at) : '')}
          />
          <FunctionField<Droplet>
            label={c.actions}
            sortable={false}
            render={(droplet) => <DeleteServerButton droplet={droplet} />}
          />
        </Datagrid>
        <OpenDetails id={openId} onClose={() => setOpenId(null)} />
      </AdminList>
    </Box>
  );
}
