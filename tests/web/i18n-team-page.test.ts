import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';
import { translateUnder } from './helpers/translate';

const t = messages.teamPage;
const translate = translateUnder('app.team');

describe('i18nProvider: app.team from domain/messages', () => {
  it('gives the page the catalogue’s title and failures', () => {
    expect(translate('title')).toBe(t.title);
    expect(translate('loadFailed')).toBe(t.loadFailed);
    expect(translate('notFound')).toBe(messages.team.teamNotFound);
  });

  it('names the sections and the profile’s labels as the catalogue does', () => {
    expect(translate('sections.details')).toBe(t.details);
    expect(translate('sections.roster')).toBe(messages.myTeam.roster);
    expect(translate('sections.management')).toBe(t.management);
    expect(translate('fields.code')).toBe(t.code);
    expect(translate('fields.website')).toBe(t.website);
    expect(translate('fields.status')).toBe(t.status);
    expect(translate('fields.league')).toBe(t.league);
  });

  it('gives the season parts the catalogue’s texts', () => {
    const s = messages.teamSeason;
    expect(translate('sections.standing')).toBe(s.standing);
    expect(translate('sections.upcoming')).toBe(s.upcoming);
    expect(translate('sections.results')).toBe(s.results);
    expect(i18nProvider.translate('app.team.standing.in', { season: 'Winter' })).toBe(s.standingIn('Winter'));
    expect(i18nProvider.translate('app.team.standing.notEntered', { season: 'Winter' })).toBe(
      s.notEntered('Winter'),
    );
    expect(i18nProvider.translate('app.team.standing.registeredAwaitingStart', { season: 'Winter' })).toBe(
      s.registeredAwaitingStart('Winter'),
    );
    expect(translate('standing.noSeason')).toBe(messages.standings.noSeason);
    expect(translate('standing.loadFailed')).toBe(s.standingFailed);
    expect(translate('standing.division')).toBe(s.division);
    expect(translate('standing.rank')).toBe(s.rank);
    expect(translate('standing.points')).toBe(s.points);
    expect(translate('standing.played')).toBe(s.played);
    expect(translate('matches.noUpcoming')).toBe(s.noUpcoming);
    expect(translate('matches.noResults')).toBe(s.noResults);
    expect(translate('calendar.subscribe')).toBe(s.calendar);
    expect(translate('calendar.copy')).toBe(s.copyCalendar);
    expect(translate('calendar.copied')).toBe(s.calendarCopied);
    expect(translate('calendar.copyFailed')).toBe(s.calendarCopyFailed);
  });
});
