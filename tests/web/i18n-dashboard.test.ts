import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';

const t = messages.dashboard;
const translate = (key: string) => i18nProvider.translate(`app.dashboard.${key}`);

describe('i18nProvider: app.dashboard from domain/messages', () => {
  it('gives the dashboard and each widget the catalogue’s title', () => {
    expect(translate('title')).toBe(t.title);
    expect(translate('widgets.myTeam')).toBe(t.widgets.myTeam);
    expect(translate('widgets.invites')).toBe(t.widgets.invites);
    expect(translate('widgets.notifications')).toBe(t.widgets.notifications);
  });
});
