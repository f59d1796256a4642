import { messages } from '@domain/messages';
import { numberParam, param } from './polyglotText';

const r = messages.ratings;

/** `app.ratings`: the leaderboards, the player page and the rating parts of the team and match pages. */
export const ratingsMessages = {
  ...r,
  ratingValue: r.ratingValue(param('ordinal')),
  ratingExplained: r.ratingExplained,
  ratingDetail: r.ratingDetail(param('mu'), param('sigma')),
  chartLabel: r.chartLabel(numberParam('points')),
  change: r.change(param('before'), param('after')),
};
