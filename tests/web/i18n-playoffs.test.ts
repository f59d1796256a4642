import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const p = messages.playoffs;
const translate = translateUnder('app.playoffs');

describe('i18nProvider: app.playoffs from domain/messages', () => {
  it('gives the bracket view the catalogue’s titles, states, formats and sides', () => {
    expect(translate('title')).toBe(p.title);
    expect(translate('loadFailed')).toBe(p.loadFailed);
    expect(translate('empty')).toBe(p.empty);
    expect(translate('tbd')).toBe(p.tbd);
    expect(translate('reset')).toBe(p.reset);
    expect(translate('formats.singleElimination')).toBe(p.formats.singleElimination);
    expect(translate('formats.doubleElimination')).toBe(p.formats.doubleElimination);
    for (const side of ['upper', 'lower', 'final'] as const)
      expect(translate(`sides.${side}`)).toBe(p.sides[side]);
    expect(translate('forfeits.technical')).toBe(messages.matches.forfeitKinds.technical);
  });

  it('words rounds, matches and slot sources as the catalogue does', () => {
    expect(translate('roundNames.single.final')).toBe(p.roundNames.single.final);
    expect(translate('roundNames.single.semifinals')).toBe(p.roundNames.single.semifinals);
    expect(translate('roundNames.single.quarterfinals')).toBe(p.roundNames.single.quarterfinals);
    expect(translate('roundNames.single.roundOf', { teams: 16 })).toBe(p.roundNames.single.roundOf(16));
    expect(translate('roundNames.upper', { round: 1 })).toBe(p.roundNames.upper(1));
    expect(translate('roundNames.upperFinal')).toBe(p.roundNames.upperFinal);
    expect(translate('roundNames.lower', { round: 3 })).toBe(p.roundNames.lower(3));
    expect(translate('roundNames.lowerFinal')).toBe(p.roundNames.lowerFinal);
    expect(translate('roundNames.grandFinal')).toBe(p.roundNames.grandFinal);
    expect(translate('roundNames.reset')).toBe(p.roundNames.reset);
    expect(translate('matchName', { round: 'Upper R1', position: 2 })).toBe(p.matchName('Upper R1', 2));
    expect(translate('winnerOf', { match: 'Upper R1 M2' })).toBe('Winner of Upper R1 M2');
    expect(translate('loserOf', { match: 'Grand final' })).toBe(p.loserOf('Grand final'));
    expect(translate('seed', { seed: 3 })).toBe(p.seed(3));
    expect(translate('champion', { team: 'Red Devils' })).toBe(p.champion('Red Devils'));
    expect(translate('forfeited', { team: 'Red Devils', kind: 'No-show' })).toBe(
      p.forfeited('Red Devils', 'No-show'),
    );
    expect(translate('bothForfeited')).toBe(p.bothForfeited);
    expect(translate('rounds', { side: 'Upper bracket' })).toBe(p.rounds('Upper bracket'));
    expect(translate('scrollHint')).toBe(p.scrollHint);
  });
});
