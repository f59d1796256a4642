import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { messages } from '../../../domain/messages';
import { FormSection } from '../../components/FormSection';
import { failureDetail } from '../../resources/droplets/dropletModel';
import { useCreateDroplet } from '../../resources/droplets/queries';
import { ImageSourceFields } from './ImageSourceFields';
import { OptionSelect } from './OptionSelect';
import {
  checkServerForm,
  initialServerForm,
  type ServerFormErrors,
  type ServerFormValues,
} from './serverForm';
import { TagsInput } from './TagsInput';
import { useAlertDialog } from './useAlertDialog';
import { type FormLookups, useFormLookups } from './useFormLookups';

const t = messages.servers;
const f = t.create;

function useServerForm() {
  const [values, setValues] = useState(initialServerForm);
  const [errors, setErrors] = useState<ServerFormErrors>({});
  const change = (patch: Partial<ServerFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
    );
  };
  /** Back to the SPEC section 9 defaults, for the next server. */
  const reset = () => {
    setValues(initialServerForm());
    setErrors({});
  };
  return { values, errors, setErrors, change, reset };
}

function Fields({ form, lookups }: { form: ReturnType<typeof useServerForm>; lookups: FormLookups }) {
  const { values, errors, change } = form;
  return (
    <>
      <TextField
        required
        fullWidth
        label={f.name}
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name ?? f.nameHelp}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <ImageSourceFields values={values} errors={errors} snapshots={lookups.snapshots} onChange={change} />
      <OptionSelect
        label={f.region}
        value={values.region}
        options={lookups.regions}
        onChange={(region) => change({ region })}
        error={errors.region}
      />
      <OptionSelect
        required
        label={f.size}
        value={values.size}
        options={lookups.sizes}
        onChange={(size) => change({ size })}
        error={errors.size}
      />
      <TextField
        required
        fullWidth
        label={f.code}
        value={values.code}
        onChange={(event) => change({ code: event.target.value })}
        error={Boolean(errors.code)}
        helperText={errors.code ?? f.codeHelp}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } }}
      />
      <OptionSelect
        label={f.client}
        value={values.clientId}
        options={lookups.clients}
        onChange={(clientId) => change({ clientId })}
        error={errors.clientId}
        emptyLabel={f.noClient}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={values.createGameSession}
              onChange={(event) => change({ createGameSession: event.target.checked })}
            />
          }
          label={f.createGameSession}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.isPublic}
              onChange={(event) => change({ isPublic: event.target.checked })}
            />
          }
          label={f.isPublic}
        />
      </Box>
      <TagsInput tags={values.tags} error={errors.tags} onChange={(tags) => change({ tags })} />
    </>
  );
}

/** SPEC section 2's create form: every field of the server-create payload, checked as the server does. */
export function CreateServerForm() {
  const alert = useAlertDialog();
  const lookups = useFormLookups();
  const form = useServerForm();
  const create = useCreateDroplet();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkServerForm(form.values);
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    create.mutate(check.payload, {
      onSuccess: () => {
        form.reset();
        alert({ text: t.created, severity: 'success' });
      },
      onError: (error) =>
        alert({ text: t.createFailed, detail: failureDetail(error, t.createFailed), severity: 'error' }),
    });
  };

  return (
    <FormSection title={f.title} onSubmit={submit} columns={{ xs: '1fr', md: '1fr 1fr' }}>
      <Fields form={form} lookups={lookups} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" loading={create.isPending}>
          {f.submit}
        </Button>
      </Box>
    </FormSection>
  );
}
