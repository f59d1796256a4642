import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

interface RoleChipsProps {
  roles: readonly string[];
  /** Makes each chip removable; its delete icon is a button named 'Remove role {name}'. */
  onRemove?: (role: string) => void;
  disabled?: boolean;
}

/** A user's roles as chips, or 'No roles'. */
export function RoleChips({ roles, onRemove, disabled }: RoleChipsProps) {
  const translate = useTranslate();
  if (roles.length === 0) {
    return <Typography color="text.secondary">{translate('resources.users.noRoles')}</Typography>;
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((role) => (
        <Chip
          key={role}
          label={role}
          size="small"
          disabled={disabled}
          onDelete={onRemove ? () => onRemove(role) : undefined}
          deleteIcon={
            onRemove ? (
              <CancelIcon role="button" titleAccess={translate('resources.users.roles.remove', { role })} />
            ) : undefined
          }
        />
      ))}
    </Stack>
  );
}
