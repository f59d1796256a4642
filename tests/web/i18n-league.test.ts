import { FORFEIT_KINDS } from '@domain/matches';
import { messages } from '@domain/messages';
import { SEASON_STATUSES } from '@domain/seasons';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const s = messages.standings;
const m = messages.matchList;
const translate = translateUnder('app.league');

describe('i18nProvider: app.league from domain/messages', () => {
  it('keeps the loading and error texts and gives the overview the catalogue’s title and states', () => {
    expect(translate('title')).toBe(messages.leagueOverview.title);
    expect(translate('loading')).toBe(messages.league.loading);
    expect(translate('loadError')).toBe(messages.league.loadError);
    expect(translate('noSeason')).toBe(s.noSeason);
    expect(translate('noTeams')).toBe(s.noTeams);
  });

  it('labels the selectors and fills in the season option and table label', () => {
    expect(translate('season')).toBe(s.season);
    expect(translate('division')).toBe(s.division);
    expect(translate('allDivisions')).toBe(s.allDivisions);
    expect(translate('seasonOption', { season: 'Spring', status: 'Live' })).toBe(
      s.seasonOption('Spring', 'Live'),
    );
    expect(translate('tableLabel', { division: 'Gold' })).toBe(s.tableLabel('Gold'));
    for (const status of SEASON_STATUSES) {
      expect(translate(`seasonStatus.${status}`)).toBe(messages.seasons.statuses[status]);
    }
  });

  it('labels the standings’ columns, short and long, as the catalogue does', () => {
    for (const column of Object.keys(s.columns) as (keyof typeof s.columns)[]) {
      expect(translate(`columns.${column}`)).toBe(s.columns[column]);
      expect(translate(`columnNames.${column}`)).toBe(s.columnNames[column]);
    }
  });

  it('names a listed match’s parts as the catalogue does', () => {
    expect(translate('matches.versus')).toBe(m.versus);
    expect(translate('matches.score', { own: 7, other: 5 })).toBe(m.score(7, 5));
    expect(translate('matches.forfeit', { kind: 'No-show' })).toBe(m.forfeit('No-show'));
    expect(translate('matches.loadFailed')).toBe(m.loadFailed);
    for (const kind of FORFEIT_KINDS) {
      expect(translate(`matches.forfeitKinds.${kind}`)).toBe(messages.matches.forfeitKinds[kind]);
    }
    for (const outcome of ['win', 'draw', 'loss'] as const) {
      expect(translate(`matches.outcomes.${outcome}`)).toBe(m.outcomes[outcome]);
      expect(translate(`matches.outcomeNames.${outcome}`)).toBe(m.outcomeNames[outcome]);
    }
  });
});
