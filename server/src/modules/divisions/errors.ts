import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

// The failures of the division rules, each with its status, text and machine-readable code.

export const divisionErrors = {
  divisionNotFound: () =>
    httpError(404, translate('resources.admin/divisions.divisionNotFound'), { code: 'DIVISION_NOT_FOUND' }),
  sharesLocked: () =>
    httpError(400, translate('resources.admin/divisions.sharesLocked'), {
      code: 'DIVISION_SHARES_LOCKED',
      errors: { mmrPercentage: translate('resources.admin/divisions.sharesLocked') },
    }),
  sharesTotal: (total: number) =>
    httpError(400, translate('resources.admin/divisions.sharesTotal', { total }), {
      code: 'DIVISION_SHARES_TOTAL',
      errors: { mmrPercentage: translate('resources.admin/divisions.sharesTotal', { total }) },
    }),
  listLocked: () =>
    httpError(400, translate('resources.admin/divisions.listLocked'), {
      code: 'SEASON_DIVISIONS_LOCKED',
      errors: { divisions: translate('resources.admin/divisions.listLocked') },
    }),
  notInSeason: (id: number) =>
    httpError(400, translate('resources.admin/divisions.notInSeason', { id }), {
      code: 'DIVISION_NOT_IN_SEASON',
      errors: { divisions: translate('resources.admin/divisions.notInSeason', { id }) },
    }),
  hasMatches: (name: string) =>
    httpError(409, translate('resources.admin/divisions.hasMatches', { name }), {
      code: 'DIVISION_HAS_MATCHES',
      errors: { divisions: translate('resources.admin/divisions.hasMatches', { name }) },
    }),
  hasTeams: (name: string, teams: number) =>
    httpError(409, translate('resources.admin/divisions.hasTeams', { name, smart_count: teams }), {
      code: 'DIVISION_HAS_TEAMS',
      errors: { divisions: translate('resources.admin/divisions.hasTeams', { name, smart_count: teams }) },
    }),
};
