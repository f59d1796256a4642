import type { PointsRules } from '@domain/seasons';
import type { StandingsRow, Tiebreaker } from '@domain/standings';

export interface StandingsTeam {
  id: number;
  name: string;
  rating: number | null;
  /** The team disbanded: it keeps its row (its results stand) and is marked. */
  disbanded?: boolean;
}

export interface StandingsResult {
  teamA: number;
  teamB: number;
  roundsA: number;
  roundsB: number;
  /**
   * A forfeit by one team, or by both (mutual). The kind (no-show, technical, mutual) does not change the
   * table: the forfeiting side gets the season's forfeit points whatever the kind.
   */
  forfeit?: { loser: number | 'both' };
}

export interface StandingsInput {
  teams: readonly StandingsTeam[];
  /** Counted results only: confirmed, not voided. */
  results: readonly StandingsResult[];
  rules: PointsRules;
  tiebreakers: readonly Tiebreaker[];
}

type Outcome = 'won' | 'drawn' | 'lost';

interface Award {
  outcome: Outcome;
  points: number;
  countsRounds: boolean;
}

/** What each side of a result earns under the season's rules. */
function awardsFor(rules: PointsRules) {
  return {
    won: { outcome: 'won', points: rules.win, countsRounds: true },
    drawn: { outcome: 'drawn', points: rules.draw, countsRounds: true },
    lost: { outcome: 'lost', points: rules.loss, countsRounds: true },
    /** Forfeits count no rounds: no game was played, and a made-up score would move round difference. */
    forfeitWon: { outcome: 'won', points: rules.win, countsRounds: false },
    forfeited: { outcome: 'lost', points: rules.forfeit, countsRounds: false },
  } satisfies Record<string, Award>;
}

function awards(result: StandingsResult, award: ReturnType<typeof awardsFor>): [Award, Award] {
  const { forfeit } = result;
  if (forfeit) {
    if (forfeit.loser === 'both') return [award.forfeited, award.forfeited];
    if (forfeit.loser !== result.teamA && forfeit.loser !== result.teamB) {
      throw new RangeError(`Team ${forfeit.loser} forfeited a match it was not in.`);
    }
    return forfeit.loser === result.teamA
      ? [award.forfeited, award.forfeitWon]
      : [award.forfeitWon, award.forfeited];
  }
  if (result.roundsA === result.roundsB) return [award.drawn, award.drawn];
  return result.roundsA > result.roundsB ? [award.won, award.lost] : [award.lost, award.won];
}

interface Line {
  team: StandingsTeam;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  roundsFor: number;
  roundsAgainst: number;
  points: number;
  /** Per game this team played, side by side: the opponent (index in the table) and the points it earned. */
  opponents: number[];
  pointsEarned: number[];
}

/**
 * A division's table: one row per team (also with nothing played), in rank order. Teams are sorted by the
 * first tiebreaker; each group still level is sorted by the next, and so on. Head-to-head is the
 * mini-table of the games among the tied group only, so it is worked out per group. Teams level after
 * every tiebreaker share a rank and are listed by name.
 * Cost: one pass over the results, sorts of the teams, and for head-to-head a pass over the tied teams' games.
 */
export function computeStandings({ teams, results, rules, tiebreakers }: StandingsInput): StandingsRow[] {
  const indexOf = new Map(teams.map((team, index) => [team.id, index]));
  const lines: Line[] = teams.map((team) => ({
    team,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    roundsFor: 0,
    roundsAgainst: 0,
    points: 0,
    opponents: [],
    pointsEarned: [],
  }));
  const award = awardsFor(rules);
  const lineOf = (teamId: number) => {
    const index = indexOf.get(teamId);
    if (index === undefined) throw new RangeError(`Team ${teamId} has a result but no place in the table.`);
    return index;
  };
  for (const result of results) {
    const a = lineOf(result.teamA);
    const b = lineOf(result.teamB);
    const [awardA, awardB] = awards(result, award);
    record(lines[a]!, awardA, b, result.roundsA, result.roundsB);
    record(lines[b]!, awardB, a, result.roundsB, result.roundsA);
  }

  const classes = rankGroup(
    lines.map((_, index) => index),
    0,
    lines,
    tiebreakers,
  );
  const rows: StandingsRow[] = [];
  for (const tied of classes) {
    const rank = rows.length + 1;
    tied.sort((x, y) => compareNames(lines[x]!.team, lines[y]!.team));
    for (const index of tied) rows.push(toRow(lines[index]!, rank));
  }
  return rows;
}

function record(line: Line, award: Award, opponent: number, roundsFor: number, roundsAgainst: number): void {
  line.played++;
  line[award.outcome]++;
  line.points += award.points;
  if (award.countsRounds) {
    line.roundsFor += roundsFor;
    line.roundsAgainst += roundsAgainst;
  }
  line.opponents.push(opponent);
  line.pointsEarned.push(award.points);
}

/** Splits `group` (indices of tied lines) into ordered classes of teams no tiebreaker separates. */
function rankGroup(
  group: number[],
  level: number,
  lines: readonly Line[],
  tiebreakers: readonly Tiebreaker[],
): number[][] {
  const tiebreaker = tiebreakers[level];
  if (group.length < 2 || tiebreaker === undefined) return [group];
  const key = keyOf(tiebreaker, group, lines);
  // Not key(y) - key(x): two teams without a rating (-Infinity each) would give NaN.
  group.sort((x, y) => (key(x) === key(y) ? 0 : key(x) > key(y) ? -1 : 1));
  const classes: number[][] = [];
  let start = 0;
  for (let end = 1; end <= group.length; end++) {
    if (end === group.length || key(group[end]!) !== key(group[start]!)) {
      classes.push(...rankGroup(group.slice(start, end), level + 1, lines, tiebreakers));
      start = end;
    }
  }
  return classes;
}

/** The value a tiebreaker sorts by (higher is better) for a line of the given tied group. */
function keyOf(
  tiebreaker: Tiebreaker,
  group: readonly number[],
  lines: readonly Line[],
): (index: number) => number {
  switch (tiebreaker) {
    case 'points':
      return (index) => lines[index]!.points;
    case 'roundDifference':
      return (index) => lines[index]!.roundsFor - lines[index]!.roundsAgainst;
    case 'roundsFor':
      return (index) => lines[index]!.roundsFor;
    case 'rating':
      return (index) => lines[index]!.team.rating ?? Number.NEGATIVE_INFINITY;
    case 'headToHead': {
      const members = new Set(group);
      const miniTable = new Map<number, number>();
      for (const index of group) {
        const { opponents, pointsEarned } = lines[index]!;
        let points = 0;
        for (let game = 0; game < opponents.length; game++) {
          if (members.has(opponents[game]!)) points += pointsEarned[game]!;
        }
        miniTable.set(index, points);
      }
      return (index) => miniTable.get(index)!;
    }
  }
}

// Made at the first comparison: building a collator loads ICU's collation data, milliseconds a start
// would spend for a table it may not draw.
let collator: Intl.Collator | undefined;

function compareNames(x: StandingsTeam, y: StandingsTeam): number {
  collator ??= new Intl.Collator('en');
  return collator.compare(x.name, y.name) || x.id - y.id;
}

function toRow(line: Line, rank: number): StandingsRow {
  return {
    team: {
      id: line.team.id,
      name: line.team.name,
      ...(line.team.disbanded ? { disbanded: true } : {}),
    },
    played: line.played,
    won: line.won,
    drawn: line.drawn,
    lost: line.lost,
    roundsFor: line.roundsFor,
    roundsAgainst: line.roundsAgainst,
    roundDifference: line.roundsFor - line.roundsAgainst,
    points: line.points,
    rank,
  };
}
