import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const t = messages.divisions.admin;
const translate = translateUnder('resources.admin/divisions');

describe('i18nProvider: resources.admin/divisions from domain/messages', () => {
  it('names the resource, its columns and inputs', () => {
    expect(translate('name', { smart_count: 1 })).toBe(t.division);
    expect(translate('name', { smart_count: 2 })).toBe(t.title);
    const fields = {
      name: t.name,
      mmrPercentage: t.mmrPercentage,
      tier: t.tier,
      teamCount: t.teamCount,
      seasonId: t.season,
      'season.name': t.season,
      'team.name': t.team,
      seedRating: t.seedRating,
      placedByAdmin: t.placement,
    };
    for (const [key, text] of Object.entries(fields)) expect(translate(`fields.${key}`)).toBe(text);
    expect(translate('filters.all')).toBe(t.allSeasons);
    expect(translate('filters.search')).toBe(t.search);
  });

  it('words the parameterised texts as the catalogue does', () => {
    expect(translate('share', { percentage: 40 })).toBe(t.share(40));
    expect(translate('tier', { place: 2 })).toBe(t.tierLabel(2));
    for (const teams of [1, 7]) {
      expect(translate('summary', { season: 'Spring 2027', percentage: 40, smart_count: teams })).toBe(
        t.summary('Spring 2027', 40, teams),
      );
    }
    expect(translate('list.title', { season: 'Spring 2027' })).toBe(t.editListTitle('Spring 2027'));
    expect(translate('notifications.saved', { name: 'Gold' })).toBe(t.saved('Gold'));
    expect(translate('notifications.listSaved', { season: 'Spring 2027' })).toBe(t.listSaved('Spring 2027'));
  });

  it('keeps the plain texts', () => {
    expect(translate('empty')).toBe(t.empty);
    expect(translate('loadFailed')).toBe(t.loadFailed);
    expect(translate('detailsFailed')).toBe(t.detailsFailed);
    expect(translate('notes.sharesLocked')).toBe(t.sharesLockedNote);
    expect(translate('notes.sharesTogether')).toBe(t.sharesTogetherNote);
    expect(translate('teams.empty')).toBe(t.noTeams);
    expect(translate('teams.placedByAdmin')).toBe(t.placedByAdmin);
    expect(translate('teams.placedByRating')).toBe(t.placedByRating);
    expect(translate('list.text')).toBe(t.editListText);
    expect(translate('action.editList')).toBe(t.editList);
    expect(translate('notifications.saveFailed')).toBe(t.saveFailed);
    expect(translate('notifications.listSaveFailed')).toBe(t.listSaveFailed);
  });
});
