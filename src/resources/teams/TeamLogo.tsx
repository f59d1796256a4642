import { LOGO_HINT_PX } from '@domain/constants';
import ShieldIcon from '@mui/icons-material/Shield';
import Avatar from '@mui/material/Avatar';
import { useTranslate } from 'ra-core';

/** A team's logo at 50x50, as the upload hint says, a shield when it has none. */
export function TeamLogo({
  name,
  logoUrl,
  size = LOGO_HINT_PX,
}: {
  name: string;
  /** The team's logoUrl: the server's 100x100 PNG, shown scaled to `size`. */
  logoUrl: string | null;
  size?: number;
}) {
  const translate = useTranslate();
  return (
    <Avatar
      variant="rounded"
      src={logoUrl ?? undefined}
      alt={translate('resources.teams.logoOf', { team: name })}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ShieldIcon />
    </Avatar>
  );
}
