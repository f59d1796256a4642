import type { Season } from '@domain/seasons';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetOne, useGetRecordId, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { PageSection } from '@/components/PageSection';
import { QUERY_RETRY } from '@/queryClient';
import { SeasonDivisionsButton } from '../divisions/SeasonDivisionsButton';
import { CheckInSettings } from './CheckInSettings';
import { MoveSeasonButton } from './MoveSeasonButton';
import { SEASONS, text } from './resourceName';
import { SeasonDetails } from './SeasonDetails';
import { SeasonEntries } from './SeasonEntries';
import { SeasonFixtures } from './SeasonFixtures';
import { TransferWindow } from './TransferWindow';

/** /admin/seasons/{id}, react-admin's edit path: the season's details, its next stage and its teams. */
export default function SeasonEdit() {
  const translate = useTranslate();
  const id = Number(useGetRecordId());
  const season = useGetOne<Season>(SEASONS, { id }, QUERY_RETRY);
  return (
    <Page title={season.data?.name ?? translate(text('title'))}>
      <Button component={RouterLink} to="/admin/seasons" sx={{ mb: 2 }}>
        {translate(text('action.back'))}
      </Button>
      <LoadState loading={season.isPending} error={season.isError ? translate(text('detailsFailed')) : null}>
        {season.data ? (
          <Stack spacing={3}>
            <PageSection title={translate(text('sections.details'))}>
              <Stack spacing={2}>
                <SeasonDetails season={season.data} />
                <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <MoveSeasonButton season={season.data} />
                  <SeasonDivisionsButton season={season.data} />
                </Stack>
              </Stack>
            </PageSection>
            <PageSection title={translate(text('checkIn.title'))}>
              <CheckInSettings season={season.data} />
            </PageSection>
            <PageSection title={translate(text('sections.rosters'))}>
              <TransferWindow season={season.data} />
            </PageSection>
            <PageSection title={translate(text('sections.entries'))}>
              <SeasonEntries season={season.data} />
            </PageSection>
            <PageSection title={translate(text('sections.fixtures'))}>
              <SeasonFixtures season={season.data} />
            </PageSection>
          </Stack>
        ) : null}
      </LoadState>
    </Page>
  );
}
