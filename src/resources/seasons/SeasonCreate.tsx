import {
  DEFAULT_CHECK_IN_MINUTES,
  DEFAULT_NO_SHOW_GRACE_MINUTES,
  DEFAULT_PLAYOFF_TEAMS,
  DEFAULT_POINTS_RULES,
  PLAYOFF_FORMATS,
  PLAYOFF_TEAMS_MAX,
  PLAYOFF_TEAMS_MIN,
  type SeasonCreatePayload,
  type SeasonCreate as SeasonCreateValues,
  seasonCreatePayloadSchema,
} from '@domain/seasons';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useTranslate } from 'ra-core';
import {
  ArrayInput,
  DateTimeInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'ra-ui-materialui';
import { type FieldValues, useFormState } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '@/components/Page';
import { RecheckListOnChange } from '@/components/RecheckListOnChange';
import { useSubmitGuard } from '@/components/useSubmitGuard';
import { CheckInInputs } from './CheckInSettings';
import { text } from './resourceName';
import { useCreateSeason } from './useSeasonMutations';

// POST /seasons's own payload schema checks the form, so every rule and its message are written once.
const resolver = zodResolver(seasonCreatePayloadSchema);

const NEW_SEASON = {
  name: '',
  startsAt: '',
  weeks: 8,
  divisions: [{ name: '', mmrPercentage: 100 }],
  pointsRules: DEFAULT_POINTS_RULES,
  playoffTeams: DEFAULT_PLAYOFF_TEAMS,
  playoffFormat: 'singleElimination',
  checkInMinutes: DEFAULT_CHECK_IN_MINUTES,
  noShowGraceMinutes: DEFAULT_NO_SHOW_GRACE_MINUTES,
};

/** The browser's local date and time, as the API wants it: ISO 8601 in UTC. */
const toUtc = (local: string | null) => (local ? new Date(local).toISOString() : '');

const POINTS = ['win', 'draw', 'loss', 'forfeit'] as const;

/** SelectInput translates each choice's name. */
const PLAYOFF_FORMAT_CHOICES = PLAYOFF_FORMATS.map((format) => ({
  id: format,
  name: text(`playoffFormat.${format}`),
}));

/** The rule across the points (a win worth at least a draw...), which no single input shows. */
function PointsRulesError() {
  const { errors } = useFormState({ name: 'pointsRules' });
  const message = errors.pointsRules?.message;
  return typeof message === 'string' ? <FormHelperText error>{message}</FormHelperText> : null;
}

/**
 * /admin/seasons/create: name, start, weeks, the divisions (top tier first), the points rules, the playoffs
 * and the check-in settings.
 */
export default function SeasonCreate() {
  const translate = useTranslate();
  const { createSeason } = useCreateSeason();
  const { guard } = useSubmitGuard();
  return (
    <Page title={translate(text('form.title'))}>
      <Button component={RouterLink} to="/admin/seasons" sx={{ mb: 2 }}>
        {translate(text('action.back'))}
      </Button>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        {/* react-admin's Form hands onSubmit the resolver's output, typed only as FieldValues. */}
        <Form<SeasonCreatePayload>
          record={NEW_SEASON}
          resolver={resolver}
          // Settles with the answer, so the Save button stays disabled, with progress, until then.
          onSubmit={(values: FieldValues) => guard(() => createSeason(values as SeasonCreateValues))}
          disableInvalidFormNotification
        >
          <Stack sx={{ maxWidth: 560 }}>
            <TextInput source="name" isRequired />
            <DateTimeInput source="startsAt" parse={toUtc} isRequired />
            <NumberInput source="weeks" min={1} step={1} isRequired />
            <RecheckListOnChange name="divisions" />
            <ArrayInput source="divisions" isRequired>
              <SimpleFormIterator inline disableReordering>
                <TextInput source="name" defaultValue="" helperText={false} />
                <NumberInput source="mmrPercentage" defaultValue={0} min={1} max={100} helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
            <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
              {translate(text('fields.pointsRules'))}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {POINTS.map((result) => (
                <NumberInput key={result} source={`pointsRules.${result}`} step={1} sx={{ width: 110 }} />
              ))}
            </Stack>
            <PointsRulesError />
            <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
              {translate(text('playoffs'))}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              <NumberInput
                source="playoffTeams"
                min={PLAYOFF_TEAMS_MIN}
                max={PLAYOFF_TEAMS_MAX}
                step={1}
                sx={{ width: 180 }}
              />
              <SelectInput source="playoffFormat" choices={PLAYOFF_FORMAT_CHOICES} sx={{ minWidth: 200 }} />
            </Stack>
            <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
              {translate(text('checkIn.title'))}
            </Typography>
            <CheckInInputs />
            <div>
              <SaveButton label={translate(text('action.save'))} sx={{ mt: 1 }} />
            </div>
          </Stack>
        </Form>
      </Paper>
    </Page>
  );
}
