import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';

const t = messages.teams;
const translate = (key: string) => i18nProvider.translate(`app.league.${key}`);

describe('i18nProvider: app.league from domain/messages', () => {
  it('gives the overview the catalogue’s title, states and empty text', () => {
    expect(translate('title')).toBe(messages.leagueOverview.title);
    expect(translate('loading')).toBe(messages.league.loading);
    expect(translate('loadError')).toBe(messages.league.loadError);
    expect(translate('empty')).toBe(t.empty);
  });

  it('labels the standings’ columns as the catalogue does', () => {
    expect(translate('columns.rank')).toBe(t.rank);
    expect(translate('columns.name')).toBe(t.name);
    expect(translate('columns.code')).toBe(t.code);
    expect(translate('columns.players')).toBe(t.players);
    expect(translate('columns.points')).toBe(t.points);
  });
});
