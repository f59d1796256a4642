import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const t = messages.notificationsWidget;
const translate = translateUnder('resources.notifications');

describe('i18nProvider: resources.notifications from domain/messages', () => {
  it('keeps the Notifications widget’s and the bell’s texts', () => {
    expect(translate('name')).toBe(messages.dashboard.widgets.notifications);
    expect(translate('open')).toBe(messages.shell.notifications);
    expect(translate('empty')).toBe(messages.notifications.empty);
    expect(translate('loadError')).toBe(messages.notifications.loadError);
    expect(translate('markRead')).toBe(t.markRead);
    expect(translate('markAllRead')).toBe(t.markAllRead);
  });

  it('names the notification a Mark as read button is for', () => {
    const message = 'Red Devils invited you to join the team.';
    expect(translate('markReadLabel', { message })).toBe(`${t.markRead}: ${message}`);
  });
});
