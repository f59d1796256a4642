import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useInviteCandidates } from '@/components/invitations/queries';
import type { TeamActions } from '@/resources/teams/queries';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

/** Searches players without a team by display name and invites one (captain and co-captains). */
export function InviteBox({ teamId, actions }: { teamId: number; actions: TeamActions }) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useInviteCandidates(teamId, settled);
  const found = settled ? (candidates.data ?? []) : [];
  const title = translate('resources.teams.inviteBox.title');

  return (
    <section aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <TextField
        size="small"
        fullWidth
        type="search"
        label={translate('resources.teams.inviteBox.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {settled && candidates.isSuccess && found.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {translate('resources.teams.inviteBox.noCandidates')}
        </Typography>
      ) : null}
      <List dense disablePadding>
        {found.map((candidate) => (
          <ListItem key={candidate.id} disableGutters>
            <ListItemText primary={candidate.displayName} />
            <Button
              size="small"
              variant="outlined"
              aria-label={translate('resources.teams.inviteBox.inviteLabel', {
                player: candidate.displayName,
              })}
              disabled={actions.invite.isPending}
              onClick={() => actions.invite.mutate(candidate)}
            >
              {translate('resources.teams.inviteBox.invite')}
            </Button>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
