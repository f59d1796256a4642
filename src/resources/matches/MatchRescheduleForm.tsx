import { SCHEDULE_REASON_MAX } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import { z } from '@domain/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fromLocalInput, localTime, toLocalInput, utcTime } from '@/pages/match/matchTime';
import { ConfirmedForm } from './ConfirmedForm';
import { text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';
import { useRescheduleMatch } from './useRescheduleMatch';

/** The new time (the viewer's local time, sent in UTC) and the reason; texts are i18n keys. */
const rescheduleFormSchema = z.object({
  time: z
    .string()
    .refine((local) => fromLocalInput(local) !== null, text('operations.timeRequired'))
    .transform((local) => fromLocalInput(local) as string),
  reason: z
    .string()
    .trim()
    .min(1, text('operations.reasonRequired'))
    .max(SCHEDULE_REASON_MAX, text('operations.reasonTooLong')),
});
type RescheduleForm = z.input<typeof rescheduleFormSchema>;
type Reschedule = z.output<typeof rescheduleFormSchema>;

/**
 * An admin moves the match to any time (PUT /admin/matches/{id}/schedule), saying why: the time is picked
 * in the viewer's time zone with its UTC value shown under it, and confirmed with a question naming the teams.
 */
export function MatchRescheduleForm({ match }: { match: Match }) {
  const translate = useTranslate();
  const titleId = useId();
  const { versus } = useMatchTexts();
  const { reschedule, isPending } = useRescheduleMatch(match);
  const [pending, setPending] = useState<Reschedule | null>(null);
  const form = useForm<RescheduleForm, unknown, Reschedule>({
    resolver: zodResolver(rescheduleFormSchema),
    defaultValues: { time: toLocalInput(match.scheduledAt), reason: '' },
  });
  const local = useWatch({ control: form.control, name: 'time' });
  const picked = fromLocalInput(local);
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) =>
    message ? translate(message, { max: SCHEDULE_REASON_MAX, _: message }) : undefined;
  const when = (iso: string) =>
    `${localTime(iso)} (${translate('app.match.utcTime', { time: utcTime(iso) })})`;
  return (
    <ConfirmedForm
      labelledBy={titleId}
      onSubmit={form.handleSubmit((values) => setPending(values))}
      submitLabel={translate(text('operations.rescheduleSubmit'))}
      isPending={isPending}
      confirm={{
        open: pending !== null,
        title: pending
          ? translate(text('operations.confirmReschedule'), {
              match: versus(match),
              time: when(pending.time),
            })
          : '',
        content: pending
          ? translate(text('operations.confirmRescheduleContent'), { reason: pending.reason })
          : '',
      }}
      onConfirm={() => {
        if (pending)
          reschedule(pending, {
            onSuccess: () => form.reset({ time: toLocalInput(pending.time), reason: '' }),
            onSettled: () => setPending(null),
          });
      }}
      onCancel={() => setPending(null)}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate(text('operations.reschedule'))}
      </Typography>
      <TextField
        type="datetime-local"
        label={translate(text('operations.time'))}
        error={Boolean(errors.time)}
        helperText={
          errorOf(errors.time?.message) ??
          (picked ? translate(text('operations.timeUtc'), { time: `${utcTime(picked)} UTC` }) : ' ')
        }
        slotProps={{ inputLabel: { shrink: true } }}
        {...form.register('time')}
      />
      <TextField
        multiline
        minRows={2}
        label={translate(text('operations.reason'))}
        error={Boolean(errors.reason)}
        helperText={errorOf(errors.reason?.message)}
        slotProps={{ htmlInput: { maxLength: SCHEDULE_REASON_MAX } }}
        {...form.register('reason')}
      />
    </ConfirmedForm>
  );
}
