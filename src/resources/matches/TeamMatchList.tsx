import type { Match } from '@domain/matches';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { TeamMatchItem } from './TeamMatchItem';

interface TeamMatchListProps {
  label: string;
  matches: { data?: Match[]; isPending: boolean; isError: boolean };
  teamId: number;
  played?: boolean;
  /** The text when there is no match to list. */
  empty: string;
}

/** A team's matches with their loading, error and empty states. */
export function TeamMatchList({ label, matches, teamId, played, empty }: TeamMatchListProps) {
  const translate = useTranslate();
  return (
    <LoadState
      loading={matches.isPending}
      error={matches.isError ? translate('app.league.matches.loadFailed') : null}
    >
      {matches.data?.length ? (
        <List dense aria-label={label} disablePadding>
          {matches.data.map((match) => (
            <TeamMatchItem key={match.id} match={match} teamId={teamId} played={played} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{empty}</Typography>
      )}
    </LoadState>
  );
}
