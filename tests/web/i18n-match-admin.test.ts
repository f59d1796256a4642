import { DISPUTE_STATUSES, MATCH_STAGES, MATCH_STATUSES } from '@domain/matches';
import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const a = messages.matchAdmin;
const m = messages.matches;
const matchesText = translateUnder('resources.admin/matches');
const disputesText = translateUnder('resources.admin/disputes');

describe('i18nProvider: resources.admin/matches and admin/disputes from domain/messages', () => {
  it('names the resources, their columns and choices', () => {
    expect(matchesText('name', { smart_count: 1 })).toBe(a.match);
    expect(matchesText('name', { smart_count: 2 })).toBe(a.matchesTitle);
    expect(disputesText('name', { smart_count: 1 })).toBe(a.dispute);
    expect(disputesText('name', { smart_count: 3 })).toBe(a.disputesTitle);
    expect(matchesText('fields.scheduledAt')).toBe(a.scheduledAt);
    expect(disputesText('fields.evidenceUrls')).toBe(a.evidence);
    for (const status of MATCH_STATUSES) expect(matchesText(`status.${status}`)).toBe(m.statuses[status]);
    for (const stage of MATCH_STAGES) expect(matchesText(`stage.${stage}`)).toBe(m.stages[stage]);
    for (const status of DISPUTE_STATUSES)
      expect(disputesText(`status.${status}`)).toBe(a.disputeStatuses[status]);
  });

  it('words the parameterised texts as the catalogue does', () => {
    expect(matchesText('versus', { teamA: 'Red Devils', teamB: 'Blue Ballers' })).toBe(
      a.versus('Red Devils', 'Blue Ballers'),
    );
    expect(matchesText('summary', { week: 3, status: 'Reported' })).toBe(a.summary(3, 'Reported'));
    expect(matchesText('decision.noteTooLong', { max: 1000 })).toBe(a.decision.noteTooLong(1000));
    expect(matchesText('notifications.decided', { match: 'A vs B', result: '7 - 5' })).toBe(
      a.decided('A vs B', '7 - 5'),
    );
    expect(matchesText('notifications.voided', { match: 'A vs B' })).toBe(a.voided('A vs B'));
  });
});
