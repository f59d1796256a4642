import type { AdminUser } from '@domain/api';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DetailRow } from '@/components/DetailRow';
import { RoleChips } from './RoleChips';

function DiscordValue({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  if (!user.discordID) return translate('resources.users.notLinked');
  return (
    <Link href={`https://discord.com/users/${user.discordID}`} target="_blank" rel="noopener noreferrer">
      {user.discordUsername ?? user.discordID}
    </Link>
  );
}

/** Who the user is: display name, email, Discord link, roles, team and when they joined. */
export function UserDetails({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  return (
    <Stack
      component="dl"
      spacing={1}
      sx={{ m: 0 }}
      aria-label={translate('resources.users.sections.details')}
    >
      <DetailRow label={label('displayName')}>{user.displayName}</DetailRow>
      <DetailRow label={label('email')}>
        <span>{user.email}</span>{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          (
          {translate(
            user.emailVerified ? 'app.emailVerification.verified' : 'app.emailVerification.unverified',
          )}
          )
        </Typography>
      </DetailRow>
      {user.pendingEmail ? <DetailRow label={label('pendingEmail')}>{user.pendingEmail}</DetailRow> : null}
      <DetailRow label={label('discord')}>
        <DiscordValue user={user} />
      </DetailRow>
      <DetailRow label={label('roles')}>
        <RoleChips roles={user.roles} />
      </DetailRow>
      <DetailRow label={label('team')}>{user.team?.name ?? translate('resources.users.noTeam')}</DetailRow>
      <DetailRow label={label('createdAt')}>{new Date(user.createdAt).toLocaleString()}</DetailRow>
    </Stack>
  );
}
