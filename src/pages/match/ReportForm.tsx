import type { ResultPayload } from '@domain/match-results';
import type { Match } from '@domain/matches';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ForfeitKindSelect } from '@/components/ForfeitKindSelect';
import { outcomeText } from '@/components/matchOutcome';
import { MatchActionForm } from './MatchActionForm';
import { teamsOf } from './matchPageModel';
import { useMatchAction } from './queries';
import { type ReportFormValues, reportFormSchema } from './resultForms';

/** A number input's text as the form's number (undefined while empty, for the schema to refuse). */
const asRounds = (text: string) => (text.trim() === '' ? undefined : Number(text));

const DEFAULTS: ReportFormValues = {
  mode: 'score',
  teamA: undefined,
  teamB: undefined,
  forfeit: { kind: 'noShow', loserTeamId: null },
};

/** A captain's report after the match started: the rounds each team won, or a forfeit and who forfeits. */
export function ReportForm({ match }: { match: Match }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`app.match.report.${key}`);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm({
    resolver: zodResolver(
      reportFormSchema(text('loserRequired'), {
        stage: match.stage,
        message: translate(`app.match.report.bestOf.${match.stage}`),
      }),
    ),
    defaultValues: DEFAULTS,
  });
  const [mode, forfeitKind] = useWatch({ control, name: ['mode', 'forfeit.kind'] });
  const report = useMatchAction(
    (dataProvider, payload: ResultPayload) => dataProvider.reportResult(match.id, payload),
    {
      silentFailure: true,
      success: (payload) => {
        const outcome =
          'forfeit' in payload
            ? {
                result: null,
                forfeit: { kind: payload.forfeit.kind, loserTeamId: payload.forfeit.loserTeamId ?? null },
              }
            : { result: payload, forfeit: null };
        return {
          message: 'app.match.done.reported',
          args: { result: outcomeText(translate, match, outcome) },
        };
      },
    },
  );
  return (
    <MatchActionForm
      title={text('title')}
      onSubmit={(event) =>
        void handleSubmit((payload) => {
          clearErrors('root.server');
          report.mutate(payload, {
            onError: (error) => setError('root.server', { message: error.message }),
          });
        })(event)
      }
      submitLabel={text('submit')}
      pending={report.isPending}
      failure={formState.errors.root?.server?.message}
    >
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <RadioGroup row {...field}>
            <FormControlLabel value="score" control={<Radio />} label={text('kindScore')} />
            <FormControlLabel value="forfeit" control={<Radio />} label={text('kindForfeit')} />
          </RadioGroup>
        )}
      />
      {mode === 'score' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {teamsOf(match).map((team, index) => (
            <Controller
              key={team.id}
              control={control}
              name={index === 0 ? 'teamA' : 'teamB'}
              render={({ field, fieldState }) => (
                <TextField
                  inputRef={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(asRounds(event.target.value))}
                  type="number"
                  label={translate('app.match.report.roundsOf', { team: team.name })}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                />
              )}
            />
          ))}
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Controller
            control={control}
            name="forfeit.kind"
            render={({ field }) => <ForfeitKindSelect {...field} />}
          />
          {forfeitKind !== 'mutual' ? (
            <Controller
              control={control}
              name="forfeit.loserTeamId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  inputRef={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value == null ? '' : String(field.value)}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  label={text('forfeitingTeam')}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                  sx={{ minWidth: 200 }}
                >
                  {teamsOf(match).map((team) => (
                    <MenuItem key={team.id} value={String(team.id)}>
                      {team.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ) : null}
        </Stack>
      )}
    </MatchActionForm>
  );
}
