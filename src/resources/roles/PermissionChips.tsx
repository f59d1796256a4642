import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/**
 * A role's permissions as chips, or 'No permissions'. Spans, so that they may sit in a line of text (a
 * phone list row's secondary text) as well as in a table cell.
 */
export function PermissionChips({ permissions }: { permissions: readonly string[] }) {
  const translate = useTranslate();
  if (permissions.length === 0) {
    return (
      <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
        {translate('resources.roles.noPermissions')}
      </Typography>
    );
  }
  return (
    <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {permissions.map((permission) => (
        <Chip key={permission} component="span" label={permission} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
