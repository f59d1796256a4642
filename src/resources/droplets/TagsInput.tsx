import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useInput } from 'ra-core';
import type { FieldError } from 'react-hook-form';
import { useDropletsTranslate } from './dropletsResource';

const NO_SUGGESTIONS: string[] = [];

/** The tags' message: the list's own, or the first of a tag's (the schema checks each tag). */
function firstMessage(error: FieldError | (FieldError | undefined)[] | undefined): string | undefined {
  if (!error) return undefined;
  if (!Array.isArray(error)) return error.message;
  return error.find((entry) => entry?.message)?.message;
}

/** The server's tags as chips: type and press Enter to add one, a chip's cross removes it. */
export function TagsInput({ source }: { source: string }) {
  const translate = useDropletsTranslate();
  const { field, fieldState } = useInput<string[]>({ source });
  const error = firstMessage(fieldState.error as FieldError | (FieldError | undefined)[] | undefined);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={NO_SUGGESTIONS}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={(_event, value) =>
        field.onChange([...new Set(value.map((tag) => tag.trim()).filter(Boolean))])
      }
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('create.tags')}
          error={Boolean(error)}
          helperText={error ?? translate('create.tagsHelp')}
        />
      )}
    />
  );
}
