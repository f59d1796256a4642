import {
  areDivisionSharesEditable,
  type DivisionDetail,
  type DivisionUpdatePayload,
  divisionUpdatePayloadSchema,
} from '@domain/divisions';
import type { Season } from '@domain/seasons';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EditBase, Form, ReferenceFieldBase, useRecordContext, useTranslate } from 'ra-core';
import { NumberInput, SaveButton, TextInput } from 'ra-ui-materialui';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '@/components/PageSection';
import { RecordPage } from '@/components/record/RecordPage';
import { EDIT_BASE_PROPS } from '@/components/record/recordBaseProps';
import { QUERY_RETRY } from '@/queryClient';
import { SEASONS } from '../seasons/resourceName';
import { DivisionTeams } from './DivisionTeams';
import { DIVISIONS, text } from './resourceName';
import { useDivisionSaveOptions } from './useDivisionMutations';

// PUT /divisions/{id}'s own payload schema checks the form, so every rule and its message are written once;
// its output (without a disabled input, the share once Live) is what EditBase saves.
const resolver = zodResolver(divisionUpdatePayloadSchema);
/** An emptied name stays text (react-admin would send null), so the schema says it is required. */
const keepText = (value: string) => value;

/** What PUT /divisions/{id} gets: the share only while it may change (the form keeps a locked share's value). */
function changeOf(data: DivisionUpdatePayload, options?: { previousData: DivisionDetail }) {
  const { mmrPercentage: _lockedShare, ...rest } = data;
  return options && areDivisionSharesEditable(options.previousData.season.status) ? data : rest;
}

/** The name (any time) and the share (before the season is Live; the season's shares stay at 100%). */
function DivisionForm() {
  const division = useRecordContext<DivisionDetail>();
  if (!division) return null;
  const sharesOpen = areDivisionSharesEditable(division.season.status);
  return (
    <Form<DivisionUpdatePayload>
      record={{ id: division.id, name: division.name, mmrPercentage: division.mmrPercentage }}
      resolver={resolver}
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
          <SaveButton label={text('action.save')} sx={{ mt: 1 }} />
        </div>
      </Stack>
    </Form>
  );
}

/** The division's season, read through its reference: the teams' moves go to its other divisions. */
function DivisionSeasonTeams() {
  const division = useRecordContext<DivisionDetail>();
  if (!division) return null;
  return (
    <ReferenceFieldBase<Season>
      source="season.id"
      reference={SEASONS}
      queryOptions={QUERY_RETRY}
      render={({ referenceRecord }) => <DivisionTeams division={division} season={referenceRecord} />}
    />
  );
}

/** The link to the division's season page. */
function ViewSeasonButton() {
  const translate = useTranslate();
  const division = useRecordContext<DivisionDetail>();
  if (!division) return null;
  return (
    <Button component={RouterLink} to={`/${SEASONS}/${division.season.id}`}>
      {translate(text('action.viewSeason'))}
    </Button>
  );
}

/** /admin/divisions/{id}, react-admin's edit path: the division's name and share, and its teams. */
export default function DivisionEdit() {
  const translate = useTranslate();
  const saveOptions = useDivisionSaveOptions();
  return (
    <EditBase<DivisionDetail>
      {...EDIT_BASE_PROPS}
      mutationOptions={saveOptions}
      transform={changeOf}
      render={(load) => (
        <RecordPage
          load={load}
          title={(division) => division.name}
          fallbackTitle={translate(text('title'))}
          back={{ to: `/${DIVISIONS}`, label: translate(text('action.back')) }}
          actions={<ViewSeasonButton />}
          errorText={translate(text('detailsFailed'))}
        >
          <Stack spacing={3}>
            <PageSection title={translate(text('sections.details'))}>
              <DivisionForm />
            </PageSection>
            <PageSection title={translate(text('sections.teams'))}>
              <DivisionSeasonTeams />
            </PageSection>
          </Stack>
        </RecordPage>
      )}
    />
  );
}
