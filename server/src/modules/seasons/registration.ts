import { isPlacementOpen, type SeasonEntry, type SeasonEntryUpdatePayload } from '@domain/seasons';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { isLeadOf, lockVisibleTeam } from '../teams/authority';
import { teamErrors } from '../teams/errors';
import { countPlayers, setTeamsDivision } from '../teams/service';
import { seasonErrors } from './errors';
import { divisionsOf, findEntry, insertEntry, lockEntry, lockSeason, updateEntry } from './repository';
import { presentEntry } from './view';

// Teams entering a season: a captain registers their team during Registration; admins place and seed.

async function readEntry(db: Queryable, seasonId: number, teamId: number): Promise<SeasonEntry> {
  const row = await findEntry(db, seasonId, teamId);
  if (!row) throw seasonErrors.entryNotFound();
  return presentEntry(row);
}

/**
 * The captain or a co-captain of an Approved team with a roster within the league's limits registers it
 * while the season is in Registration; team managers may register any team (audited). The team's lock
 * keeps its roster still until the entry is written.
 */
export function registerTeam(
  db: Db,
  principal: AuthPrincipal,
  seasonId: number,
  teamId: number,
): Promise<SeasonEntry> {
  return db.transaction(async (tx) => {
    const season = await lockSeason(tx, seasonId, 'share');
    if (!season) throw seasonErrors.seasonNotFound();
    const { team, viewer } = await lockVisibleTeam(tx, teamId, principal);
    const lead = isLeadOf(viewer.membership, team.id);
    if (!lead && !viewer.canManageTeams) throw teamErrors.notCaptainOrCoCaptain();
    if (team.disbandedAt) throw teamErrors.disbanded();
    if (season.status !== 'Registration') throw seasonErrors.registrationClosed();
    if (team.status !== 'Approved') throw seasonErrors.teamNotApproved();
    if (team.leagueId !== season.leagueId) throw seasonErrors.otherLeague();
    const players = await countPlayers(tx, team.id);
    if (players < season.minPlayers) throw seasonErrors.tooFewPlayers(season.minPlayers, players);
    if (players > season.maxPlayers) throw seasonErrors.tooManyPlayers(season.maxPlayers, players);
    await insertEntry(tx, season.id, team.id);
    if (!lead) {
      await recordAudit(tx, {
        actorUserId: principal.id,
        action: 'season.registerTeam',
        targetType: 'season',
        targetId: season.id,
        details: { name: team.name, teamId: team.id, season: season.name },
      });
    }
    return readEntry(tx, season.id, team.id);
  });
}

/**
 * An admin places a registered team in one of the season's divisions (placement keeps it), hands the
 * choice back to placement (divisionId null, not while Live), or sets the rating placement ranks by.
 * While the season is Live the team's division changes with it.
 */
export function changeEntry(
  db: Db,
  principal: AuthPrincipal,
  seasonId: number,
  teamId: number,
  { divisionId, seedRating }: SeasonEntryUpdatePayload,
): Promise<SeasonEntry> {
  return db.transaction(async (tx) => {
    const season = await lockSeason(tx, seasonId, 'update');
    if (!season) throw seasonErrors.seasonNotFound();
    const entry = await lockEntry(tx, seasonId, teamId);
    if (!entry) throw seasonErrors.entryNotFound();
    if (!isPlacementOpen(season.status)) throw seasonErrors.placementClosed();
    if (divisionId === null && season.status === 'Live') throw seasonErrors.divisionRequiredWhileLive();
    if (divisionId) {
      const divisions = await divisionsOf(tx, [seasonId]);
      if (!divisions.some((division) => division.id === divisionId)) throw seasonErrors.divisionNotInSeason();
    }
    const placing = divisionId === undefined ? {} : { divisionId, placedByAdmin: divisionId !== null };
    const seeding = seedRating === undefined ? {} : { seedRating };
    await updateEntry(tx, seasonId, teamId, { ...placing, ...seeding });
    if (divisionId && season.status === 'Live') await setTeamsDivision(tx, [teamId], divisionId);
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: 'season.placeTeam',
      targetType: 'season',
      targetId: season.id,
      details: {
        name: entry.teamName,
        teamId,
        season: season.name,
        from: { divisionId: entry.divisionId, seedRating: entry.seedRating },
        to: { ...placing, ...seeding },
      },
    });
    return readEntry(tx, seasonId, teamId);
  });
}
