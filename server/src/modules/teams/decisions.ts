import type { Team } from '@domain/api';
import type { Db } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { notify } from '../notifications/notify';
import { readTeam } from './create-and-read';
import { teamErrors } from './errors';
import { lockTeam, memberIds, setTeamDecision } from './repository';

/** The decision and, for a denial, the admin's reason (kept in the audit log). */
export interface TeamDecision {
  status: 'Approved' | 'Denied';
  reason?: string;
}

const DECISION = {
  Approved: { action: 'team.approve', notification: 'team_approved' },
  Denied: { action: 'team.deny', notification: 'team_denied' },
} as const;

/** An admin approves or denies a Pending team; every member hears of it and the audit log records it. */
export function decideTeam(
  db: Db,
  principal: AuthPrincipal,
  teamId: number,
  { status, reason }: TeamDecision,
): Promise<Team> {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (!team) throw teamErrors.teamNotFound();
    if (team.status !== 'Pending') throw teamErrors.alreadyDecided();
    await setTeamDecision(tx, team.id, status, principal.id);
    await notify(tx, await memberIds(tx, team.id), DECISION[status].notification, {
      teamId: team.id,
      team: team.name,
      player: principal.displayName,
    });
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: DECISION[status].action,
      targetType: 'team',
      targetId: team.id,
      details: {
        name: team.name,
        code: team.code,
        from: team.status,
        to: status,
        ...(status === 'Denied' && reason ? { reason } : {}),
      },
    });
    return readTeam(tx, principal, team.id);
  });
}
