import type { PointsRules } from '@domain/seasons';
import { DEFAULT_TIEBREAKERS, standingsRowSchema } from '@domain/standings';
import { computeStandings, type StandingsResult, type StandingsTeam } from '@server/modules/standings/table';
import { describe, expect, it } from 'vitest';
import { rng } from './fuzz/generator';

const RULES: PointsRules = { win: 3, draw: 1, loss: 0, forfeit: 0 };
const A: StandingsTeam = { id: 1, name: 'Alpha', rating: null };
const B: StandingsTeam = { id: 2, name: 'Bravo', rating: null };
const C: StandingsTeam = { id: 3, name: 'Charlie', rating: null };
const D: StandingsTeam = { id: 4, name: 'Delta', rating: null };
const TEAMS = [A, B, C, D];

const game = (
  teamA: StandingsTeam,
  roundsA: number,
  roundsB: number,
  teamB: StandingsTeam,
): StandingsResult => ({
  teamA: teamA.id,
  teamB: teamB.id,
  roundsA,
  roundsB,
});

function table(
  results: StandingsResult[],
  options: { teams?: StandingsTeam[]; rules?: PointsRules; tiebreakers?: typeof DEFAULT_TIEBREAKERS } = {},
) {
  return computeStandings({
    teams: options.teams ?? TEAMS,
    results,
    rules: options.rules ?? RULES,
    tiebreakers: options.tiebreakers ?? DEFAULT_TIEBREAKERS,
  });
}

/** "name rank points" per row, in order: the shape the hand-worked cases are written in. */
const summary = (rows: ReturnType<typeof table>) =>
  rows.map((row) => `${row.team.name} ${row.rank} ${row.points}`);

describe('computeStandings', () => {
  it('gives every team a row before anything is played, level teams sharing rank 1', () => {
    const rows = table([]);
    expect(rows.map((row) => standingsRowSchema.parse(row))).toEqual(rows);
    expect(rows).toEqual(
      TEAMS.map((team) => ({
        team: { id: team.id, name: team.name },
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        roundsFor: 0,
        roundsAgainst: 0,
        roundDifference: 0,
        points: 0,
        rank: 1,
      })),
    );
  });

  it('counts wins, draws, losses and rounds; a drawn head-to-head leaves round difference to decide', () => {
    const rows = table([game(A, 5, 3, B), game(C, 2, 2, D), game(A, 4, 0, C)]);
    expect(summary(rows)).toEqual(['Alpha 1 6', 'Delta 2 1', 'Charlie 3 1', 'Bravo 4 0']);
    expect(rows[0]).toMatchObject({ played: 2, won: 2, drawn: 0, lost: 0, roundsFor: 9, roundsAgainst: 3 });
    expect(rows[0]!.roundDifference).toBe(6);
    expect(rows[2]).toMatchObject({ played: 2, won: 0, drawn: 1, lost: 1, roundsFor: 2, roundsAgainst: 6 });
    expect(rows[2]!.roundDifference).toBe(-4);
  });

  it('decides a two-way tie on points by head-to-head before round difference', () => {
    // Alpha and Bravo have 3 points each; Bravo has the far better round difference, Alpha won their game.
    const results = [game(A, 3, 2, B), game(B, 10, 0, C), game(C, 1, 0, A), game(D, 0, 1, C)];
    expect(summary(table(results))).toEqual(['Charlie 1 6', 'Alpha 2 3', 'Bravo 3 3', 'Delta 4 0']);
    expect(summary(table(results, { tiebreakers: ['points', 'roundDifference'] }))).toEqual([
      'Charlie 1 6',
      'Bravo 2 3',
      'Alpha 3 3',
      'Delta 4 0',
    ]);
  });

  it('breaks a three-way head-to-head circle (A>B, B>C, C>A) by round difference', () => {
    // Mini-table: 3 points each. Round difference: Alpha +1-2 = -1, Bravo -1+4 = +3, Charlie -4+2 = -2.
    const rows = table([game(A, 5, 4, B), game(B, 5, 1, C), game(C, 5, 3, A)]);
    expect(summary(rows)).toEqual(['Bravo 1 3', 'Alpha 2 3', 'Charlie 3 3', 'Delta 4 0']);
    expect(rows.map((row) => row.roundDifference)).toEqual([3, -1, -2, 0]);
  });

  it('uses only the games among the tied teams for head-to-head', () => {
    // Alpha, Bravo and Charlie have 6 points. Among themselves Alpha has 6, Bravo 3, Charlie 0; their
    // games against Delta do not count there. Round difference alone would say Charlie, Bravo, Alpha.
    const results = [
      game(A, 2, 1, B),
      game(A, 2, 1, C),
      game(B, 2, 1, C),
      game(B, 9, 0, D),
      game(C, 9, 0, D),
      game(C, 9, 0, D),
      game(D, 5, 0, A),
    ];
    expect(summary(table(results))).toEqual(['Alpha 1 6', 'Bravo 2 6', 'Charlie 3 6', 'Delta 4 3']);
    expect(summary(table(results, { tiebreakers: ['points', 'roundDifference'] }))).toEqual([
      'Charlie 1 6',
      'Bravo 2 6',
      'Alpha 3 6',
      'Delta 4 3',
    ]);
  });

  it('sorts the sub-group head-to-head leaves tied by the next tiebreaker', () => {
    // Alpha, Bravo and Charlie have 3 points. Head-to-head: Alpha 3 (beat Bravo), Bravo 0, Charlie 0.
    // Bravo and Charlie stay level and go to round difference: Bravo -1+5 = +4, Charlie +1.
    const rows = table([game(A, 2, 1, B), game(B, 5, 0, D), game(C, 2, 1, D)]);
    expect(summary(rows)).toEqual(['Alpha 1 3', 'Bravo 2 3', 'Charlie 3 3', 'Delta 4 0']);
    expect(rows.map((row) => row.roundDifference)).toEqual([1, 4, 1, -6]);
  });

  it('scores forfeits: win points to the other side, forfeit points to the forfeiter, no rounds counted', () => {
    const rules = { win: 3, draw: 1, loss: 0, forfeit: -1 };
    const rows = table(
      [
        { teamA: A.id, teamB: B.id, roundsA: 0, roundsB: 13, forfeit: { loser: A.id } },
        { teamA: C.id, teamB: D.id, roundsA: 0, roundsB: 0, forfeit: { loser: 'both' } },
        game(B, 2, 1, C),
      ],
      { rules },
    );
    // Alpha, Delta and Charlie on -1: head-to-head puts Alpha (no game among them) above the two who
    // forfeited to each other; round difference then puts Delta (0) above Charlie (-1).
    expect(summary(rows)).toEqual(['Bravo 1 6', 'Alpha 2 -1', 'Delta 3 -1', 'Charlie 4 -1']);
    const byName = new Map(rows.map((row) => [row.team.name, row]));
    expect(byName.get('Bravo')).toMatchObject({ played: 2, won: 2, lost: 0, roundsFor: 2, roundsAgainst: 1 });
    expect(byName.get('Alpha')).toMatchObject({ played: 1, won: 0, lost: 1, roundsFor: 0, roundsAgainst: 0 });
    // A mutual forfeit is a loss for both, with nobody winning it.
    expect(byName.get('Delta')).toMatchObject({ played: 1, won: 0, drawn: 0, lost: 1, roundsFor: 0 });
    expect(byName.get('Charlie')).toMatchObject({
      played: 2,
      won: 0,
      lost: 2,
      roundsFor: 1,
      roundsAgainst: 2,
    });
  });

  it('counts a forfeit in head-to-head like the game it replaces', () => {
    // Alpha and Bravo have 3 points; Bravo won their meeting by forfeit, Alpha has the better rounds.
    const results = [
      { teamA: A.id, teamB: B.id, roundsA: 0, roundsB: 0, forfeit: { loser: A.id } },
      game(A, 9, 0, C),
    ];
    expect(summary(table(results))).toEqual(['Bravo 1 3', 'Alpha 2 3', 'Delta 3 0', 'Charlie 4 0']);
  });

  it('applies the season points rules to draws and results', () => {
    // Alpha: a win and a loss. Bravo: two draws. 3/1/0 puts Alpha ahead; 2/1/0 makes them level.
    const results = [game(A, 3, 0, C), game(D, 3, 0, A), game(B, 1, 1, C), game(B, 2, 2, D)];
    const pointsOf = (rules: PointsRules) =>
      table(results, { rules })
        .filter((row) => row.team.id === A.id || row.team.id === B.id)
        .map((row) => `${row.team.name} ${row.points}`);
    expect(pointsOf(RULES)).toEqual(['Alpha 3', 'Bravo 2']);
    expect(pointsOf({ win: 2, draw: 1, loss: 0, forfeit: 0 })).toEqual(['Alpha 2', 'Bravo 2']);
    expect(pointsOf({ win: 5, draw: 2, loss: 1, forfeit: 0 })).toEqual(['Alpha 6', 'Bravo 4']);
    expect(table(results).find((row) => row.team.id === B.id)).toMatchObject({ played: 2, drawn: 2, won: 0 });
  });

  it('uses rating last, with unrated teams below rated ones', () => {
    const teams = [
      { ...A, rating: 1500 },
      { ...B, rating: null },
      { ...C, rating: 1600 },
      { ...D, rating: null },
    ];
    expect(summary(table([], { teams }))).toEqual(['Charlie 1 0', 'Alpha 2 0', 'Bravo 3 0', 'Delta 3 0']);
    expect(summary(table([game(A, 1, 1, C)], { teams }))).toEqual([
      'Charlie 1 1',
      'Alpha 2 1',
      'Bravo 3 0',
      'Delta 3 0',
    ]);
  });

  it('refuses a result for a team that is not in the table, or a forfeit by a team not in the game', () => {
    expect(() => table([{ teamA: 1, teamB: 99, roundsA: 1, roundsB: 0 }])).toThrow(RangeError);
    expect(() => table([{ teamA: 1, teamB: 2, roundsA: 0, roundsB: 0, forfeit: { loser: 3 } }])).toThrow(
      RangeError,
    );
  });

  it('handles a 500-team division with 10,000 results consistently', () => {
    const random = rng(500);
    const teams = Array.from({ length: 500 }, (_, index) => ({
      id: index + 1,
      name: `Team ${index + 1}`,
      rating: random.chance(0.8) ? random.int(800, 2200) : null,
    }));
    const results: StandingsResult[] = Array.from({ length: 10_000 }, () => {
      const teamA = random.int(1, 500);
      const teamB = ((teamA + random.int(0, 498)) % 500) + 1;
      return { teamA, teamB, roundsA: random.int(0, 3), roundsB: random.int(0, 3) };
    });
    const rows = table(results, { teams });
    expect(rows).toHaveLength(500);
    expect(rows.reduce((sum, row) => sum + row.played, 0)).toBe(20_000);
    expect(rows.reduce((sum, row) => sum + row.won, 0)).toBe(rows.reduce((sum, row) => sum + row.lost, 0));
    for (let index = 1; index < rows.length; index++) {
      const [before, after] = [rows[index - 1]!, rows[index]!];
      expect(before.points).toBeGreaterThanOrEqual(after.points);
      expect(after.rank).toBe(
        after.points === before.points && after.rank === before.rank ? before.rank : index + 1,
      );
    }
  });
});
