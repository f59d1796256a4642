import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';

const t = messages.teamPage;
const translate = (key: string) => i18nProvider.translate(`app.team.${key}`);

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
});
