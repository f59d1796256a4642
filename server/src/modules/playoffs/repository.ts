import type { PlayoffFormat } from '@domain/seasons';
import type { Queryable } from '@server/db/client';
import { divisions, matches, playoffBrackets, teams } from '@server/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlayoffBracket } from '../fixtures/playoff-bracket';
import { liveScoreColumn } from '../matches/repository';

// Tables owned (no other module writes them): playoff_brackets.
// Rows of playoff brackets and their matches. The bracket view reads a season in three queries (brackets,
// matches, team names) whatever the number of divisions and matches.

export async function insertBracket(
  tx: Queryable,
  row: {
    seasonId: number;
    divisionId: number;
    format: PlayoffFormat;
    seeds: number[];
    structure: PlayoffBracket;
  },
): Promise<void> {
  await tx.insert(playoffBrackets).values(row);
}

const bracketColumns = {
  id: playoffBrackets.id,
  seasonId: playoffBrackets.seasonId,
  divisionId: playoffBrackets.divisionId,
  format: playoffBrackets.format,
  seeds: playoffBrackets.seeds,
  structure: playoffBrackets.structure,
};

export interface BracketRow {
  id: number;
  seasonId: number;
  divisionId: number;
  format: PlayoffFormat;
  seeds: number[];
  structure: PlayoffBracket;
}

/** The division's bracket, locked for the rest of the transaction: advances in one division take turns. */
export async function lockBracket(tx: Queryable, divisionId: number): Promise<BracketRow | null> {
  const [row] = await tx
    .select(bracketColumns)
    .from(playoffBrackets)
    .where(eq(playoffBrackets.divisionId, divisionId))
    .for('update');
  return row ? { ...row, structure: row.structure as PlayoffBracket } : null;
}

/** The season's brackets with their divisions' names, top tier first. */
export async function bracketsOfSeason(db: Queryable, seasonId: number) {
  const rows = await db
    .select({ ...bracketColumns, divisionName: divisions.name })
    .from(playoffBrackets)
    .innerJoin(divisions, eq(divisions.id, playoffBrackets.divisionId))
    .where(eq(playoffBrackets.seasonId, seasonId))
    .orderBy(asc(divisions.tier));
  return rows.map((row) => ({ ...row, structure: row.structure as PlayoffBracket }));
}

const playedColumns = {
  id: matches.id,
  divisionId: matches.divisionId,
  bracketKey: matches.bracketKey,
  teamAId: matches.teamAId,
  teamBId: matches.teamBId,
  status: matches.status,
  scheduledAt: matches.scheduledAt,
  roundsA: matches.roundsA,
  roundsB: matches.roundsB,
  forfeitKind: matches.forfeitKind,
  forfeitLoserTeamId: matches.forfeitLoserTeamId,
  liveScore: liveScoreColumn(),
};

/** The playoff matches of the given divisions (every one carries its bracket key). */
export async function playoffMatchesOf(db: Queryable, divisionIds: readonly number[]) {
  if (divisionIds.length === 0) return [];
  const rows = await db
    .select(playedColumns)
    .from(matches)
    .where(and(inArray(matches.divisionId, [...divisionIds]), eq(matches.stage, 'playoff')));
  return rows.flatMap(({ bracketKey, ...row }) => (bracketKey === null ? [] : [{ ...row, bracketKey }]));
}
export type PlayoffMatchRow = Awaited<ReturnType<typeof playoffMatchesOf>>[number];

/** The match a result was confirmed on, as the advance needs it. */
export async function findPlayoffMatch(db: Queryable, matchId: number) {
  const [row] = await db
    .select({ seasonId: matches.seasonId, ...playedColumns, stage: matches.stage })
    .from(matches)
    .where(eq(matches.id, matchId));
  return row ?? null;
}

export async function teamNamesOf(db: Queryable, teamIds: readonly number[]): Promise<Map<number, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [...new Set(teamIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
