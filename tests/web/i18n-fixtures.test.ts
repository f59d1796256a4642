import { FORFEIT_KINDS, MATCH_STATUSES } from '@domain/matches';
import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';
import { translateUnder } from './helpers/translate';

const f = messages.fixtures;
const fixturesText = translateUnder('resources.matches');

describe('i18nProvider: resources.matches (the fixtures page) from domain/messages', () => {
  it('names the resource, its columns, filters and choices', () => {
    expect(fixturesText('name', { smart_count: 1 })).toBe(f.match);
    expect(fixturesText('name', { smart_count: 2 })).toBe(f.title);
    expect(fixturesText('title')).toBe(f.title);
    expect(fixturesText('empty')).toBe(f.empty);
    expect(fixturesText('loadFailed')).toBe(f.loadFailed);
    expect(fixturesText('fields.week')).toBe(f.week);
    expect(fixturesText('fields.teamId')).toBe(f.team);
    expect(fixturesText('fields.scheduledAt')).toBe(f.time);
    expect(fixturesText('filters.allTeams')).toBe(f.allTeams);
    expect(fixturesText('filters.teamNeedsSeason')).toBe(f.teamNeedsSeason);
    expect(fixturesText('thisWeek')).toBe(f.thisWeek);
    for (const status of MATCH_STATUSES) {
      expect(fixturesText(`status.${status}`)).toBe(messages.matches.statuses[status]);
    }
    for (const kind of FORFEIT_KINDS) {
      expect(fixturesText(`forfeitKind.${kind}`)).toBe(messages.matches.forfeitKinds[kind]);
    }
  });

  it('words the parameterised texts as the catalogue does', () => {
    expect(fixturesText('versus', { teamA: 'Red Devils', teamB: 'Blue Fins' })).toBe(
      f.versus('Red Devils', 'Blue Fins'),
    );
    expect(fixturesText('weekNumber', { week: 3 })).toBe(f.weekNumber(3));
    expect(fixturesText('score', { roundsA: 7, roundsB: 5 })).toBe(f.score(7, 5));
    expect(fixturesText('forfeit', { kind: 'No-show' })).toBe(f.forfeit('No-show'));
    expect(fixturesText('filters.divisionOfSeason', { division: 'Gold', season: 'Spring 2027' })).toBe(
      f.divisionOfSeason('Gold', 'Spring 2027'),
    );
    expect(fixturesText('action.openMatchOf', { match: 'A vs B' })).toBe(f.openMatchOf('A vs B'));
    expect(i18nProvider.translate('app.layout.documentTitle', { page: f.title })).toBe(
      messages.shell.documentTitle(f.title),
    );
  });
});
