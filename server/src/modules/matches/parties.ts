import type { MatchEventKind } from '@domain/matches';
import type { NotificationType } from '@domain/notifications';
import { canManageTeams } from '@domain/permissions';
import type { Queryable } from '@server/db/client';
import { notify } from '@server/modules/notifications/notify';
import type { AuthPrincipal } from '@server/plugins/auth';
import { matchErrors } from './errors';
import {
  insertMatchEvent,
  leaderIdsOf,
  lockMatchRow,
  type MatchRecord,
  playsInMatch,
  teamLedBy,
  teamNameOf,
} from './repository';

// Who may act on a match (its two teams' captains and co-captains, and league admins), its history
// and its notifications: shared by scheduling (proposals) and results.

export type { MatchRecord };

/** The match, locked for the rest of the transaction (two captains acting at once take turns); 404 if none. */
export async function lockMatch(tx: Queryable, id: number): Promise<MatchRecord> {
  const match = await lockMatchRow(tx, id);
  if (!match) throw matchErrors.matchNotFound();
  return match;
}

export interface MatchActor {
  userId: number;
  name: string;
  /** The match's team the user leads; null for an admin who leads neither. */
  teamId: number | null;
  isAdmin: boolean;
}

/**
 * The principal as a party of the match: a captain or co-captain of teamA or teamB, or a league admin
 * (manage:teams). Anyone else gets 403.
 */
export async function actorOf(
  tx: Queryable,
  match: MatchRecord,
  principal: AuthPrincipal,
): Promise<MatchActor> {
  const leads = await teamLedBy(tx, principal.id, [match.teamAId, match.teamBId]);
  const isAdmin = canManageTeams(principal);
  if (!leads && !isAdmin) throw matchErrors.notMatchCaptain();
  return { userId: principal.id, name: principal.displayName, teamId: leads?.teamId ?? null, isAdmin };
}

/** The match's other team: the one that did not act. */
export function otherTeamOf(match: MatchRecord, teamId: number): number {
  return teamId === match.teamAId ? match.teamBId : match.teamAId;
}

export interface MatchEventInput {
  kind: MatchEventKind;
  /** Null for the system (an expiry, the 24 h auto-confirmation). */
  actor: MatchActor | null;
  details?: Record<string, unknown>;
}

/** Keeps a step in the match's history; call it inside the transaction that takes the step. */
export async function recordMatchEvent(
  tx: Queryable,
  matchId: number,
  event: MatchEventInput,
): Promise<void> {
  await insertMatchEvent(tx, {
    matchId,
    kind: event.kind,
    actorUserId: event.actor?.userId ?? null,
    actorName: event.actor?.name ?? null,
    actorTeamId: event.actor?.teamId ?? null,
    details: event.details ?? {},
  });
}

/**
 * Notifies the captain and co-captains of one of the match's teams (`to`), naming the team that acted
 * (`from`) and who acted for it.
 */
export async function notifyMatchTeam(
  tx: Queryable,
  match: MatchRecord,
  { to, from, type, actorName }: { to: number; from: number; type: NotificationType; actorName: string },
): Promise<void> {
  const [leaders, fromTeamName] = await Promise.all([leaderIdsOf(tx, to), teamNameOf(tx, from)]);
  await notify(tx, leaders, type, {
    teamId: from,
    matchId: match.id,
    team: fromTeamName ?? '',
    player: actorName,
  });
}

/**
 * Whether the principal reads a dispute's particulars (its note, evidence links and decision note): a
 * member of either of the match's teams, or a league admin (manage:teams). Anyone else sees only that
 * the dispute exists.
 */
export async function readsDisputeParticulars(
  db: Queryable,
  matchId: number,
  principal: AuthPrincipal,
): Promise<boolean> {
  if (canManageTeams(principal)) return true;
  return playsInMatch(db, matchId, principal.id);
}
