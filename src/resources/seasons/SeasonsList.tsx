import { SEASON_STATUSES } from '@domain/seasons';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { searchAndStatusFilters } from '@/components/searchAndStatusFilters';
import { text } from './resourceName';
import { SeasonRows } from './SeasonRows';

/** SelectInput translates each choice's name. */
const STATUS_CHOICES = SEASON_STATUSES.map((status) => ({ id: status, name: text(`status.${status}`) }));

/** Searched by the server as you type (q: part of the name), and by status. */
const filters = searchAndStatusFilters({ labels: text('filters'), choices: STATUS_CHOICES });

/** /admin/seasons: every season, newest start first, paged, sorted and filtered by the server. */
export default function SeasonsList() {
  const translate = useTranslate();
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <Button component={RouterLink} to="/admin/seasons/create" variant="contained" sx={{ mb: 2 }}>
        {translate(text('action.create'))}
      </Button>
      <AdminList
        title={title}
        filters={filters}
        sort={{ field: 'startsAt', order: 'DESC' }}
        loadFailed={text('loadFailed')}
      >
        <SeasonRows />
      </AdminList>
    </Page>
  );
}
