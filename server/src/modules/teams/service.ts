import type { Team } from '@domain/api';
import type { TeamPlayerChange as PlayerChange } from '@domain/teams';
import type { Queryable } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { ServiceDeps } from '@server/service-deps';
import type { RosterOutcome } from '../roster-lock/request';
import { createTeam, myTeam, readTeam, type TeamCreateInput, teamPage } from './create-and-read';
import { decideTeam, type TeamDecision } from './decisions';
import { type DisbandingListener, type DisbandingTeam, type DisbandListener, disbandTeam } from './disband';
import { createTeamListCache, type ServedTeamPage } from './list-cache';
import type { PlayerJoinedListener } from './players';
import type { TeamFilter, TeamSortField } from './repository';
import { changePlayer, leaveTeam, removePlayer } from './roster';

// What other modules use of this module's tables, in their own transactions.
export {
  countPlayers,
  deletePlayer,
  findTeam,
  type LockedTeam,
  lockSeasonsOfTeam,
  lockTeam,
  memberIds,
  membershipOf,
  nextCaptainOf,
  setPlayerRank,
  setTeamsDivision,
} from './repository';

// The teams module's service (app.teams): teams, their rosters and the approval decision.

export interface TeamService {
  create(principal: AuthPrincipal, input: TeamCreateInput): Promise<Team>;
  read(principal: AuthPrincipal, teamId: number): Promise<Team>;
  /** The principal's own team (any status), or null. */
  mine(principal: AuthPrincipal): Promise<Team | null>;
  page(
    principal: AuthPrincipal,
    query: ListQuery<TeamSortField, TeamFilter>,
  ): Promise<{ teams: Team[]; total: number }>;
  /** GET /teams: a page of the league, serialised, from the cache while the list has not changed. */
  servedPage(principal: AuthPrincipal, query: ListQuery<TeamSortField, TeamFilter>): Promise<ServedTeamPage>;
  decide(principal: AuthPrincipal, teamId: number, decision: TeamDecision): Promise<Team>;
  /** Leaves at once, or asks the admins while the team's season locks its roster. */
  leave(principal: AuthPrincipal, teamId: number): Promise<RosterOutcome<null>>;
  changePlayer(
    principal: AuthPrincipal,
    teamId: number,
    playerId: number,
    change: PlayerChange,
  ): Promise<Team>;
  /** Removes at once, or asks the admins while the team's season locks its roster. */
  removePlayer(principal: AuthPrincipal, teamId: number, playerId: number): Promise<RosterOutcome<Team>>;
  /**
   * Extension point: `listener` runs in the transaction of every player joining a team through this
   * service (a team's creator); the invitations module closes their pending invitations there.
   */
  onPlayerJoined(listener: PlayerJoinedListener): void;
  /**
   * Extension point: `listener` runs in the transaction of every disbanding of a team with season history
   * (teams/disband.ts); the match-results module forfeits the team's unsettled matches there.
   */
  onDisbanded(listener: DisbandListener): void;
  /**
   * Extension point: `listener` runs in the transaction of every disbanding of a team with season history,
   * right after the team lost its players (teams/disband.ts); the invitations module closes the team's
   * pending invitations and join requests there.
   */
  onDisbanding(listener: DisbandingListener): void;
  /**
   * Disbands a team whose seasons and row the caller's transaction has locked (lockSeasonsOfTeam, then
   * lockTeam): for the account deletion of its last member.
   */
  disband(
    tx: Queryable,
    team: DisbandingTeam,
    why: { actorUserId: number; reason: string },
  ): Promise<'deleted' | 'disbanded'>;
}

export function createTeamService({ db, clock, notices }: ServiceDeps): TeamService {
  const joinedListeners: PlayerJoinedListener[] = [];
  const closingListeners: DisbandingListener[] = [];
  const disbandListeners: DisbandListener[] = [];
  const listeners = { closing: closingListeners, disbanded: disbandListeners };
  const disbanding = { clock, listeners };
  const playerJoined: PlayerJoinedListener = async (tx, userId) => {
    for (const listener of joinedListeners) await listener(tx, userId);
  };
  return {
    create: (principal, input) => createTeam(db, principal, input, playerJoined),
    read: (principal, teamId) => readTeam(db, principal, teamId),
    mine: (principal) => myTeam(db, principal),
    page: (principal, query) => teamPage(db, principal, query),
    servedPage: createTeamListCache(db, notices),
    decide: (principal, teamId, decision) => decideTeam(db, principal, teamId, decision),
    leave: (principal, teamId) => leaveTeam(db, principal, teamId, disbanding),
    changePlayer: (principal, teamId, playerId, change) =>
      changePlayer(db, principal, teamId, playerId, change),
    removePlayer: (principal, teamId, playerId) => removePlayer(db, clock, principal, teamId, playerId),
    onPlayerJoined: (listener) => {
      joinedListeners.push(listener);
    },
    onDisbanded: (listener) => {
      disbandListeners.push(listener);
    },
    onDisbanding: (listener) => {
      closingListeners.push(listener);
    },
    disband: (tx, team, why) => disbandTeam(tx, team, { ...why, now: clock.now(), listeners }),
  };
}
