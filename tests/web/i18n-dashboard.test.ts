import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';
import { translateUnder } from './helpers/translate';

const t = messages.dashboard;
const translate = translateUnder('app.dashboard');

describe('i18nProvider: app.dashboard from domain/messages', () => {
  it('gives the dashboard and each widget the catalogue’s title', () => {
    expect(translate('title')).toBe(t.title);
    expect(translate('widgets.myTeam')).toBe(t.widgets.myTeam);
    expect(translate('widgets.myMatches')).toBe(t.widgets.myMatches);
    expect(translate('widgets.invites')).toBe(t.widgets.invites);
    expect(translate('widgets.notifications')).toBe(t.widgets.notifications);
  });

  it('gives My Matches the catalogue’s texts', () => {
    const m = messages.myMatches;
    for (const name of [
      'noTeam',
      'noSeason',
      'loadFailed',
      'next',
      'noNext',
      'proposals',
      'noProposals',
      'toConfirm',
      'noneToConfirm',
    ] as const) {
      expect(translate(`myMatches.${name}`)).toBe(m[name]);
    }
    expect(i18nProvider.translate('app.dashboard.myMatches.proposal', { team: 'A', time: 'Fri' })).toBe(
      m.proposal('A', 'Fri'),
    );
    expect(i18nProvider.translate('app.dashboard.myMatches.reported', { team: 'A', score: '7–5' })).toBe(
      m.reported('A', '7–5'),
    );
  });
});
