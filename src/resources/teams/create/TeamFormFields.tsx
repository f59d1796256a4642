import { stripHtml, type TeamForm } from '@domain/teams';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useController, useFormContext } from 'react-hook-form';
import { LogoField } from './LogoField';

type TextFieldName = 'name' | 'code' | 'website';

/** Each field's label is `resources.teams.create.<name>`. */
const TEXT_FIELDS: ReadonlyArray<{ name: TextFieldName; required: boolean }> = [
  { name: 'name', required: true },
  { name: 'code', required: true },
  { name: 'website', required: false },
];

/**
 * A field's value as it changes: a field showing an error is checked again at once, so a fixed field
 * loses it and one still wrong shows what is wrong now; any other stays quiet until Next.
 */
function useTeamField(name: keyof TeamForm) {
  const { control, trigger } = useFormContext<TeamForm>();
  const { field, fieldState } = useController({ control, name });
  const change = (value: string) => {
    field.onChange(value);
    if (fieldState.error) void trigger(name);
  };
  return { field, error: fieldState.error?.message, change };
}

function TeamTextField({ name, required }: (typeof TEXT_FIELDS)[number]) {
  const translate = useTranslate();
  const { field, error, change } = useTeamField(name);
  return (
    <TextField
      label={translate(`resources.teams.create.${name}`)}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      required={required}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => change(stripHtml(event.target.value))}
      fullWidth
    />
  );
}

function TeamLogoField() {
  const { setError } = useFormContext<TeamForm>();
  const { field, error, change } = useTeamField('logo');
  return (
    <LogoField
      value={field.value}
      error={error}
      onChange={change}
      onError={(message) => setError('logo', { message })}
    />
  );
}

/** The team form's fields; script blocks and HTML tags are stripped as the user types. */
export function TeamFormFields() {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {TEXT_FIELDS.map((field) => (
        <TeamTextField key={field.name} {...field} />
      ))}
      <TeamLogoField />
    </Stack>
  );
}
