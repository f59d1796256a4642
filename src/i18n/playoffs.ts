import { messages } from '@domain/messages';
import { numberParam, param } from './polyglotText';

const p = messages.playoffs;
const r = p.roundNames;

/** `app.playoffs`: the bracket view's texts, from domain/messages. */
export const playoffsMessages = {
  title: p.title,
  loadFailed: p.loadFailed,
  empty: p.empty,
  formats: p.formats,
  sides: p.sides,
  roundNames: {
    single: { ...r.single, roundOf: r.single.roundOf(numberParam('teams')) },
    upper: r.upper(numberParam('round')),
    upperFinal: r.upperFinal,
    lower: r.lower(numberParam('round')),
    lowerFinal: r.lowerFinal,
    grandFinal: r.grandFinal,
    reset: r.reset,
  },
  matchName: p.matchName(param('round'), numberParam('position')),
  winnerOf: p.winnerOf(param('match')),
  loserOf: p.loserOf(param('match')),
  seed: p.seed(numberParam('seed')),
  tbd: p.tbd,
  champion: p.champion(param('team')),
  reset: p.reset,
  /** A forfeited match's kind, under its card. */
  forfeits: messages.matches.forfeitKinds,
  forfeited: p.forfeited(param('team'), param('kind')),
  bothForfeited: p.bothForfeited,
  rounds: p.rounds(param('side')),
  scrollHint: p.scrollHint,
};
