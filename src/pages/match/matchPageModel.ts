import type { Team } from '@domain/api';
import type { MatchLiveSession } from '@domain/live';
import {
  AUTO_CONFIRM_AFTER_MS,
  awaitsResult,
  MATCH_SERVER_START_WINDOW_MS,
  MATCH_SIDES,
  schedulingDeadline,
} from '@domain/match-rules';
import type { MatchEvent, MatchProposal } from '@domain/match-scheduling';
import type { LiveScore, Match } from '@domain/matches';

/** The matches resource (GET /matches/{id} is its getOne) and the key scope of the match's custom reads. */
export const MATCHES = 'matches';

export type TeamRef = Pick<Team, 'id' | 'name'>;

/** The match's two teams, A first. */
export const teamsOf = (match: Match): [TeamRef, TeamRef] => [match.teamA, match.teamB];

export function otherTeam(match: Match, teamId: number): TeamRef {
  return match.teamA.id === teamId ? match.teamB : match.teamA;
}

/** The match's team the user is captain or co-captain of (read from both teams' rosters), or null. */
export function ledTeam(match: Match, rosters: (Team | undefined)[], userId: number | null): TeamRef | null {
  if (userId === null) return null;
  const leads = rosters.find((team) =>
    team?.players.some((player) => player.userId === userId && (player.isCaptain || player.isCoCaptain)),
  );
  if (!leads) return null;
  return teamsOf(match).find((team) => team.id === leads.id) ?? null;
}

/** Whether times may still be proposed and accepted: a match without a result, before the deadline. */
export function isSchedulingOpen(match: Match, now: number): boolean {
  return match.status === 'Scheduled' && now < schedulingDeadline(new Date(match.defaultTime)).getTime();
}

/**
 * How the match's time came about: set by an admin, agreed by the captains, the default for good, or the
 * default for now.
 */
export type TimeStanding = 'setByAdmin' | 'agreed' | 'defaultStands' | 'defaultUnlessAgreed';

/**
 * Whether the match's time was last set by an admin (a timeAccepted step the server marks byAdmin), and
 * their reason; null when the captains or the default set it.
 */
export function adminTimeOf(events: readonly MatchEvent[]): { reason: string | null } | null {
  const last = events.findLast((event) => event.kind === 'timeAccepted');
  if (last?.details.byAdmin !== true) return null;
  const reason = last.details.reason;
  return { reason: typeof reason === 'string' && reason ? reason : null };
}

export function timeStanding(match: Match, now: number, events: readonly MatchEvent[] = []): TimeStanding {
  if (adminTimeOf(events)) return 'setByAdmin';
  if (new Date(match.scheduledAt).getTime() !== new Date(match.defaultTime).getTime()) return 'agreed';
  return isSchedulingOpen(match, now) ? 'defaultUnlessAgreed' : 'defaultStands';
}

/** The other team's Open proposal, not yet lapsed, that `team` may accept, decline or counter. */
export function isAnswerable(proposal: MatchProposal, team: TeamRef | null, now: number): boolean {
  return (
    team !== null &&
    proposal.status === 'Open' &&
    proposal.team.id !== team.id &&
    new Date(proposal.expiresAt).getTime() > now
  );
}

/** The Open proposal the other team made, which a new proposal counters. */
export function proposalToCounter(
  proposals: readonly MatchProposal[],
  team: TeamRef | null,
  now: number,
): MatchProposal | null {
  return proposals.find((proposal) => isAnswerable(proposal, team, now)) ?? null;
}

/** Until when either captain may dispute the game server's result; null when the result is not one. */
export function serverResultDisputableUntil(match: Match): number | null {
  if (match.status !== 'Confirmed' || match.resultSource !== 'gameServer' || !match.reportedAt) return null;
  return new Date(match.reportedAt).getTime() + AUTO_CONFIRM_AFTER_MS;
}

/** What the led team may do with the result now. */
export type ResultStep = 'tooEarly' | 'report' | 'answer' | 'awaitOther' | 'disputeServer' | 'none';

export function resultStep(match: Match, team: TeamRef | null, now: number): ResultStep {
  if (!team) return 'none';
  const disputableUntil = serverResultDisputableUntil(match);
  if (disputableUntil !== null) return now < disputableUntil ? 'disputeServer' : 'none';
  if (awaitsResult(match.status)) {
    return now >= new Date(match.scheduledAt).getTime() ? 'report' : 'tooEarly';
  }
  if (match.status === 'Reported' && match.reportedBy) {
    return match.reportedBy.id === team.id ? 'awaitOther' : 'answer';
  }
  return 'none';
}

/**
 * A Live match's rounds won so far: its session's latest state (which the live stream keeps current), else
 * the score the match was read with; null when the match is not Live.
 */
export function liveScoreOf(match: Match): LiveScore | null {
  if (match.status !== 'Live') return null;
  return match.session?.score ?? match.liveScore;
}

/** Where the match server stands, as the page words it; null when there is nothing to show. */
export type ServerProgress = 'looking' | 'booting' | 'failed' | 'waiting' | 'live' | 'finished';

/** Whether a cloud machine is being made for the match (its game server has not opened the session yet). */
function machineBooting(match: Match): boolean {
  return match.machine?.status === 'creating' || match.machine?.status === 'booting';
}

/** `starting`: a start request is on its way (the league is looking for a free game server). */
export function serverProgress(match: Match, starting: boolean): ServerProgress | null {
  const { session } = match;
  if (match.resultSource === 'gameServer') return 'finished';
  if (!session || session.status === 'Not Active') {
    if (starting) return 'looking';
    if (machineBooting(match)) return 'booting';
    if (match.machine?.status === 'failed' && match.status === 'Scheduled') return 'failed';
    return null;
  }
  return session.status === 'Active' && session.players.length > 0 ? 'live' : 'waiting';
}

/** Whether the user may start the match server now: a captain of either team or an admin, within the hour. */
export function canStartServer(match: Match, team: TeamRef | null, isAdmin: boolean, now: number): boolean {
  if (!team && !isAdmin) return false;
  if (match.status !== 'Scheduled') return false;
  if (match.session && match.session.status !== 'Not Active') return false;
  if (machineBooting(match)) return false;
  return now >= new Date(match.scheduledAt).getTime() - MATCH_SERVER_START_WINDOW_MS;
}

/** Whether the page reads the match again every few seconds: while its server is open. */
export function isServerOpen(match: Match | undefined): boolean {
  return match?.session != null && match.session.status !== 'Not Active';
}

/**
 * The match with a live state its game server reported (a `state` event) applied: score, players and
 * time, the join details kept. 'read' when the page must read the match instead (a session it does not
 * hold, or in another status); the match itself when the state is older than what it holds.
 */
export function withLiveSession(match: Match, session: MatchLiveSession): Match | 'read' {
  const held = match.session;
  if (!held || held.id !== session.id || held.status !== session.status) return 'read';
  if (Date.parse(session.lastUpdatedAt) < Date.parse(held.lastUpdatedAt)) return match;
  return { ...match, session: { ...held, ...session } };
}

/** A player a game server seated by their join code (a playerJoined step of the history). */
export interface JoinedPlayer {
  userId: number;
  displayName: string;
  team: (typeof MATCH_SIDES)[number];
  joinedAt: string;
}

/** Who joined the match's sessions by their join codes, in the order they joined. */
export function joinedPlayers(events: readonly MatchEvent[]): JoinedPlayer[] {
  return events.flatMap((event) => {
    if (event.kind !== 'playerJoined') return [];
    // The step's particulars as the join-code service records them; a step without them shows no player.
    const { userId, displayName, team } = event.details;
    const side = MATCH_SIDES.find((name) => name === team);
    return Number.isInteger(userId) && typeof displayName === 'string' && side
      ? [{ userId: userId as number, displayName, team: side, joinedAt: event.createdAt }]
      : [];
  });
}

/** Whether the user is on either team's roster (a player of the match, leading or not). */
export function isRostered(rosters: (Team | undefined)[], userId: number | null): boolean {
  return userId !== null && rosters.some((team) => team?.players.some((player) => player.userId === userId));
}
