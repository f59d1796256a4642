import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '../../../../domain/messages';
import { stripHtml, type TeamForm } from '../../../../domain/teams';
import { LogoField } from './LogoField';

export type TeamFormErrors = Partial<Record<keyof TeamForm, string>>;

interface TeamFormFieldsProps {
  form: TeamForm;
  errors: TeamFormErrors;
  onChange: (change: Partial<TeamForm>) => void;
  onLogoError: (message: string) => void;
}

type TextFieldName = 'name' | 'code' | 'website';

const TEXT_FIELDS: ReadonlyArray<{ name: TextFieldName; label: string; required: boolean }> = [
  { name: 'name', label: messages.teamForm.name, required: true },
  { name: 'code', label: messages.teamForm.code, required: true },
  { name: 'website', label: messages.teamForm.website, required: false },
];

/** The team form's fields; script blocks and HTML tags are stripped as the user types (SPEC section 5). */
export function TeamFormFields({ form, errors, onChange, onLogoError }: TeamFormFieldsProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          value={form[field.name]}
          required={field.required}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]}
          onChange={(event) => onChange({ [field.name]: stripHtml(event.target.value) })}
          fullWidth
        />
      ))}
      <LogoField
        value={form.logo}
        error={errors.logo}
        onChange={(logo) => onChange({ logo })}
        onError={onLogoError}
      />
    </Stack>
  );
}
