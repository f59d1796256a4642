import {
  areDivisionSharesEditable,
  type DivisionDetail,
  type DivisionRecord,
  type DivisionUpdate,
  type SeasonDivisionsUpdate,
} from '@domain/divisions';
import { mmrPercentageTotal, type Season } from '@domain/seasons';
import type { Db, Queryable } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { seasonErrors } from '../seasons/errors';
import { readSeason } from '../seasons/lifecycle';
import {
  deleteDivisions,
  insertDivisions,
  listEntries,
  lockSeason,
  parkDivisions,
  updateDivision,
} from '../seasons/service';
import { presentEntry } from '../seasons/view';
import { divisionErrors } from './errors';
import {
  type DivisionFilter,
  type DivisionSortField,
  divisionsOfSeason,
  divisionWithMatches,
  entryCountsOf,
  findDivision,
  listDivisions,
  seasonOfDivision,
} from './repository';

// The divisions module's service (app.divisions): the seasons' divisions as their own resource. Every
// write locks the season's row (FOR UPDATE, as status moves and placements do), so a rename, a share
// change, a whole-list edit, a placement and a move to Live never interleave (decision 0014).

export interface DivisionService {
  page(
    query: ListQuery<DivisionSortField, DivisionFilter>,
  ): Promise<{ divisions: DivisionRecord[]; total: number }>;
  read(id: number): Promise<DivisionDetail>;
  update(principal: AuthPrincipal, id: number, update: DivisionUpdate): Promise<DivisionDetail>;
  replaceSeasonDivisions(
    principal: AuthPrincipal,
    seasonId: number,
    update: SeasonDivisionsUpdate,
  ): Promise<Season>;
}

async function readDivision(db: Queryable, id: number): Promise<DivisionDetail> {
  const division = await findDivision(db, id);
  if (!division) throw divisionErrors.divisionNotFound();
  const { rows } = await listEntries(db, division.season.id, {
    filter: { divisionId: id },
    sort: { field: 'team.name', order: 'ASC' },
  });
  return { ...division, teams: rows.map(presentEntry) };
}

/** A rename (any time) and/or a share change (before Live, the season's shares still adding up to 100). */
function update(db: Db, principal: AuthPrincipal, id: number, change: DivisionUpdate) {
  return db.transaction(async (tx) => {
    const seasonId = await seasonOfDivision(tx, id);
    if (seasonId === null) throw divisionErrors.divisionNotFound();
    const season = await lockSeason(tx, seasonId, 'update');
    if (!season) throw divisionErrors.divisionNotFound();
    // Under the season's lock: a whole-list edit may have removed it meanwhile.
    const siblings = await divisionsOfSeason(tx, seasonId);
    const division = siblings.find((sibling) => sibling.id === id);
    if (!division) throw divisionErrors.divisionNotFound();

    const changes: { name?: string; mmrPercentage?: number } = {};
    if (change.name !== undefined && change.name !== division.name) changes.name = change.name;
    if (change.mmrPercentage !== undefined && change.mmrPercentage !== division.mmrPercentage) {
      if (!areDivisionSharesEditable(season.status)) throw divisionErrors.sharesLocked();
      const mmrPercentage = change.mmrPercentage;
      const total = mmrPercentageTotal(
        siblings.map((sibling) => (sibling.id === id ? { mmrPercentage } : sibling)),
      );
      if (total !== 100) throw divisionErrors.sharesTotal(total);
      changes.mmrPercentage = mmrPercentage;
    }
    if (Object.keys(changes).length > 0) {
      await updateDivision(tx, id, changes);
      await recordAudit(tx, {
        actorUserId: principal.id,
        action: 'division.update',
        targetType: 'division',
        targetId: id,
        details: {
          name: changes.name ?? division.name,
          previousName: division.name,
          season: season.name,
          seasonId,
          changed: Object.keys(changes),
          ...(changes.mmrPercentage === undefined
            ? {}
            : { mmrPercentage: { from: division.mmrPercentage, to: changes.mmrPercentage } }),
        },
      });
    }
    return readDivision(tx, id);
  });
}

/**
 * Makes the season's divisions the given list, top tier first, in Setup or Registration: listed ids keep
 * their division (renamed, re-shared, moved to their new tier), new entries are added, and divisions left
 * out are removed if no team is placed in them (409 otherwise). All or nothing.
 */
function replaceSeasonDivisions(
  db: Db,
  principal: AuthPrincipal,
  seasonId: number,
  { divisions: listed }: SeasonDivisionsUpdate,
): Promise<Season> {
  return db.transaction(async (tx) => {
    const season = await lockSeason(tx, seasonId, 'update');
    if (!season) throw seasonErrors.seasonNotFound();
    if (!areDivisionSharesEditable(season.status)) throw divisionErrors.listLocked();
    const current = await divisionsOfSeason(tx, seasonId);
    const currentIds = new Set(current.map((division) => division.id));
    const strange = listed.find((division) => division.id !== undefined && !currentIds.has(division.id));
    if (strange?.id !== undefined) throw divisionErrors.notInSeason(strange.id);

    const unchanged =
      listed.length === current.length &&
      listed.every(
        (division, tier) =>
          division.id === current[tier].id &&
          division.name === current[tier].name &&
          division.mmrPercentage === current[tier].mmrPercentage,
      );
    if (!unchanged) {
      const listedIds = new Set(listed.map((division) => division.id));
      const removed = current.filter((division) => !listedIds.has(division.id));
      const placed = await entryCountsOf(
        tx,
        removed.map((division) => division.id),
      );
      const occupied = removed.find((division) => (placed.get(division.id) ?? 0) > 0);
      if (occupied) throw divisionErrors.hasTeams(occupied.name, placed.get(occupied.id) ?? 0);
      // Its matches would go with it (ON DELETE CASCADE): fixtures are regenerated, never dropped here.
      const withMatches = await divisionWithMatches(
        tx,
        removed.map((division) => division.id),
      );
      const scheduled = removed.find((division) => division.id === withMatches);
      if (scheduled) throw divisionErrors.hasMatches(scheduled.name);

      await deleteDivisions(
        tx,
        removed.map((division) => division.id),
      );
      const kept = listed.flatMap((division, tier) =>
        division.id === undefined ? [] : [{ ...division, id: division.id, tier }],
      );
      await parkDivisions(
        tx,
        kept.map((division) => division.id),
      );
      for (const { id, name, mmrPercentage, tier } of kept) {
        await updateDivision(tx, id, { name, mmrPercentage, tier });
      }
      await insertDivisions(
        tx,
        listed.flatMap(({ id, name, mmrPercentage }, tier) =>
          id === undefined ? [{ seasonId, name, mmrPercentage, tier }] : [],
        ),
      );
      await recordAudit(tx, {
        actorUserId: principal.id,
        action: 'season.updateDivisions',
        targetType: 'season',
        targetId: seasonId,
        details: {
          name: season.name,
          divisions: listed.map(({ name, mmrPercentage }) => ({ name, mmrPercentage })),
          previous: current.map(({ id, name, mmrPercentage }) => ({ id, name, mmrPercentage })),
          added: listed.filter((division) => division.id === undefined).map((division) => division.name),
          removed: removed.map((division) => division.name),
        },
      });
    }
    return readSeason(tx, seasonId);
  });
}

export function createDivisionService({ db }: { db: Db }): DivisionService {
  return {
    async page(query) {
      const { rows, total } = await listDivisions(db, query);
      return { divisions: rows, total };
    },
    read: (id) => readDivision(db, id),
    update: (principal, id, change) => update(db, principal, id, change),
    replaceSeasonDivisions: (principal, seasonId, change) =>
      replaceSeasonDivisions(db, principal, seasonId, change),
  };
}
