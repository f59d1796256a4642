import { useTranslate } from 'ra-core';
import { useSession } from '@/authProvider/AuthServices';
import { LoadState } from '@/components/LoadState';
import { useMyTeam } from '@/resources/teams/queries';
import { MyTeamSummary } from './MyTeamSummary';
import { NoTeamView } from './NoTeamView';

/** The My Team widget's body: a summary of the player's team, or the teams list when they have none. */
export function MyTeamContent() {
  const translate = useTranslate();
  const myTeam = useMyTeam();
  const { user } = useSession();
  return (
    <LoadState
      loading={myTeam.isPending}
      error={myTeam.isError ? translate('resources.teams.myTeam.fetchFailed') : null}
    >
      {myTeam.data && user ? <MyTeamSummary team={myTeam.data} meId={user.id} /> : <NoTeamView />}
    </LoadState>
  );
}
