import {
  type AdminResultPayload,
  DISPUTE_NOTE_MAX,
  ROUNDS_MAX,
  scorePayloadSchema,
  scoreProblem,
} from '@domain/match-results';
import { FORFEIT_KINDS } from '@domain/match-rules';
import type { Match, MatchStage } from '@domain/matches';
import { z } from '@domain/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ForfeitKindSelect } from '@/components/ForfeitKindSelect';
import { ConfirmedForm } from './ConfirmedForm';
import { text } from './resourceName';
import { useDecideMatch } from './useDecideMatch';
import { useMatchTexts } from './useMatchTexts';

const DECISIONS = ['score', 'forfeit', 'void'] as const;

/**
 * The form's own shape (a decision, then what it needs), checked with the API's rules: the rounds are
 * the result payload's own schema and must finish the stage's best of (scoreProblem, the API's rule).
 * Texts are i18n keys, translated where the errors are shown.
 */
const noteSchema = z.string().trim().max(DISPUTE_NOTE_MAX, text('decision.noteTooLong'));
const decisionFormSchema = (stage: MatchStage) =>
  z.discriminatedUnion('decision', [
    z
      .object({
        decision: z.literal('score'),
        teamA: scorePayloadSchema.shape.teamA,
        teamB: scorePayloadSchema.shape.teamB,
        note: noteSchema,
      })
      .refine((values) => scoreProblem(stage, values.teamA, values.teamB) === null, {
        path: ['teamB'],
        message: `app.match.report.bestOf.${stage}`,
      }),
    z
      .object({
        decision: z.literal('forfeit'),
        forfeitKind: z.enum(FORFEIT_KINDS),
        loser: z.enum(['teamA', 'teamB', '']),
        note: noteSchema,
      })
      .refine((values) => values.forfeitKind === 'mutual' || values.loser !== '', {
        path: ['loser'],
        message: 'app.match.report.loserRequired',
      }),
    z.object({ decision: z.literal('void'), note: noteSchema }),
  ]);
type DecisionForm = z.input<ReturnType<typeof decisionFormSchema>>;
type Decision = z.output<ReturnType<typeof decisionFormSchema>>;

function toPayload(values: Decision, match: Match): AdminResultPayload {
  const note = values.note ? { note: values.note } : {};
  switch (values.decision) {
    case 'score':
      return { teamA: values.teamA, teamB: values.teamB, ...note };
    case 'forfeit': {
      const loserTeamId =
        values.forfeitKind === 'mutual' ? null : values.loser === 'teamA' ? match.teamA.id : match.teamB.id;
      return { forfeit: { kind: values.forfeitKind, loserTeamId }, ...note };
    }
    case 'void':
      return { void: true, ...note };
  }
}

/** The starting point: what the match holds now (a reported score, a forfeit), else an empty score. */
function initialValues(match: Match): DecisionForm {
  if (match.forfeit) {
    const loser =
      match.forfeit.loserTeamId === match.teamA.id ? 'teamA' : match.forfeit.loserTeamId ? 'teamB' : '';
    return { decision: 'forfeit', forfeitKind: match.forfeit.kind, loser, note: '' };
  }
  return { decision: 'score', teamA: match.result?.teamA ?? 0, teamB: match.result?.teamB ?? 0, note: '' };
}

/** The confirmation's question: what the decision does, naming the match's two teams. */
function useConfirmTitle(match: Match) {
  const translate = useTranslate();
  const { versus, result } = useMatchTexts();
  return (payload: AdminResultPayload) => {
    const name = versus(match);
    if ('void' in payload) return translate(text('operations.confirmVoid'), { match: name });
    const outcome =
      'forfeit' in payload
        ? {
            result: null,
            forfeit: { kind: payload.forfeit.kind, loserTeamId: payload.forfeit.loserTeamId ?? null },
          }
        : { result: { teamA: payload.teamA, teamB: payload.teamB }, forfeit: null };
    const key = 'forfeit' in payload ? 'confirmForfeit' : 'confirmScore';
    return translate(text(`operations.${key}`), { match: name, result: result({ ...match, ...outcome }) });
  };
}

/**
 * An admin sets the score, records a forfeit or voids the match (PUT /admin/matches/{id}/result), after
 * confirming a question that names both teams.
 */
export function MatchDecisionForm({ match }: { match: Match }) {
  const translate = useTranslate();
  const { decide, isPending } = useDecideMatch(match);
  const confirmTitle = useConfirmTitle(match);
  const [pending, setPending] = useState<AdminResultPayload | null>(null);
  const schema = useMemo(() => decisionFormSchema(match.stage), [match.stage]);
  const form = useForm<DecisionForm, unknown, Decision>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(match),
  });
  const decision = form.watch('decision');
  const forfeitKind = form.watch('forfeitKind');
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const errorOf = (field: string) => {
    const message = errors[field]?.message;
    return message ? translate(message, { max: DISPUTE_NOTE_MAX, _: message }) : undefined;
  };
  const teams = { teamA: match.teamA.name, teamB: match.teamB.name };

  return (
    <ConfirmedForm
      label={translate(text('sections.decision'))}
      onSubmit={form.handleSubmit((values) => setPending(toPayload(values, match)))}
      submitLabel={translate(text('decision.submit'))}
      isPending={isPending}
      confirm={{
        open: pending !== null,
        title: pending ? confirmTitle(pending) : '',
        content: translate(text('operations.confirmContent')),
        color: pending && 'void' in pending ? 'warning' : 'primary',
      }}
      onConfirm={() => {
        if (pending) decide(pending, { onSettled: () => setPending(null) });
      }}
      onCancel={() => setPending(null)}
    >
      <Controller
        control={form.control}
        name="decision"
        render={({ field }) => (
          <RadioGroup {...field} aria-label={translate(text('decision.kind'))}>
            {DECISIONS.map((kind) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={<Radio />}
                label={translate(text(`decision.${kind}`))}
              />
            ))}
          </RadioGroup>
        )}
      />
      {decision === 'score' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['teamA', 'teamB'] as const).map((side) => (
            <TextField
              key={side}
              type="number"
              label={translate('app.match.report.roundsOf', { team: teams[side] })}
              sx={{ flex: 1, minWidth: 180 }}
              slotProps={{ htmlInput: { min: 0, max: ROUNDS_MAX, step: 1 } }}
              error={Boolean(errorOf(side))}
              helperText={errorOf(side)}
              {...form.register(side, { valueAsNumber: true })}
            />
          ))}
        </Stack>
      ) : null}
      {decision === 'forfeit' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={form.control}
            name="forfeitKind"
            defaultValue="noShow"
            render={({ field }) => <ForfeitKindSelect {...field} />}
          />
          {forfeitKind === 'mutual' ? null : (
            <Controller
              control={form.control}
              name="loser"
              defaultValue=""
              render={({ field }) => (
                <TextField
                  select
                  label={translate('app.match.report.forfeitingTeam')}
                  sx={{ minWidth: 200 }}
                  error={Boolean(errorOf('loser'))}
                  helperText={errorOf('loser')}
                  {...field}
                >
                  {(['teamA', 'teamB'] as const).map((side) => (
                    <MenuItem key={side} value={side}>
                      {teams[side]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </Stack>
      ) : null}
      {decision === 'void' ? (
        <Alert severity="warning">{translate(text('decision.voidWarning'))}</Alert>
      ) : null}
      <TextField
        multiline
        minRows={2}
        label={translate(text('decision.note'))}
        error={Boolean(errorOf('note'))}
        helperText={errorOf('note')}
        {...form.register('note')}
      />
    </ConfirmedForm>
  );
}
