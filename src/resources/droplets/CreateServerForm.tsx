import type { ServerCreatePayload } from '@domain/droplets';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Form } from 'ra-core';
import { BooleanInput, TextInput } from 'ra-ui-materialui';
import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSubmitGuard } from '@/components/useSubmitGuard';
import { dropletsText, useDropletsTranslate } from './dropletsResource';
import { ImageSourceFields } from './ImageSourceFields';
import { OptionSelect } from './OptionSelect';
import { initialServerForm, serverFormResolver } from './serverForm';
import { failureDetail } from './serverModel';
import { TagsInput } from './TagsInput';
import { useAlertDialog } from './useAlertDialog';
import { type FormLookups, useFormLookups } from './useFormLookups';
import { useCreateServer } from './useServerMutations';

const text = (key: string) => dropletsText(`create.${key}`);
/** react-admin's text inputs, drawn like the form's selects. */
const outlined = { variant: 'outlined', margin: 'none', fullWidth: true } as const;

function Fields({ lookups }: { lookups: FormLookups }) {
  const translate = useDropletsTranslate();
  const label = (key: string) => translate(`create.${key}`);
  return (
    <>
      <TextInput
        source="name"
        label={text('name')}
        isRequired
        helperText={text('nameHelp')}
        autoComplete="off"
        {...outlined}
      />
      <ImageSourceFields snapshots={lookups.snapshots} />
      <OptionSelect source="region" label={label('region')} options={lookups.regions} />
      <OptionSelect required source="size" label={label('size')} options={lookups.sizes} />
      <TextInput
        source="code"
        label={text('code')}
        isRequired
        helperText={text('codeHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } }}
        {...outlined}
      />
      <OptionSelect
        source="clientId"
        label={label('client')}
        options={lookups.clients}
        emptyLabel={label('noClient')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <BooleanInput source="createGameSession" label={text('createGameSession')} helperText={false} />
        <BooleanInput source="isPublic" label={text('isPublic')} helperText={false} />
      </Box>
      <TagsInput source="tags" />
    </>
  );
}

/**
 * The create form: every field of the server-create payload, checked by the API's own
 * schema. After a create it starts over from the defaults (a fresh form).
 */
export function CreateServerForm() {
  const translate = useDropletsTranslate();
  const headingId = useId();
  const alert = useAlertDialog();
  const lookups = useFormLookups();
  const create = useCreateServer();
  const { busy, guard } = useSubmitGuard();
  const [generation, setGeneration] = useState(0);

  // A paid machine per create: one click, one request, the button disabled until the answer.
  const submit = (values: FieldValues) => {
    const failed = translate('notifications.createFailed');
    // The resolver's output: the validated payload with its defaults.
    return guard(() =>
      create.mutateAsync(values as ServerCreatePayload, {
        onSuccess: () => {
          setGeneration((current) => current + 1);
          alert({ text: translate('notifications.created'), severity: 'success' });
        },
        onError: (error) => alert({ text: failed, detail: failureDetail(error, failed), severity: 'error' }),
      }),
    );
  };

  return (
    <Paper component="section" aria-labelledby={headingId} elevation={4} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {translate('create.title')}
      </Typography>
      <Form
        key={generation}
        defaultValues={initialServerForm()}
        resolver={serverFormResolver}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <Fields lookups={lookups} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" size="large" loading={busy}>
              {translate('create.submit')}
            </Button>
          </Box>
        </Box>
      </Form>
    </Paper>
  );
}
