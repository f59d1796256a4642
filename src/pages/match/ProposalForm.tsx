import type { MatchProposal } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Controller, useForm } from 'react-hook-form';
import { MatchActionForm } from './MatchActionForm';
import { otherTeam } from './matchPageModel';
import { localTime, toLocalInput } from './matchTime';
import { proposalFormSchema } from './proposalForm';
import { useMatchAction } from './queries';

interface ProposalFormProps {
  match: Match;
  team: { id: number; name: string };
  /** The other team's Open proposal, which this one counters. */
  counters: MatchProposal | null;
}

/** A captain's time for the match (a counter when the other team's proposal is open). */
export function ProposalForm({ match, team, counters }: ProposalFormProps) {
  const translate = useTranslate();
  const opponent = otherTeam(match, team.id);
  const span = { start: localTime(match.windowStart), end: localTime(match.windowEnd) };
  const resolver = zodResolver(
    proposalFormSchema(match, {
      required: translate('app.match.propose.timeRequired'),
      past: translate('app.match.propose.timePast'),
      outsideWindow: translate('app.match.propose.outsideWindow', span),
    }),
  );
  const { control, handleSubmit, reset, setError, clearErrors, formState } = useForm({
    resolver,
    defaultValues: { time: '' },
  });
  const propose = useMatchAction(
    (dataProvider, time: string) => dataProvider.proposeMatchTime(match.id, { time }),
    {
      silentFailure: true,
      success: (time) => ({
        message: counters ? 'app.match.done.countered' : 'app.match.done.proposed',
        args: { time: localTime(time), team: opponent.name },
      }),
    },
  );
  return (
    <MatchActionForm
      title={
        counters
          ? translate('app.match.propose.counterTitle', { team: counters.team.name })
          : translate('app.match.propose.title')
      }
      onSubmit={(event) =>
        void handleSubmit(({ time }) => {
          clearErrors('root.server');
          propose.mutate(time, {
            onSuccess: () => reset({ time: '' }),
            onError: (error) => setError('root.server', { message: error.message }),
          });
        })(event)
      }
      submitLabel={translate(counters ? 'app.match.propose.counter' : 'app.match.propose.propose')}
      pending={propose.isPending}
      failure={formState.errors.root?.server?.message}
    >
      <Controller
        control={control}
        name="time"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            type="datetime-local"
            label={translate('app.match.propose.time')}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? translate('app.match.propose.hint', span)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: toLocalInput(match.windowStart), max: toLocalInput(match.windowEnd) },
            }}
            sx={{ maxWidth: 360 }}
          />
        )}
      />
    </MatchActionForm>
  );
}
