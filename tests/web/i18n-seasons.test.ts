import { messages } from '@domain/messages';
import { SEASON_STATUSES } from '@domain/seasons';
import { TIEBREAKERS } from '@domain/standings';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const s = messages.seasons;
const t = s.admin;
const translate = translateUnder('resources.admin/seasons');

describe('i18nProvider: resources.admin/seasons from domain/messages', () => {
  it('names the resource, its columns and inputs', () => {
    expect(translate('name', { smart_count: 1 })).toBe(t.season);
    expect(translate('name', { smart_count: 2 })).toBe(t.title);
    const fields = {
      name: t.name,
      status: t.status,
      startsAt: t.startsAt,
      weeks: t.weeks,
      divisions: t.divisions,
      'divisions.name': t.divisionName,
      'divisions.mmrPercentage': t.mmrPercentage,
      teamCount: t.teamCount,
      'pointsRules.win': t.pointsWin,
      'pointsRules.forfeit': t.pointsForfeit,
      tiebreakers: t.tiebreakers,
    };
    for (const [key, text] of Object.entries(fields)) expect(translate(`fields.${key}`)).toBe(text);
    for (const status of SEASON_STATUSES) expect(translate(`status.${status}`)).toBe(s.statuses[status]);
    for (const tiebreaker of TIEBREAKERS)
      expect(translate(`tiebreaker.${tiebreaker}`)).toBe(s.tiebreakers[tiebreaker]);
  });

  it('words the parameterised texts as the catalogue does', () => {
    expect(translate('summary', { status: 'Live', smart_count: 1 })).toBe(t.summary('Live', 1));
    expect(translate('summary', { status: 'Live', smart_count: 12 })).toBe(t.summary('Live', 12));
    expect(translate('action.move', { status: 'Live' })).toBe(t.move('Live'));
    expect(translate('moveDialog.title', { name: 'Spring 2027', status: 'Live' })).toBe(
      t.moveTitle('Spring 2027', 'Live'),
    );
    expect(translate('notifications.moved', { name: 'Spring 2027', status: 'Live' })).toBe(
      t.moved('Spring 2027', 'Live'),
    );
    expect(translate('notifications.created', { name: 'Spring 2027' })).toBe(t.created('Spring 2027'));
    expect(translate('notifications.placed', { team: 'Red Devils', division: 'Gold' })).toBe(
      t.placed('Red Devils', 'Gold'),
    );
    expect(translate('notifications.unpinned', { team: 'Red Devils' })).toBe(t.unpinned('Red Devils'));
    expect(translate('registration.register', { season: 'Spring 2027' })).toBe(
      s.registration.register('Spring 2027'),
    );
    expect(translate('registration.registered', { team: 'Red Devils', season: 'Spring 2027' })).toBe(
      s.registration.registered('Red Devils', 'Spring 2027'),
    );
  });

  it('keeps the plain texts', () => {
    expect(translate('empty')).toBe(t.empty);
    expect(translate('loadFailed')).toBe(t.loadFailed);
    expect(translate('entries.empty')).toBe(t.noEntries);
    expect(translate('entries.byPlacement')).toBe(t.byPlacement);
    expect(translate('moveDialog.liveText')).toBe(t.moveLiveText);
    expect(translate('finished')).toBe(t.finished);
  });
});
