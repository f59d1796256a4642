import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  required?: boolean;
  /** A validation message; shown instead of the hint. */
  error?: string;
  hint?: string;
  /** The first entry, choosing nothing ('' as the value). */
  emptyLabel?: string;
}

/** A select of a create-form lookup (snapshot, region, size, connected client). */
export function OptionSelect({
  label,
  value,
  options,
  onChange,
  required,
  error,
  hint,
  emptyLabel,
}: OptionSelectProps) {
  // A value the list does not (yet) hold, e.g. the default region before the regions load, stays visible.
  const shown =
    value === '' || options.some((option) => option.value === value)
      ? options
      : [{ value, label: value }, ...options];
  return (
    <TextField
      select
      fullWidth
      required={required}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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
