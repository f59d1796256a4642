import {
  type BracketMatch,
  type PlayoffBracket,
  type PlayoffFormat,
  playoffBracket,
  type SlotSource,
} from '@server/modules/fixtures/playoff-bracket';
import { describe, expect, it } from 'vitest';
import { rng } from './fuzz/generator';

const seedsOf = (count: number) => Array.from({ length: count }, (_, index) => 500 + index);

/** Plays the bracket through its links with random winners; returns each team's losses and the champion. */
function playThrough(bracket: PlayoffBracket, seed: number) {
  const random = rng(seed);
  const outcome = new Map<string, { winner: number; loser: number }>();
  const losses = new Map<number, number>();
  let champion: number | null = null;
  const teamIn = (source: SlotSource): number => {
    if ('seed' in source) return source.teamId;
    const earlier = outcome.get('winnerOf' in source ? source.winnerOf : source.loserOf);
    if (earlier === undefined)
      throw new Error(`A slot is fed by a match not played before: ${JSON.stringify(source)}`);
    return 'winnerOf' in source ? earlier.winner : earlier.loser;
  };
  for (const match of bracket.matches) {
    if (match.onlyIfLowerBracketWins !== undefined) {
      const decider = bracket.matches.find((other) => other.key === match.onlyIfLowerBracketWins)!;
      if (outcome.get(decider.key)!.winner === teamIn(decider.slots[0])) continue;
    }
    const [a, b] = match.slots.map(teamIn) as [number, number];
    expect(a).not.toBe(b);
    const [winner, loser] = random.chance(0.5) ? [a, b] : [b, a];
    outcome.set(match.key, { winner, loser });
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    champion = winner;
  }
  return { losses, champion: champion! };
}

function sourcesOf(matches: readonly BracketMatch[]) {
  return matches.flatMap((match) => match.slots.map((source) => ({ match, source })));
}

function checkSeeding(bracket: PlayoffBracket, count: number) {
  const seeds = seedsOf(count);
  const size = 2 ** Math.ceil(Math.log2(count));
  expect(bracket.size).toBe(size);
  const entries = sourcesOf(bracket.matches).flatMap(({ match, source }) =>
    'seed' in source ? [{ match, seed: source.seed, teamId: source.teamId }] : [],
  );
  expect(entries.map((entry) => entry.seed).sort((a, b) => a - b)).toEqual(
    seeds.map((_, index) => index + 1),
  );
  for (const entry of entries) expect(entry.teamId).toBe(seeds[entry.seed - 1]);
  const byes = size - count;
  for (const entry of entries) {
    expect(entry.match.side).toBe('upper');
    // The top seeds skip round 1; everyone else meets the seed that mirrors it (1 v N in a full bracket).
    expect(entry.match.round).toBe(entry.seed <= byes ? 2 : 1);
    if (entry.match.round === 1) {
      const [first, second] = entry.match.slots as [{ seed: number }, { seed: number }];
      expect(first.seed + second.seed).toBe(size + 1);
    }
  }
  if (byes === 0) {
    expect(bracket.matches[0]!.slots).toEqual([
      { seed: 1, teamId: seeds[0] },
      { seed: count, teamId: seeds[count - 1] },
    ]);
  }
  // Every winner and loser goes to at most one place, and only to a later match.
  const feeds = sourcesOf(bracket.matches).flatMap(({ source }) =>
    'winnerOf' in source ? [`w ${source.winnerOf}`] : 'loserOf' in source ? [`l ${source.loserOf}`] : [],
  );
  const reset = bracket.matches.find((match) => match.onlyIfLowerBracketWins !== undefined);
  const counted = reset ? feeds.filter((feed) => !feed.endsWith(reset.onlyIfLowerBracketWins!)) : feeds;
  expect(new Set(counted).size).toBe(counted.length);
  expect(new Set(bracket.matches.map((match) => match.key)).size).toBe(bracket.matches.length);
}

const FORMATS: readonly [PlayoffFormat, number][] = [
  ['singleElimination', 2],
  ['doubleElimination', 3],
];

describe('playoffBracket', () => {
  for (const [format, smallest] of FORMATS) {
    for (let count = smallest; count <= 16; count++) {
      it(`${format}, ${count} teams: seeded 1 v N with byes to the top seeds, every team eliminated correctly`, async () => {
        const bracket = await playoffBracket(seedsOf(count), format);
        expect(bracket.format).toBe(format);
        checkSeeding(bracket, count);
        if (format === 'singleElimination') {
          expect(bracket.matches).toHaveLength(count - 1);
          expect(bracket.matches.every((match) => match.side === 'upper')).toBe(true);
        } else {
          expect(bracket.matches.filter((match) => match.side === 'upper')).toHaveLength(count - 1);
          expect(bracket.matches.filter((match) => match.side === 'lower')).toHaveLength(count - 2);
          expect(bracket.matches.filter((match) => match.side === 'final').map((match) => match.key)).toEqual(
            ['final-1-1', 'final-2-1'],
          );
        }
        const lives = format === 'singleElimination' ? 1 : 2;
        for (let run = 0; run < 20; run++) {
          const { losses, champion } = playThrough(bracket, count * 100 + run);
          for (const team of seedsOf(count)) {
            if (team === champion) expect(losses.get(team) ?? 0).toBeLessThan(lives);
            else expect(losses.get(team)).toBe(lives);
          }
        }
      });
    }
  }

  it('a double-elimination bracket with a single grand final has no reset', async () => {
    const bracket = await playoffBracket(seedsOf(6), 'doubleElimination', 'simple');
    expect(bracket.matches.filter((match) => match.side === 'final')).toEqual([
      {
        key: 'final-1-1',
        side: 'final',
        round: 1,
        position: 1,
        slots: [{ winnerOf: 'upper-3-1' }, { winnerOf: 'lower-4-1' }],
      },
    ]);
  });

  it('refuses too few teams and a team seeded twice', async () => {
    await expect(playoffBracket([1], 'singleElimination')).rejects.toThrow(RangeError);
    await expect(playoffBracket([1, 2], 'doubleElimination')).rejects.toThrow(RangeError);
    await expect(playoffBracket([1, 2, 1], 'singleElimination')).rejects.toThrow(RangeError);
  });
});
