import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AdminUser } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { DetailRow } from '../../components/DetailRow';
import { RoleChips } from './RoleChips';

const t = messages.userAdmin;

function DiscordValue({ user }: { user: AdminUser }) {
  if (!user.discordID) return t.notLinked;
  return (
    <Link href={`https://discord.com/users/${user.discordID}`} target="_blank" rel="noopener noreferrer">
      {user.discordUsername ?? user.discordID}
    </Link>
  );
}

/** Who the user is: display name, email, Discord link, roles, team and when they joined. */
export function UserDetails({ user }: { user: AdminUser }) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }} aria-label={t.details}>
      <DetailRow label={t.columns.displayName}>{user.displayName}</DetailRow>
      <DetailRow label={t.columns.email}>{user.email}</DetailRow>
      <DetailRow label={t.columns.discord}>
        <DiscordValue user={user} />
      </DetailRow>
      <DetailRow label={t.columns.roles}>
        <RoleChips roles={user.roles} />
      </DetailRow>
      <DetailRow label={t.columns.team}>{user.team?.name ?? t.noTeam}</DetailRow>
      <DetailRow label={t.columns.createdAt}>{new Date(user.createdAt).toLocaleString()}</DetailRow>
    </Stack>
  );
}
