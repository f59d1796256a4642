import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/** A role's permissions as chips, or 'No permissions'. */
export function PermissionChips({ permissions }: { permissions: readonly string[] }) {
  const translate = useTranslate();
  if (permissions.length === 0) {
    return <Typography color="text.secondary">{translate('resources.roles.noPermissions')}</Typography>;
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {permissions.map((permission) => (
        <Chip key={permission} label={permission} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
