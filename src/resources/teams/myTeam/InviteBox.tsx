import { messages } from '@domain/messages';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useInviteCandidates } from '@/resources/invitations/queries';
import { useDebouncedValue } from './useDebouncedValue';
import type { TeamActions } from './useTeamActions';

const t = messages.myTeam;
const SEARCH_DEBOUNCE_MS = 300;

/** Searches players without a team by display name and invites one (captain and co-captains). */
export function InviteBox({ teamId, actions }: { teamId: number; actions: TeamActions }) {
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useInviteCandidates(teamId, settled);
  const found = settled ? (candidates.data ?? []) : [];

  return (
    <section aria-label={t.invitePlayer}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t.invitePlayer}
      </Typography>
      <TextField
        size="small"
        fullWidth
        type="search"
        label={t.searchPlayers}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {settled && candidates.isSuccess && found.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {t.noCandidates}
        </Typography>
      ) : null}
      <List dense disablePadding>
        {found.map((candidate) => (
          <ListItem key={candidate.id} disableGutters>
            <ListItemText primary={candidate.displayName} />
            <Button
              size="small"
              variant="outlined"
              aria-label={`${t.invite} ${candidate.displayName}`}
              disabled={actions.invite.isPending}
              onClick={() => actions.invite.mutate(candidate)}
            >
              {t.invite}
            </Button>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
