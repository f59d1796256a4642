import { messages } from '@domain/messages';
import type { SeasonStatus } from '@domain/seasons';
import { DOUBLE_ELIMINATION_MIN_TEAMS, nextSeasonStatus } from '@domain/seasons';
import { httpError } from '@server/http/http-error';

// The failures of the season rules, each with its status, text and machine-readable code.

const m = messages.seasons;

export const seasonErrors = {
  seasonNotFound: () => httpError(404, m.seasonNotFound, { code: 'SEASON_NOT_FOUND' }),
  entryNotFound: () => httpError(404, m.entryNotFound, { code: 'SEASON_ENTRY_NOT_FOUND' }),
  leagueNotFound: () =>
    httpError(400, messages.team.leagueNotFound, {
      code: 'LEAGUE_NOT_FOUND',
      errors: { leagueId: messages.team.leagueNotFound },
    }),
  nameTaken: () => httpError(409, m.nameTaken, { code: 'SEASON_NAME_TAKEN', errors: { name: m.nameTaken } }),
  divisionNameTaken: () =>
    httpError(409, messages.divisions.nameTaken, {
      code: 'DIVISION_NAME_TAKEN',
      errors: { name: messages.divisions.nameTaken },
    }),
  moveNotAllowed: (from: SeasonStatus, to: SeasonStatus) => {
    const text = m.moveNotAllowed(from, to, nextSeasonStatus(from));
    return httpError(409, text, { code: 'SEASON_MOVE_NOT_ALLOWED', errors: { status: text } });
  },
  doubleEliminationTooFew: () => {
    const text = m.doubleEliminationTooFew(DOUBLE_ELIMINATION_MIN_TEAMS);
    return httpError(400, text, { code: 'PLAYOFF_SETTINGS_INVALID', errors: { playoffTeams: text } });
  },
  settingsLocked: () => httpError(409, m.settingsLocked, { code: 'SEASON_SETTINGS_LOCKED' }),
  checkInSettingsLocked: () =>
    httpError(409, m.checkInSettingsLocked, { code: 'SEASON_CHECK_IN_SETTINGS_LOCKED' }),
  registrationClosed: () => httpError(409, m.registrationClosed, { code: 'SEASON_REGISTRATION_CLOSED' }),
  teamNotApproved: () => httpError(409, m.teamNotApproved, { code: 'TEAM_NOT_APPROVED' }),
  alreadyRegistered: () => httpError(409, m.alreadyRegistered, { code: 'ALREADY_REGISTERED' }),
  otherLeague: () =>
    httpError(400, m.otherLeague, { code: 'TEAM_IN_OTHER_LEAGUE', errors: { teamId: m.otherLeague } }),
  tooFewPlayers: (min: number, count: number) =>
    httpError(400, m.tooFewPlayers(min, count), {
      code: 'TOO_FEW_PLAYERS',
      errors: { teamId: m.tooFewPlayers(min, count) },
    }),
  tooManyPlayers: (max: number, count: number) =>
    httpError(400, m.tooManyPlayers(max, count), {
      code: 'TOO_MANY_PLAYERS',
      errors: { teamId: m.tooManyPlayers(max, count) },
    }),
  placementClosed: () => httpError(409, m.placementClosed, { code: 'SEASON_PLACEMENT_CLOSED' }),
  divisionNotInSeason: () =>
    httpError(400, m.divisionNotInSeason, {
      code: 'DIVISION_NOT_IN_SEASON',
      errors: { divisionId: m.divisionNotInSeason },
    }),
  transferWindowPast: () =>
    httpError(400, messages.rosterChanges.transferWindowPast, {
      code: 'TRANSFER_WINDOW_INVALID',
      errors: { transferWindowEndsAt: messages.rosterChanges.transferWindowPast },
    }),
  transferWindowStage: (status: SeasonStatus) => {
    const text = messages.rosterChanges.transferWindowStage(m.statuses[status]);
    return httpError(400, text, { code: 'TRANSFER_WINDOW_INVALID', errors: { transferWindowEndsAt: text } });
  },
  divisionRequiredWhileLive: () =>
    httpError(400, m.divisionRequiredWhileLive, {
      code: 'DIVISION_REQUIRED',
      errors: { divisionId: m.divisionRequiredWhileLive },
    }),
};
