import {
  areCheckInSettingsEditable,
  CHECK_IN_MINUTES_MAX,
  CHECK_IN_MINUTES_MIN,
  checkInMinutesSchema,
  NO_SHOW_GRACE_MINUTES_MAX,
  noShowGraceMinutesSchema,
  type Season,
} from '@domain/seasons';
import { z } from '@domain/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useNotify, useTranslate, useUpdate } from 'ra-core';
import { NumberInput, SaveButton } from 'ra-ui-materialui';
import type { FieldValues } from 'react-hook-form';
import { SEASONS, text } from './resourceName';

// PUT /seasons/{id}'s own rules for both fields check the form.
const resolver = zodResolver(
  z.object({ checkInMinutes: checkInMinutesSchema, noShowGraceMinutes: noShowGraceMinutesSchema }),
);

/** "Opens 30 minutes before kick-off; ...": the season's check-in rule in one sentence. */
export function useCheckInSummary() {
  const translate = useTranslate();
  return ({ checkInMinutes, noShowGraceMinutes }: Season) =>
    noShowGraceMinutes > 0
      ? translate(text('checkIn.summary'), { opens: checkInMinutes, grace: noShowGraceMinutes })
      : translate(text('checkIn.summaryNoGrace'), { opens: checkInMinutes });
}

/** The two check-in fields of a season form, with their bounds and help texts (create and edit alike). */
export function CheckInInputs() {
  return (
    // Their help texts take two lines on a phone: the stack keeps the second clear of the next field.
    <Stack spacing={1.5}>
      <NumberInput
        source="checkInMinutes"
        resource={SEASONS}
        min={CHECK_IN_MINUTES_MIN}
        max={CHECK_IN_MINUTES_MAX}
        step={1}
        helperText={text('checkIn.checkInMinutesHelp')}
      />
      <NumberInput
        source="noShowGraceMinutes"
        resource={SEASONS}
        min={0}
        max={NO_SHOW_GRACE_MINUTES_MAX}
        step={1}
        helperText={text('checkIn.noShowGraceMinutesHelp')}
      />
    </Stack>
  );
}

/**
 * The season's check-in settings: how long before kick-off check-in opens and the no-show grace after it.
 * Editable in Setup and Registration (PUT /seasons/{id}); from Live on they are shown, locked.
 */
export function CheckInSettings({ season }: { season: Season }) {
  const translate = useTranslate();
  const notify = useNotify();
  const summary = useCheckInSummary();
  const [update] = useUpdate<Season>();
  const save = (values: FieldValues) =>
    update(
      SEASONS,
      {
        id: season.id,
        data: { checkInMinutes: values.checkInMinutes, noShowGraceMinutes: values.noShowGraceMinutes },
        previousData: season,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          notify(text('checkIn.saved'), { type: 'success', messageArgs: { name: saved.name } }),
        onError: (error) =>
          notify(error instanceof Error && error.message ? error.message : text('checkIn.saveFailed'), {
            type: 'error',
          }),
      },
    );
  if (!areCheckInSettingsEditable(season.status)) {
    return (
      <Stack spacing={1}>
        <Typography>{summary(season)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(text('checkIn.locked'))}
        </Typography>
      </Stack>
    );
  }
  return (
    <Form
      record={{ checkInMinutes: season.checkInMinutes, noShowGraceMinutes: season.noShowGraceMinutes }}
      resolver={resolver}
      onSubmit={save}
      disableInvalidFormNotification
    >
      <Stack sx={{ maxWidth: 560 }}>
        <Typography sx={{ mb: 1 }}>{summary(season)}</Typography>
        <CheckInInputs />
        <div>
          <SaveButton label={text('checkIn.save')} />
        </div>
      </Stack>
    </Form>
  );
}
