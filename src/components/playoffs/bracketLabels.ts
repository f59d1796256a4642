import type { BracketMatchView, BracketSide, BracketSlot } from '@domain/playoffs';
import type { PlayoffFormat } from '@domain/seasons';
import type { TranslateFunction } from 'ra-core';

// How the bracket view names rounds, matches and the source of a slot still to be decided
// ("Winner of Semifinals M2"), from the texts of app.playoffs.

const t = (key: string) => `app.playoffs.${key}`;

/** What naming a bracket's rounds and matches needs to know of the whole bracket. */
export interface BracketShape {
  format: PlayoffFormat;
  /** Each side's number of rounds: its last round's number (0 for a side without matches). */
  rounds: Readonly<Record<BracketSide, number>>;
  /** How many matches each round holds, by `<side>-<round>`. */
  matchCounts: ReadonlyMap<string, number>;
}

/** The shape of a bracket, from its matches. */
export function bracketShape(format: PlayoffFormat, matches: readonly BracketMatchView[]): BracketShape {
  const rounds: Record<BracketSide, number> = { upper: 0, lower: 0, final: 0 };
  const matchCounts = new Map<string, number>();
  for (const { side, round } of matches) {
    rounds[side] = Math.max(rounds[side], round);
    matchCounts.set(`${side}-${round}`, (matchCounts.get(`${side}-${round}`) ?? 0) + 1);
  }
  return { format, rounds, matchCounts };
}

/**
 * A round's heading. Single elimination counts from the last round: "Final", "Semifinals",
 * "Quarterfinals", then "Round of 16", "Round of 32"... by the teams still in it. Double elimination:
 * "Upper R1" ... "Upper final", "Lower R1" ... "Lower final", "Grand final" and its reset.
 */
export function roundName(
  translate: TranslateFunction,
  shape: BracketShape,
  side: BracketSide,
  round: number,
): string {
  if (side === 'final') return translate(t(round === 1 ? 'roundNames.grandFinal' : 'roundNames.reset'));
  const last = round >= shape.rounds[side];
  if (shape.format === 'singleElimination') {
    const left = shape.rounds[side] - round + 1;
    if (left <= 1) return translate(t('roundNames.single.final'));
    if (left === 2) return translate(t('roundNames.single.semifinals'));
    if (left === 3) return translate(t('roundNames.single.quarterfinals'));
    return translate(t('roundNames.single.roundOf'), { teams: 2 ** left });
  }
  return last ? translate(t(`roundNames.${side}Final`)) : translate(t(`roundNames.${side}`), { round });
}

/**
 * A match by its bracket key `<side>-<round>-<position>`: "Upper R1 M2", "Semifinals M1"; a round's only
 * match is named by the round alone ("Final", "Upper final", "Grand final").
 */
export function matchName(translate: TranslateFunction, shape: BracketShape, key: string): string {
  const [side, round, position] = key.split('-') as [BracketSide, string, string];
  const name = roundName(translate, shape, side, Number(round));
  const alone = side === 'final' || (shape.matchCounts.get(`${side}-${round}`) ?? 0) <= 1;
  return alone ? name : translate(t('matchName'), { round: name, position: Number(position) });
}

/** Where a slot's team comes from while it is not known: "Winner of Upper R1 M2", "Loser of Final". */
export function slotSource(translate: TranslateFunction, shape: BracketShape, slot: BracketSlot): string {
  if (slot.source === 'seed') return translate(t('seed'), { seed: slot.ref });
  return translate(t(slot.source), { match: matchName(translate, shape, String(slot.ref)) });
}
