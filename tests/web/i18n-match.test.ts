import { MATCH_EVENT_KINDS, MATCH_STATUSES, PROPOSAL_STATUSES } from '@domain/matches';
import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const t = messages.matchPage;
const translate = translateUnder('app.match');

describe('i18nProvider: app.match from domain/messages', () => {
  it('names the statuses, proposal statuses and every history step as the catalogue does', () => {
    for (const status of MATCH_STATUSES)
      expect(translate(`status.${status}`)).toBe(messages.matches.statuses[status]);
    for (const status of PROPOSAL_STATUSES) {
      expect(translate(`proposals.status.${status}`)).toBe(t.proposalStatuses[status]);
    }
    for (const kind of MATCH_EVENT_KINDS) expect(translate(`history.event.${kind}`)).toBe(t.events[kind]);
    expect(translate('forfeitKind.noShow')).toBe(messages.matches.forfeitKinds.noShow);
    expect(translate('sections.scheduling')).toBe(t.sections.scheduling);
    // Keyed by the page's TimeStanding (src/pages/match/matchPageModel.ts).
    expect(translate('schedule.agreed')).toBe(t.timeAgreed);
    expect(translate('schedule.defaultStands')).toBe(t.defaultStands);
    expect(translate('schedule.defaultUnlessAgreed', { deadline: 'D' })).toBe(t.defaultUnlessAgreed('D'));
  });

  it('words the parameterised texts as the catalogue does', () => {
    expect(translate('stageWeek', { stage: 'League', week: 3 })).toBe(t.stageWeek('League', 3));
    expect(
      translate('result.score', { teamA: 'Red Devils', roundsA: 7, roundsB: 5, teamB: 'Blue Sharks' }),
    ).toBe(t.score('Red Devils', 7, 5, 'Blue Sharks'));
    expect(translate('done.proposed', { time: 'Fri 12 Mar, 20:00', team: 'Red Devils' })).toBe(
      'You proposed Fri 12 Mar, 20:00 to Red Devils.',
    );
    expect(translate('done.countered', { time: 'T', team: 'Red Devils' })).toBe(
      t.countered('T', 'Red Devils'),
    );
    expect(translate('done.accepted', { time: 'T', team: 'Red Devils' })).toBe(t.accepted('T', 'Red Devils'));
    expect(translate('done.declined', { time: 'T', team: 'Red Devils' })).toBe(t.declined('T', 'Red Devils'));
    expect(translate('propose.outsideWindow', { start: 'A', end: 'B' })).toBe(t.timeOutsideWindow('A', 'B'));
    expect(translate('result.autoConfirms', { time: 'T' })).toBe(t.autoConfirms('T'));
    expect(translate('disputeDialog.evidence', { number: 2 })).toBe(t.evidenceField(2));
    expect(translate('history.byTeam', { actor: 'Ann', team: 'Red Devils' })).toBe(
      t.byTeam('Ann', 'Red Devils'),
    );
  });

  it('keeps the plain texts', () => {
    expect(translate('title')).toBe(t.title);
    expect(translate('propose.timePast')).toBe(t.timePast);
    expect(translate('report.loserRequired')).toBe(t.loserRequired);
    expect(translate('done.disputed')).toBe(t.disputed);
    expect(translate('dispute.withheld')).toBe(t.disputeWithheld);
    expect(translate('history.bySystem')).toBe(t.bySystem);
  });
});
