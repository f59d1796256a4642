import type { Invitation, InviteCandidate, Team, TeamPlayer } from '@domain/api';
import { ALL_ROWS_PAGE } from '@domain/paging';
import type { TeamDenial, TeamPlayerChange } from '@domain/teams';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList, useGetOne, useNotify } from 'ra-core';
import { INVITATIONS } from '@/components/invitations/queries';
import { NOTIFICATIONS } from '@/components/notifications/useNotifications';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { type AppDataProvider, LEAGUE_VIEW, type RosterOutcome, useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';
import { text as approvalText, TEAM_APPROVALS } from './approvals/resourceName';

// The teams resource's reads and custom actions: react-admin's hooks for its records, and each team action
// a dataProvider call through useDataProvider and TanStack Query that says what happened.

/** The teams resource (GET /admin/teams or /teams, /teams/{id}, POST /teams) and the key scope of its custom reads. */
export const TEAMS = 'teams';

/** The league's Approved teams (GET /teams), most points first. */
export function useLeagueTeams() {
  return useGetList<Team>(
    TEAMS,
    { pagination: ALL_ROWS_PAGE, sort: { field: 'points', order: 'DESC' }, meta: LEAGUE_VIEW },
    QUERY_RETRY,
  );
}

/** The player's own team of any status, or null (GET /users/me/team). */
export function useMyTeam() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: [TEAMS, 'getMyTeam'], queryFn: () => dataProvider.getMyTeam() });
}

/** One team as the signed-in user may see it (GET /teams/{id}): Approved teams, their own, or any for managers. */
export function useTeam(teamId: number) {
  return useGetOne<Team>(
    TEAMS,
    { id: teamId },
    { ...QUERY_RETRY, enabled: Number.isInteger(teamId) && teamId > 0 },
  );
}

/**
 * After any team or invitation change: every view of the teams (league, team pages, my team), the
 * invitations and team approval, and the notifications (each change notifies someone), all through
 * react-admin's keys.
 */
export function useRefreshTeamData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [TEAMS, INVITATIONS, TEAM_APPROVALS, NOTIFICATIONS].map((scope) =>
        queryClient.invalidateQueries({ queryKey: [scope] }),
      ),
    );
}

/** What a success says: a key of the i18nProvider and its parameters (react-admin's notify translates it). */
export interface Notice {
  message: string;
  args: Record<string, unknown>;
  /** 'info' for a change that waits for someone else (the admins); success by default. */
  type?: 'success' | 'info';
}

/**
 * What a roster change says: `applied` when it was made; while the team's season locks its roster, the
 * server's own sentence about the request the admins now decide (not "joined" or "left").
 */
export function rosterNotice<T>(outcome: RosterOutcome<T>, applied: (data: T) => Notice): Notice {
  if ('requested' in outcome) return { message: outcome.message, args: {}, type: 'info' };
  return applied(outcome.applied);
}

interface TeamDataActionOptions<TArg, TData> {
  /** Shown when the action succeeds. */
  success: (arg: TArg, data: TData) => Notice;
  /** The caller shows the failure itself (e.g. as an alert in its dialog). */
  silentFailure?: boolean;
}

/**
 * A team or invitation action through the dataProvider: it says what happened, or the server's reason
 * it did not, and refreshes every view of the team data once it settles.
 */
export function useTeamDataAction<TArg, TData>(
  run: (dataProvider: AppDataProvider, arg: TArg) => Promise<TData>,
  { success, silentFailure = false }: TeamDataActionOptions<TArg, TData>,
) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefreshTeamData();
  return useGuardedMutation({
    mutationFn: (arg: TArg) => run(dataProvider, arg),
    onSuccess: (data, arg) => {
      const { message, args, type = 'success' } = success(arg, data);
      notify(message, { type, messageArgs: args });
    },
    onError: (error) => {
      if (!silentFailure) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    },
    onSettled: refresh,
  });
}

/** A team action's success text: `resources.teams.notifications.<key>`, naming the player and the team. */
const notice = (key: string, args: { player?: string; team: string }): Notice => ({
  message: `resources.teams.notifications.${key}`,
  args,
});

/** What a captain's change to a player did, in words. */
export function playerChangeNotice(player: string, team: string, change: TeamPlayerChange): Notice {
  if ('isCaptain' in change && change.isCaptain) return notice('nowCaptain', { player, team });
  return notice(change.isCoCaptain ? 'nowCoCaptain' : 'noLongerCoCaptain', { player, team });
}

/**
 * What the members, captain and co-captains of `team` do to it; each success says what happened, by name.
 * The last member's leaving disbands the team (server/src/modules/teams/roster.ts).
 */
export function useTeamActions(team: Pick<Team, 'id' | 'name' | 'players'>) {
  const lastMember = team.players.length === 1;
  return {
    acceptRequest: useTeamDataAction((dp, request: Invitation) => dp.acceptInvitation(request.id), {
      success: (request, outcome) =>
        rosterNotice(outcome, () => notice('joined', { player: request.userDisplayName, team: team.name })),
    }),
    declineRequest: useTeamDataAction((dp, request: Invitation) => dp.declineInvitation(request.id), {
      success: (request) => notice('requestDeclined', { player: request.userDisplayName, team: team.name }),
    }),
    cancelInvite: useTeamDataAction((dp, invite: Invitation) => dp.cancelInvitation(invite.id), {
      success: (invite) => notice('inviteCancelled', { player: invite.userDisplayName, team: team.name }),
    }),
    invite: useTeamDataAction((dp, candidate: InviteCandidate) => dp.invitePlayer(team.id, candidate.id), {
      success: (candidate) => notice('invited', { player: candidate.displayName, team: team.name }),
    }),
    updatePlayer: useTeamDataAction(
      (dp, { player, change }: { player: TeamPlayer; change: TeamPlayerChange }) =>
        dp.changeTeamPlayer(team.id, player.id, change),
      { success: ({ player, change }) => playerChangeNotice(player.user.displayName, team.name, change) },
    ),
    removePlayer: useTeamDataAction((dp, player: TeamPlayer) => dp.removeTeamPlayer(team.id, player.id), {
      success: (player, outcome) =>
        rosterNotice(outcome, () => notice('removed', { player: player.user.displayName, team: team.name })),
    }),
    leave: useTeamDataAction((dp, _: undefined) => dp.leaveTeam(team.id), {
      success: (_, outcome) =>
        rosterNotice(outcome, () => notice(lastMember ? 'disbanded' : 'left', { team: team.name })),
    }),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;

type Decision = { team: Team; status: 'Approved' } | { team: Team; status: 'Denied'; denial: TeamDenial };

/** Approve or deny a Pending team (custom methods approveTeam, denyTeam), then refresh every team view. */
export function useTeamDecision(onDone: () => void) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefreshTeamData();
  const mutation = useGuardedMutation({
    mutationFn: (decision: Decision) =>
      decision.status === 'Approved'
        ? dataProvider.approveTeam(decision.team.id)
        : dataProvider.denyTeam(decision.team.id, decision.denial),
    onSuccess: (_team, { team, status }) => {
      const said = status === 'Approved' ? 'approved' : 'denied';
      notify(approvalText(`notifications.${said}`), { type: 'success', messageArgs: { name: team.name } });
      onDone();
    },
    // The server's reason when it gave one (e.g. already decided), else the catalogue's.
    onError: (error) =>
      notify(
        error instanceof Error && error.message
          ? error.message
          : approvalText('notifications.decisionFailed'),
        {
          type: 'error',
        },
      ),
    onSettled: refresh,
  });
  return {
    approve: (team: Team) => mutation.mutate({ team, status: 'Approved' }),
    deny: (team: Team, denial: TeamDenial) => mutation.mutate({ team, status: 'Denied', denial }),
    isPending: mutation.isPending,
  };
}
