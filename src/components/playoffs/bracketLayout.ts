import type { BracketMatchView, BracketSide } from '@domain/playoffs';

// Where each match of one side sits in its round's column, and which lines join it to its neighbours.
// A round's column is split into equal cells, one per position of the full bracket (a bye leaves its
// cell empty), so a match sits level with the midpoint of the two matches that feed it.

/** How a match's card joins the next round: a level line, or half of a pair's bracket (down or up). */
export type ConnectorOut = 'straight' | 'down' | 'up';

export interface BracketCell {
  match: BracketMatchView;
  /** A line comes in from the left: a slot takes the winner of a match in the round before. */
  joinsIn: boolean;
  /** The line out to the match the winner goes to in the next round of the side, if any. */
  joinsOut: ConnectorOut | null;
}

export interface BracketColumn {
  round: number;
  /** One per position, in order; null where no match is played (a bye). */
  cells: (BracketCell | null)[];
}

/**
 * Positions per round in the full bracket: single elimination and the upper bracket halve each round;
 * the lower bracket halves every other round (in between, the upper bracket's losers drop in).
 */
function positionsOf(side: BracketSide, round: number, rounds: number): number {
  if (side === 'upper') return 2 ** (rounds - round);
  if (side === 'lower') return 2 ** Math.floor((rounds - round) / 2);
  return 1;
}

/** The side's rounds as columns of cells, in round order, with the lines between them. */
export function bracketColumns(matches: readonly BracketMatchView[], side: BracketSide): BracketColumn[] {
  const ofSide = matches.filter((match) => match.side === side);
  if (ofSide.length === 0) return [];
  const byKey = new Map(ofSide.map((match) => [match.key, match]));
  const nextOf = new Map<string, BracketMatchView>();
  for (const match of ofSide) {
    for (const slot of match.slots) {
      if (slot.source === 'winnerOf' && byKey.has(String(slot.ref))) nextOf.set(String(slot.ref), match);
    }
  }
  const rounds = Math.max(...ofSide.map((match) => match.round));
  const sizeOf = (round: number) =>
    Math.max(
      positionsOf(side, round, rounds),
      ...ofSide.filter((match) => match.round === round).map((match) => match.position),
    );
  const joinsOut = (match: BracketMatchView): ConnectorOut | null => {
    const next = nextOf.get(match.key);
    if (!next || next.round !== match.round + 1) return null;
    const size = sizeOf(match.round);
    const nextSize = sizeOf(next.round);
    if (nextSize === size && next.position === match.position) return 'straight';
    if (nextSize * 2 !== size) return null;
    if (next.position * 2 - 1 === match.position) return 'down';
    return next.position * 2 === match.position ? 'up' : null;
  };
  const roundNumbers = [...new Set(ofSide.map((match) => match.round))].sort((a, b) => a - b);
  return roundNumbers.map((round) => {
    const cells: (BracketCell | null)[] = Array.from({ length: sizeOf(round) }, () => null);
    for (const match of ofSide) {
      if (match.round !== round) continue;
      const joinsIn = match.slots.some((slot) => {
        const source = slot.source === 'winnerOf' ? byKey.get(String(slot.ref)) : undefined;
        return source !== undefined && joinsOut(source) !== null;
      });
      cells[match.position - 1] = { match, joinsIn, joinsOut: joinsOut(match) };
    }
    return { round, cells };
  });
}
