import {
  areDivisionSharesEditable,
  type SeasonDivisionsUpdate,
  type SeasonDivisionsUpdatePayload,
  seasonDivisionsUpdatePayloadSchema,
} from '@domain/divisions';
import type { Season } from '@domain/seasons';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useTranslate } from 'ra-core';
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput } from 'ra-ui-materialui';
import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RecheckListOnChange } from '@/components/RecheckListOnChange';
import { text } from './resourceName';
import { useUpdateSeasonDivisions } from './useDivisionMutations';

// PUT /seasons/{id}/divisions's own payload schema (the season create's rules) checks the form.
const resolver = zodResolver(seasonDivisionsUpdatePayloadSchema);
/** An emptied name stays text (react-admin would send null), so the schema says it is required. */
const keepText = (value: string) => value;

/**
 * "Edit divisions" on the season page while the season is in Setup or Registration: the whole list, top
 * tier first, in a dialog; rows keep their id (their teams stay), new rows are added, removed rows go.
 */
export function SeasonDivisionsButton({ season }: { season: Season }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { save, isPending } = useUpdateSeasonDivisions(season, () => setOpen(false));
  if (!areDivisionSharesEditable(season.status)) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(text('action.editList'))}
      </Button>
      {open ? (
        <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
          {/* react-admin's Form hands onSubmit the resolver's output, typed only as FieldValues. */}
          <Form<SeasonDivisionsUpdatePayload>
            record={{
              id: season.id,
              divisions: season.divisions.map(({ id, name, mmrPercentage }) => ({ id, name, mmrPercentage })),
            }}
            resolver={resolver}
            onSubmit={(values: FieldValues) => save(values as SeasonDivisionsUpdate)}
            disableInvalidFormNotification
          >
            <DialogTitle id={titleId}>{translate(text('list.title'), { season: season.name })}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>{translate(text('list.text'))}</DialogContentText>
              <RecheckListOnChange name="divisions" />
              <ArrayInput source="divisions" label={false}>
                <SimpleFormIterator inline>
                  <TextInput
                    source="name"
                    label={text('fields.name')}
                    defaultValue=""
                    parse={keepText}
                    helperText={false}
                  />
                  <NumberInput
                    source="mmrPercentage"
                    label={text('fields.mmrPercentage')}
                    defaultValue={0}
                    min={1}
                    max={100}
                    helperText={false}
                  />
                </SimpleFormIterator>
              </ArrayInput>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate(text('action.cancel'))}</Button>
              <Button type="submit" variant="contained" loading={isPending}>
                {translate(text('action.save'))}
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      ) : null}
    </>
  );
}
