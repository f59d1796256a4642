import type { ForfeitKind, MatchStatus } from '@domain/matches';
import type { BracketMatch, PlayoffBracket, SlotSource } from '../fixtures/playoff-bracket';

// Where a drawn bracket stands: who is in each slot given the confirmed results so far, which matches
// can be created now, and the champion. Pure: the draw, the advance after a result and the bracket view
// all read a bracket through it.

/** A playoff match as the bracket needs it. */
export interface PlayedMatch {
  bracketKey: string;
  teamAId: number;
  teamBId: number;
  status: MatchStatus;
  roundsA: number | null;
  roundsB: number | null;
  forfeitKind: ForfeitKind | null;
  forfeitLoserTeamId: number | null;
}

/**
 * The winner and loser of a confirmed match, or null: not confirmed, or without a winner (a draw or a
 * mutual forfeit, which playoff results refuse; see isDrawAllowed in domain/matches).
 */
export function outcomeOf(match: PlayedMatch): { winner: number; loser: number } | null {
  if (match.status !== 'Confirmed') return null;
  const { teamAId: a, teamBId: b } = match;
  if (match.forfeitKind !== null) {
    if (match.forfeitLoserTeamId === null) return null;
    return match.forfeitLoserTeamId === a ? { winner: b, loser: a } : { winner: a, loser: b };
  }
  if (match.roundsA === null || match.roundsB === null || match.roundsA === match.roundsB) return null;
  return match.roundsA > match.roundsB ? { winner: a, loser: b } : { winner: b, loser: a };
}

export interface ResolvedMatch {
  match: BracketMatch;
  /** The teams of slots 1 and 2, null while unknown. */
  teams: [number | null, number | null];
  /** 1 + the latest round of the matches feeding it (seeds are 0): the order in which rounds are played. */
  depth: number;
  /** Whether it is played at all: false only for a reset that the upper-bracket team made unnecessary. */
  needed: boolean | null;
  played: PlayedMatch | null;
}

export interface BracketState {
  matches: ResolvedMatch[];
  /** Bracket matches whose two teams are known and that have no match row yet. */
  ready: ResolvedMatch[];
  champion: number | null;
}

export function resolveBracket(bracket: PlayoffBracket, played: readonly PlayedMatch[]): BracketState {
  const byKey = new Map(played.map((match) => [match.bracketKey, match]));
  const resolved = new Map<string, ResolvedMatch>();
  const outcome = (key: string) => {
    const match = byKey.get(key);
    return match ? outcomeOf(match) : null;
  };
  const teamOf = (source: SlotSource): number | null => {
    if ('seed' in source) return source.teamId;
    if ('winnerOf' in source) return outcome(source.winnerOf)?.winner ?? null;
    return outcome(source.loserOf)?.loser ?? null;
  };
  const depthOf = (source: SlotSource): number => {
    if ('seed' in source) return 0;
    return resolved.get('winnerOf' in source ? source.winnerOf : source.loserOf)?.depth ?? 0;
  };

  // Bracket matches come in playable order: every source is resolved before the match it feeds.
  for (const match of bracket.matches) {
    let needed: boolean | null = true;
    if (match.onlyIfLowerBracketWins) {
      const decider = resolved.get(match.onlyIfLowerBracketWins);
      const result = outcome(match.onlyIfLowerBracketWins);
      needed = result && decider ? result.winner === decider.teams[1] : null;
    }
    resolved.set(match.key, {
      match,
      teams: [teamOf(match.slots[0]), teamOf(match.slots[1])],
      depth: 1 + Math.max(depthOf(match.slots[0]), depthOf(match.slots[1])),
      needed,
      played: byKey.get(match.key) ?? null,
    });
  }
  const matches = [...resolved.values()];
  const ready = matches.filter(
    (entry) => entry.needed === true && entry.played === null && entry.teams.every((team) => team !== null),
  );
  return { matches, ready, champion: championOf(matches, outcome) };
}

/** The winner of the last match played: the final, or the reset when the lower-bracket team forced it. */
function championOf(
  matches: readonly ResolvedMatch[],
  outcome: (key: string) => { winner: number } | null,
): number | null {
  const deciding = matches.filter((entry) => entry.needed !== false).at(-1);
  if (!deciding || deciding.needed === null) return null;
  return outcome(deciding.match.key)?.winner ?? null;
}
