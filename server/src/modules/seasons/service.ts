import type {
  Season,
  SeasonCreate,
  SeasonEntry,
  SeasonEntryUpdatePayload,
  SeasonUpdate,
} from '@domain/seasons';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { seasonErrors } from './errors';
import { createSeason, readSeason, type SeasonMovedListener, updateSeasonSettings } from './lifecycle';
import { changeEntry, registerTeam } from './registration';
import {
  type EntryFilter,
  type EntrySortField,
  findSeason,
  listEntries,
  listSeasons,
  type SeasonFilter,
  type SeasonSortField,
} from './repository';
import { presentEntry, presentSeasons } from './view';

// What other modules use of this module's tables, in their own transactions.
export {
  deleteDivisions,
  divisionsOf,
  findSeason,
  insertDivisions,
  type LockedSeason,
  listEntries,
  lockSeason,
  parkDivisions,
  placementEntriesOf,
  updateDivision,
} from './repository';

// The seasons module's service (app.seasons): seasons, their divisions and the teams registered for them.

export interface SeasonService {
  page(query: ListQuery<SeasonSortField, SeasonFilter>): Promise<{ seasons: Season[]; total: number }>;
  read(id: number): Promise<Season>;
  create(principal: AuthPrincipal, input: SeasonCreate): Promise<Season>;
  update(principal: AuthPrincipal, id: number, update: SeasonUpdate): Promise<Season>;
  entries(
    seasonId: number,
    query: ListQuery<EntrySortField, EntryFilter>,
  ): Promise<{ entries: SeasonEntry[]; total: number }>;
  register(principal: AuthPrincipal, seasonId: number, teamId: number): Promise<SeasonEntry>;
  changeEntry(
    principal: AuthPrincipal,
    seasonId: number,
    teamId: number,
    change: SeasonEntryUpdatePayload,
  ): Promise<SeasonEntry>;
  /**
   * Extension point: `listener` runs in the transaction of every move of a season, after its status
   * changed; the playoffs module draws the brackets when a season moves to Playoffs.
   */
  onSeasonMoved(listener: SeasonMovedListener): void;
}

export function createSeasonService({ db, clock }: { db: Db; clock: Clock }): SeasonService {
  const movedListeners: SeasonMovedListener[] = [];
  return {
    async page(query) {
      const { rows, total } = await listSeasons(db, query);
      return { seasons: await presentSeasons(db, rows), total };
    },
    read: (id) => readSeason(db, id),
    create: (principal, input) => createSeason(db, principal, input),
    update: (principal, id, update) => updateSeasonSettings(db, clock, principal, id, update, movedListeners),
    async entries(seasonId, query) {
      if (!(await findSeason(db, seasonId))) throw seasonErrors.seasonNotFound();
      const { rows, total } = await listEntries(db, seasonId, query);
      return { entries: rows.map(presentEntry), total };
    },
    register: (principal, seasonId, teamId) => registerTeam(db, principal, seasonId, teamId),
    changeEntry: (principal, seasonId, teamId, change) =>
      changeEntry(db, principal, seasonId, teamId, change),
    onSeasonMoved: (listener) => {
      movedListeners.push(listener);
    },
  };
}
