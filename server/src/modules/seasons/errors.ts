import { translate } from '@domain/i18n';
import type { SeasonStatus } from '@domain/seasons';
import { DOUBLE_ELIMINATION_MIN_TEAMS, nextSeasonStatus } from '@domain/seasons';
import { httpError } from '@server/http/http-error';

// The failures of the season rules, each with its status, text and machine-readable code.

export const seasonErrors = {
  seasonNotFound: () =>
    httpError(404, translate('resources.admin/seasons.seasonNotFound'), { code: 'SEASON_NOT_FOUND' }),
  entryNotFound: () =>
    httpError(404, translate('resources.admin/seasons.entryNotFound'), { code: 'SEASON_ENTRY_NOT_FOUND' }),
  leagueNotFound: () =>
    httpError(400, translate('resources.teams.team.leagueNotFound'), {
      code: 'LEAGUE_NOT_FOUND',
      errors: { leagueId: translate('resources.teams.team.leagueNotFound') },
    }),
  nameTaken: () =>
    httpError(409, translate('resources.admin/seasons.nameTaken'), {
      code: 'SEASON_NAME_TAKEN',
      errors: { name: translate('resources.admin/seasons.nameTaken') },
    }),
  divisionNameTaken: () =>
    httpError(409, translate('resources.admin/divisions.nameTaken'), {
      code: 'DIVISION_NAME_TAKEN',
      errors: { name: translate('resources.admin/divisions.nameTaken') },
    }),
  moveNotAllowed: (from: SeasonStatus, to: SeasonStatus) => {
    const next = nextSeasonStatus(from);
    const text = next
      ? translate('resources.admin/seasons.moveNotAllowed', { from, to, next })
      : translate('resources.admin/seasons.moveNotAllowedOver', { from, to });
    return httpError(409, text, { code: 'SEASON_MOVE_NOT_ALLOWED', errors: { status: text } });
  },
  doubleEliminationTooFew: () => {
    const text = translate('resources.admin/seasons.doubleEliminationTooFew', {
      min: DOUBLE_ELIMINATION_MIN_TEAMS,
    });
    return httpError(400, text, { code: 'PLAYOFF_SETTINGS_INVALID', errors: { playoffTeams: text } });
  },
  settingsLocked: () =>
    httpError(409, translate('resources.admin/seasons.settingsLocked'), { code: 'SEASON_SETTINGS_LOCKED' }),
  checkInSettingsLocked: () =>
    httpError(409, translate('resources.admin/seasons.checkInSettingsLocked'), {
      code: 'SEASON_CHECK_IN_SETTINGS_LOCKED',
    }),
  registrationClosed: () =>
    httpError(409, translate('resources.admin/seasons.registrationClosed'), {
      code: 'SEASON_REGISTRATION_CLOSED',
    }),
  teamNotApproved: () =>
    httpError(409, translate('resources.admin/seasons.teamNotApproved'), { code: 'TEAM_NOT_APPROVED' }),
  alreadyRegistered: () =>
    httpError(409, translate('resources.admin/seasons.alreadyRegistered'), { code: 'ALREADY_REGISTERED' }),
  otherLeague: () =>
    httpError(400, translate('resources.admin/seasons.otherLeague'), {
      code: 'TEAM_IN_OTHER_LEAGUE',
      errors: { teamId: translate('resources.admin/seasons.otherLeague') },
    }),
  tooFewPlayers: (min: number, count: number) =>
    httpError(400, translate('resources.admin/seasons.tooFewPlayers', { min, count }), {
      code: 'TOO_FEW_PLAYERS',
      errors: { teamId: translate('resources.admin/seasons.tooFewPlayers', { min, count }) },
    }),
  tooManyPlayers: (max: number, count: number) =>
    httpError(400, translate('resources.admin/seasons.tooManyPlayers', { max, count }), {
      code: 'TOO_MANY_PLAYERS',
      errors: { teamId: translate('resources.admin/seasons.tooManyPlayers', { max, count }) },
    }),
  placementClosed: () =>
    httpError(409, translate('resources.admin/seasons.placementClosed'), { code: 'SEASON_PLACEMENT_CLOSED' }),
  divisionNotInSeason: () =>
    httpError(400, translate('resources.admin/seasons.divisionNotInSeason'), {
      code: 'DIVISION_NOT_IN_SEASON',
      errors: { divisionId: translate('resources.admin/seasons.divisionNotInSeason') },
    }),
  transferWindowPast: () =>
    httpError(400, translate('resources.admin/roster-changes.transferWindowPast'), {
      code: 'TRANSFER_WINDOW_INVALID',
      errors: { transferWindowEndsAt: translate('resources.admin/roster-changes.transferWindowPast') },
    }),
  transferWindowStage: (status: SeasonStatus) => {
    const text = translate('resources.admin/roster-changes.transferWindowStage', {
      status: translate(`app.league.seasonStatus.${status}`),
    });
    return httpError(400, text, { code: 'TRANSFER_WINDOW_INVALID', errors: { transferWindowEndsAt: text } });
  },
  divisionRequiredWhileLive: () =>
    httpError(400, translate('resources.admin/seasons.divisionRequiredWhileLive'), {
      code: 'DIVISION_REQUIRED',
      errors: { divisionId: translate('resources.admin/seasons.divisionRequiredWhileLive') },
    }),
};
