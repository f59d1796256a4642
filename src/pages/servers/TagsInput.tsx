import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { messages } from '../../../domain/messages';

const t = messages.servers.create;
const NO_SUGGESTIONS: string[] = [];

/** The server's tags as chips: type and press Enter to add one, a chip's cross removes it. */
export function TagsInput({
  tags,
  error,
  onChange,
}: {
  tags: string[];
  error?: string;
  onChange: (tags: string[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={NO_SUGGESTIONS}
      value={tags}
      onChange={(_event, value) => onChange([...new Set(value.map((tag) => tag.trim()).filter(Boolean))])}
      renderInput={(params) => (
        <TextField {...params} label={t.tags} error={Boolean(error)} helperText={error ?? t.tagsHelp} />
      )}
    />
  );
}
