import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { messages } from '../../../domain/messages';
import { LoadState } from '../../components/LoadState';
import { usePermissionCatalogue } from '../../resources/user-admin/queries';

const t = messages.roleAdmin;

interface PermissionPickerProps {
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  disabled: boolean;
  /** Why the permissions cannot be changed, shown under them. */
  note?: string;
}

/** The permission catalogue (GET /permissions) as checkboxes. */
export function PermissionPicker({ value, onChange, disabled, note }: PermissionPickerProps) {
  const catalogue = usePermissionCatalogue();
  const toggle = (permission: string, on: boolean) =>
    onChange(on ? [...value, permission] : value.filter((held) => held !== permission));
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{t.permissions}</FormLabel>
      <LoadState loading={catalogue.isPending} error={catalogue.isError ? t.permissionsFailed : null}>
        <FormGroup>
          {(catalogue.data ?? []).map((permission) => (
            <FormControlLabel
              key={permission}
              label={permission}
              control={
                <Checkbox
                  checked={value.includes(permission)}
                  onChange={(event) => toggle(permission, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </LoadState>
      {note ? <FormHelperText>{note}</FormHelperText> : null}
    </FormControl>
  );
}
