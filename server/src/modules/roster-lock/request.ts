import { translate } from '@domain/i18n';
import type { RosterChange, RosterChangeKind } from '@domain/roster-changes';
import type { Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import { rosterChangeErrors } from './errors';
import type { LockingSeason } from './lock';
import { findRosterChange, insertRosterChange } from './repository';
import { presentRosterChange } from './view';

const ONE_PENDING_INDEX = 'roster_changes_one_pending';

/** A roster change the roster lock turned into a request, and the sentence that tells the user so. */
export interface RosterChangeRequest {
  request: RosterChange;
  message: string;
}

/** What a roster change did: applied at once, or asked of the admins because the roster is locked. */
export type RosterOutcome<T> = { applied: T } | RosterChangeRequest;

export function wasRequested<T>(outcome: RosterOutcome<T>): outcome is RosterChangeRequest {
  return 'request' in outcome;
}

export interface RosterChangeAsked {
  team: { id: number; name: string };
  player: { id: number; displayName: string };
  kind: RosterChangeKind;
  invitationId?: number | null;
  requestedBy: number;
}

/**
 * Records a Pending roster change for the admins, in the transaction (and under the team-row lock) of the
 * change it stands for; a second one for the same player and team while one is Pending is a 409.
 */
export async function requestRosterChange(
  tx: Queryable,
  season: LockingSeason,
  { team, player, kind, invitationId = null, requestedBy }: RosterChangeAsked,
): Promise<RosterChangeRequest> {
  let id: number;
  try {
    id = await insertRosterChange(tx, {
      teamId: team.id,
      seasonId: season.id,
      userId: player.id,
      kind,
      invitationId,
      requestedBy,
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === ONE_PENDING_INDEX) throw rosterChangeErrors.alreadyPending();
    throw error;
  }
  const row = await findRosterChange(tx, id);
  if (!row) throw rosterChangeErrors.notFound();
  const status = translate(`app.league.seasonStatus.${season.status}`);
  return {
    request: presentRosterChange(row),
    message: translate('resources.admin/roster-changes.locked', {
      season: season.name,
      status,
      change: translate(`resources.admin/roster-changes.change.${kind}`, {
        player: player.displayName,
        team: team.name,
      }),
    }),
  };
}
