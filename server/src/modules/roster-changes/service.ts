import { MAX_PAGE_ROWS } from '@domain/paging';
import type { RosterChange } from '@domain/roster-changes';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { rosterChangeErrors } from '../roster-lock/errors';
import {
  findRosterChange,
  hasPendingChange,
  listRosterChanges,
  type RosterChangeFilter,
  type RosterChangeSortField,
} from '../roster-lock/service';
import { presentRosterChange } from '../roster-lock/view';
import { canSeeTeam } from '../teams/authority';
import { teamErrors } from '../teams/errors';
import { findTeam } from '../teams/service';
import { viewerOf } from '../teams/view';
import { approveRosterChange, cancelRosterChange, denyRosterChange } from './decisions';

// The roster-changes module's service (app.rosterChanges): the admins' queue and decisions, a team's
// pending changes and their cancelling. The requests themselves are made where rosters change (the teams
// and invitations modules, through roster-lock).

export interface RosterChangeService {
  page(
    query: ListQuery<RosterChangeSortField, RosterChangeFilter>,
  ): Promise<{ changes: RosterChange[]; total: number }>;
  read(id: number): Promise<RosterChange>;
  approve(principal: AuthPrincipal, id: number): Promise<RosterChange>;
  deny(principal: AuthPrincipal, id: number): Promise<RosterChange>;
  cancel(principal: AuthPrincipal, id: number): Promise<RosterChange>;
  /** A team's Pending changes, newest first: for its members, players waiting to join it, and team managers. */
  pendingOfTeam(principal: AuthPrincipal, teamId: number): Promise<RosterChange[]>;
}

export function createRosterChangeService({ db, clock }: { db: Db; clock: Clock }): RosterChangeService {
  return {
    async page(query) {
      const { rows, total } = await listRosterChanges(db, query);
      return { changes: rows.map(presentRosterChange), total };
    },
    async read(id) {
      const row = await findRosterChange(db, id);
      if (!row) throw rosterChangeErrors.notFound();
      return presentRosterChange(row);
    },
    approve: (principal, id) => approveRosterChange(db, clock, principal, id),
    deny: (principal, id) => denyRosterChange(db, clock, principal, id),
    cancel: (principal, id) => cancelRosterChange(db, clock, principal, id),
    async pendingOfTeam(principal, teamId) {
      const viewer = await viewerOf(db, principal);
      const team = await findTeam(db, teamId);
      if (!team || !canSeeTeam(viewer, team)) throw teamErrors.teamNotFound();
      const member = viewer.membership?.teamId === team.id;
      if (!member && !viewer.canManageTeams && !(await hasPendingChange(db, team.id, principal.id))) {
        throw teamErrors.forbidden();
      }
      const { rows } = await listRosterChanges(db, {
        filter: { teamId: team.id, status: 'Pending' },
        range: { offset: 0, limit: MAX_PAGE_ROWS },
      });
      return rows.map(presentRosterChange);
    },
  };
}
