import type { Season } from '@domain/seasons';
import Stack from '@mui/material/Stack';
import { EditBase, useRecordContext, useTranslate } from 'ra-core';
import { PageSection } from '@/components/PageSection';
import { RecordPage } from '@/components/record/RecordPage';
import { EDIT_BASE_PROPS } from '@/components/record/recordBaseProps';
import { SeasonDivisionsButton } from '../divisions/SeasonDivisionsButton';
import { CheckInSettings } from './CheckInSettings';
import { MoveSeasonButton } from './MoveSeasonButton';
import { SEASONS, text } from './resourceName';
import { SeasonDetails } from './SeasonDetails';
import { SeasonEntries } from './SeasonEntries';
import { SeasonFixtures } from './SeasonFixtures';
import { TransferWindow } from './TransferWindow';

/** The season of the page (react-admin's RecordContext): its details, next stage, check-in, rosters and teams. */
function SeasonSections() {
  const translate = useTranslate();
  const season = useRecordContext<Season>();
  if (!season) return null;
  return (
    <Stack spacing={3}>
      <PageSection title={translate(text('sections.details'))}>
        <Stack spacing={2}>
          <SeasonDetails season={season} />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <MoveSeasonButton season={season} />
            <SeasonDivisionsButton season={season} />
          </Stack>
        </Stack>
      </PageSection>
      <PageSection title={translate(text('checkIn.title'))}>
        <CheckInSettings season={season} />
      </PageSection>
      <PageSection title={translate(text('sections.rosters'))}>
        <TransferWindow season={season} />
      </PageSection>
      <PageSection title={translate(text('sections.entries'))}>
        <SeasonEntries season={season} />
      </PageSection>
      <PageSection title={translate(text('sections.fixtures'))}>
        <SeasonFixtures season={season} />
      </PageSection>
    </Stack>
  );
}

/** /admin/seasons/{id}, react-admin's edit path: the season's details, its next stage and its teams. */
export default function SeasonEdit() {
  const translate = useTranslate();
  return (
    <EditBase<Season>
      {...EDIT_BASE_PROPS}
      render={(load) => (
        <RecordPage
          load={load}
          title={(season) => season.name}
          fallbackTitle={translate(text('title'))}
          back={{ to: `/${SEASONS}`, label: translate(text('action.back')) }}
          errorText={translate(text('detailsFailed'))}
        >
          <SeasonSections />
        </RecordPage>
      )}
    />
  );
}
