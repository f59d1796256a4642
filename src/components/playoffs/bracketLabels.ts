import type { BracketSide, BracketSlot } from '@domain/playoffs';
import type { PlayoffFormat } from '@domain/seasons';
import type { TranslateFunction } from 'ra-core';

// How the bracket view names rounds, matches and the source of a slot still to be decided
// ("Winner of Upper R1 M2"), from the texts of app.playoffs.

const t = (key: string) => `app.playoffs.${key}`;

/** A round's heading: "R2" in single elimination, "Upper R1" / "Lower R3", "Grand final" and its reset. */
export function roundName(
  translate: TranslateFunction,
  format: PlayoffFormat,
  side: BracketSide,
  round: number,
): string {
  if (side === 'final') return translate(t(round === 1 ? 'roundNames.final' : 'roundNames.reset'));
  const kind = format === 'singleElimination' ? 'single' : side;
  return translate(t(`roundNames.${kind}`), { round });
}

/** A match by its bracket key `<side>-<round>-<position>`: "Upper R1 M2", or "Grand final". */
export function matchName(translate: TranslateFunction, format: PlayoffFormat, key: string): string {
  const [side, round, position] = key.split('-') as [BracketSide, string, string];
  const name = roundName(translate, format, side, Number(round));
  return side === 'final' ? name : translate(t('matchName'), { round: name, position: Number(position) });
}

/** Where a slot's team comes from while it is not known: "Winner of Upper R1 M2", "Loser of R2 M1". */
export function slotSource(translate: TranslateFunction, format: PlayoffFormat, slot: BracketSlot): string {
  if (slot.source === 'seed') return translate(t('seed'), { seed: slot.ref });
  return translate(t(slot.source), { match: matchName(translate, format, String(slot.ref)) });
}
