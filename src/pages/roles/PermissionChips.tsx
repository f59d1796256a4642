import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '../../../domain/messages';

/** A role's permissions as chips, or 'No permissions'. */
export function PermissionChips({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) {
    return <Typography color="text.secondary">{messages.roleAdmin.noPermissions}</Typography>;
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {permissions.map((permission) => (
        <Chip key={permission} label={permission} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
