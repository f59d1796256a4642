import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

// The failures of the division rules, each with its status, text and machine-readable code.

const m = messages.divisions;

export const divisionErrors = {
  divisionNotFound: () => httpError(404, m.divisionNotFound, { code: 'DIVISION_NOT_FOUND' }),
  sharesLocked: () =>
    httpError(400, m.sharesLocked, {
      code: 'DIVISION_SHARES_LOCKED',
      errors: { mmrPercentage: m.sharesLocked },
    }),
  sharesTotal: (total: number) =>
    httpError(400, m.sharesTotal(total), {
      code: 'DIVISION_SHARES_TOTAL',
      errors: { mmrPercentage: m.sharesTotal(total) },
    }),
  listLocked: () =>
    httpError(400, m.listLocked, { code: 'SEASON_DIVISIONS_LOCKED', errors: { divisions: m.listLocked } }),
  notInSeason: (id: number) =>
    httpError(400, m.notInSeason(id), {
      code: 'DIVISION_NOT_IN_SEASON',
      errors: { divisions: m.notInSeason(id) },
    }),
  hasMatches: (name: string) =>
    httpError(409, m.hasMatches(name), {
      code: 'DIVISION_HAS_MATCHES',
      errors: { divisions: m.hasMatches(name) },
    }),
  hasTeams: (name: string, teams: number) =>
    httpError(409, m.hasTeams(name, teams), {
      code: 'DIVISION_HAS_TEAMS',
      errors: { divisions: m.hasTeams(name, teams) },
    }),
};
