import {
  areDivisionSharesEditable,
  type DivisionDetail,
  type DivisionUpdate,
  type DivisionUpdatePayload,
  divisionUpdatePayloadSchema,
} from '@domain/divisions';
import type { Season } from '@domain/seasons';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, useGetOne, useGetRecordId, useTranslate } from 'ra-core';
import { NumberInput, TextInput } from 'ra-ui-materialui';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { PageSection } from '@/components/PageSection';
import { QUERY_RETRY } from '@/queryClient';
import { SEASONS } from '../seasons/resourceName';
import { DivisionTeams } from './DivisionTeams';
import { DIVISIONS, text } from './resourceName';
import { useUpdateDivision } from './useDivisionMutations';

// PUT /divisions/{id}'s own payload schema checks the form, so every rule and its message are written once.
const resolver = zodResolver(divisionUpdatePayloadSchema);
/** An emptied name stays text (react-admin would send null), so the schema says it is required. */
const keepText = (value: string) => value;

/** The name (any time) and the share (before the season is Live; the season's shares stay at 100%). */
function DivisionForm({ division }: { division: DivisionDetail }) {
  const translate = useTranslate();
  const { updateDivision, isPending } = useUpdateDivision();
  const sharesOpen = areDivisionSharesEditable(division.season.status);
  return (
    // react-admin's Form hands onSubmit the resolver's output, typed only as FieldValues; a disabled input
    // (the share once Live) is left out of it.
    <Form<DivisionUpdatePayload>
      record={{ id: division.id, name: division.name, mmrPercentage: division.mmrPercentage }}
      resolver={resolver}
      onSubmit={(values: FieldValues) => updateDivision(division, values as DivisionUpdate)}
      disableInvalidFormNotification
    >
      <Stack sx={{ maxWidth: 420 }}>
        <TextInput source="name" label={text('fields.name')} parse={keepText} isRequired />
        <NumberInput
          source="mmrPercentage"
          label={text('fields.mmrPercentage')}
          min={1}
          max={100}
          step={1}
          disabled={!sharesOpen}
          helperText={text(sharesOpen ? 'notes.sharesTogether' : 'notes.sharesLocked')}
        />
        <div>
          <Button type="submit" variant="contained" loading={isPending} sx={{ mt: 1 }}>
            {translate(text('action.save'))}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/** /admin/divisions/{id}, react-admin's edit path: the division's name and share, and its teams. */
export default function DivisionEdit() {
  const translate = useTranslate();
  const id = Number(useGetRecordId());
  const division = useGetOne<DivisionDetail>(DIVISIONS, { id }, QUERY_RETRY);
  const seasonId = division.data?.season.id;
  // The season's divisions are where a team can move to (EntryDivisionSelect of the season page).
  const season = useGetOne<Season>(SEASONS, { id: seasonId ?? 0 }, { ...QUERY_RETRY, enabled: !!seasonId });
  return (
    <Page title={division.data?.name ?? translate(text('title'))}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/${DIVISIONS}`}>
          {translate(text('action.back'))}
        </Button>
        {seasonId ? (
          <Button component={RouterLink} to={`/${SEASONS}/${seasonId}`}>
            {translate(text('action.viewSeason'))}
          </Button>
        ) : null}
      </Stack>
      <LoadState
        loading={division.isPending}
        error={division.isError ? translate(text('detailsFailed')) : null}
      >
        {division.data ? (
          <Stack spacing={3}>
            <PageSection title={translate(text('sections.details'))}>
              <DivisionForm division={division.data} />
            </PageSection>
            <PageSection title={translate(text('sections.teams'))}>
              <DivisionTeams division={division.data} season={season.data} />
            </PageSection>
          </Stack>
        ) : null}
      </LoadState>
    </Page>
  );
}
