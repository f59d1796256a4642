import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const t = messages.invitations;
const translate = translateUnder('resources.invitations');

describe('i18nProvider: resources.invitations from domain/messages', () => {
  it('keeps the Invites widget’s and the popup’s texts', () => {
    const plain = {
      name: t.heading,
      open: t.open,
      loading: t.loading,
      loadError: t.loadError,
      fetchFailed: t.fetchFailed,
      empty: t.none,
      viewAll: t.viewAll,
      received: t.received,
      noneReceived: t.noneReceived,
      sentRequest: t.sentRequest,
      noSentRequest: t.noSentRequest,
      'action.accept': messages.team.accept,
      'action.decline': messages.team.decline,
      'action.cancelRequest': t.cancelRequest,
    };
    for (const [key, text] of Object.entries(plain)) expect(translate(key)).toBe(text);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    const team = 'Red Devils';
    expect(translate('fromTeam', { team, code: 'RDV' })).toBe(t.fromTeam(team, 'RDV'));
    expect(translate('notifications.accepted', { team })).toBe(t.accepted(team));
    expect(translate('notifications.declined', { team })).toBe(t.declined(team));
    expect(translate('notifications.requestSent', { team })).toBe(t.requestSent(team));
    expect(translate('notifications.requestCancelled', { team })).toBe(t.requestCancelled(team));
  });
});
