import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInput } from 'ra-core';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionSelectProps {
  /** The form field it edits. */
  source: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  hint?: string;
  /** The first entry, choosing nothing ('' as the value). */
  emptyLabel?: string;
}

/**
 * A select of a create-form lookup (snapshot, region, size, connected client), bound to the form. The
 * form's message replaces the hint once the form was submitted.
 */
export function OptionSelect({ source, label, options, required, hint, emptyLabel }: OptionSelectProps) {
  const { field, fieldState } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  // A value the list does not (yet) hold, e.g. the default region before the regions load, stays visible.
  const shown =
    value === '' || options.some((option) => option.value === value)
      ? options
      : [{ value, label: value }, ...options];
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      fullWidth
      required={required}
      label={label}
      name={field.name}
      value={value}
      inputRef={field.ref}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      {emptyLabel === undefined ? null : <MenuItem value="">{emptyLabel}</MenuItem>}
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
