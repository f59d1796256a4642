import type { Droplet } from '@domain/api';
import { DROPLET_STATUSES } from '@domain/droplets';
import Box from '@mui/material/Box';
import type { Query } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'ra-core';
import { useListContext } from 'ra-core';
import { SelectInput, TextInput } from 'ra-ui-materialui';
import { useState } from 'react';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { AlertDialogProvider } from './AlertDialogProvider';
import { CreateServerForm } from './CreateServerForm';
import { dropletsText, useDropletsTranslate } from './dropletsResource';
import { ServerDetails } from './ServerDetails';
import { ServerRows } from './ServerRows';
import { DROPLET_POLL_MS, isBooting } from './serverModel';
import { useAlertDialog } from './useAlertDialog';
import { useDeleteServer } from './useServerMutations';

/** Searched by the server as you type (filter {q}: part of the name), and by status. */
const filters = [
  <TextInput key="q" source="q" label={dropletsText('filters.search')} alwaysOn resettable />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={DROPLET_STATUSES.map((status) => ({ id: status, name: dropletsText(`status.${status}`) }))}
  />,
];

/** Ask again every few seconds while a droplet is still new, so it turns active on screen by itself. */
const pollWhileBooting = (query: Query<GetListResult<Droplet>>) =>
  query.state.data?.data.some(isBooting) ? DROPLET_POLL_MS : false;

/** The open row's details, read from the list so that they follow its polling. */
function OpenDetails({ id, onClose }: { id: RaRecord['id'] | null; onClose: () => void }) {
  const { data } = useListContext<Droplet>();
  return <ServerDetails droplet={data?.find((droplet) => droplet.id === id)} onClose={onClose} />;
}

/** The list of active servers, paged, sorted and filtered by the API; a row opens its details. */
function ActiveServers() {
  const translate = useDropletsTranslate();
  const alert = useAlertDialog();
  const [openId, setOpenId] = useState<RaRecord['id'] | null>(null);
  const deletion = useDeleteServer();
  // The grid lets the table scroll sideways on its own when wider than the screen, not widen the page.
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <AdminList
        title={translate('title')}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        queryOptions={{
          refetchInterval: pollWhileBooting,
          onError: () => alert({ text: translate('notifications.loadDropletsFailed'), severity: 'error' }),
        }}
      >
        <ServerRows onOpen={setOpenId} deletion={deletion} />
        <OpenDetails id={openId} onClose={() => setOpenId(null)} />
      </AdminList>
    </Box>
  );
}

/** /admin/digital-ocean: Server management, the create form above the active servers. */
export default function ServersList() {
  const translate = useDropletsTranslate();
  return (
    <Page title={translate('title')} maxWidth={1400}>
      <AlertDialogProvider>
        <CreateServerForm />
        <ActiveServers />
      </AlertDialogProvider>
    </Page>
  );
}
