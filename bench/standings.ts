import { weekWindow } from '../domain/matches';
import { openDatabase } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { matches, teams } from '../server/src/db/schema';
import { roundRobin } from '../server/src/modules/fixtures/round-robin';
import { compareWithBare } from './bare-server-process';
import type { TurnsResult } from './rounds';
import { enterTeams, insertLiveSeason } from './seed-season';
import { THROUGHPUT_ROUNDS } from './wrk';

// The standings budget: the standings of one division of 500 teams with 10,000 confirmed results, served by
// GET /api/seasons/{id}/standings?divisionId= side by side with a bare node:http server answering the
// very same bytes.
// The season is written straight into the database before the server starts: through the API it would
// take 10,000 result reports and confirmations, and what is measured is the reading.

export const STANDINGS_TEAMS = 500;
export const STANDINGS_RESULTS = 10_000;
const INSERT_CHUNK = 1000;
const SEASON_START = new Date('2026-01-05T00:00:00Z');

/** A repeatable score: the same season every run. */
function score(index: number): [number, number] {
  const x = Math.sin(index * 12.9898) * 43758.5453;
  const roll = Math.floor((x - Math.floor(x)) * 16);
  return [(roll % 4) + (roll > 11 ? 2 : 0), Math.floor(roll / 4)];
}

/** Writes the season into the database the server will open (a data directory or a PostgreSQL URL). */
export async function seedStandingsSeason(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrateDatabase(database);
    const { db } = database;
    await db.transaction(async (tx) => {
      const weeks = STANDINGS_RESULTS / (STANDINGS_TEAMS / 2);
      const { seasonId, divisionId } = await insertLiveSeason(tx, {
        name: 'Bench Season',
        division: 'Bench Division',
        startsAt: SEASON_START,
        weeks: weeks,
      });
      const teamIds: number[] = [];
      for (let start = 0; start < STANDINGS_TEAMS; start += INSERT_CHUNK) {
        const count = Math.min(INSERT_CHUNK, STANDINGS_TEAMS - start);
        const inserted = await tx
          .insert(teams)
          .values(
            Array.from({ length: count }, (_, offset) => ({
              name: `Standings Team ${start + offset + 1}`,
              code: `ST${start + offset + 1}`,
              status: 'Approved' as const,
              leagueId: 1,
              divisionId: divisionId,
            })),
          )
          .returning({ id: teams.id });
        teamIds.push(...inserted.map((team) => team.id));
      }
      await enterTeams(tx, { seasonId, divisionId, teamIds });
      const rows = roundRobin(teamIds)
        .slice(0, weeks)
        .flatMap((week, weekIndex) =>
          week.pairs.map(([teamAId, teamBId]) => {
            const window = weekWindow(SEASON_START, weekIndex + 1);
            return {
              seasonId: seasonId,
              divisionId: divisionId,
              week: weekIndex + 1,
              windowStart: window.start,
              windowEnd: window.end,
              defaultTime: window.defaultTime,
              scheduledAt: window.defaultTime,
              teamAId,
              teamBId,
            };
          }),
        )
        .map((row, index) => {
          const [roundsA, roundsB] = score(index);
          return {
            ...row,
            status: 'Confirmed' as const,
            roundsA,
            roundsB,
            resultSource: 'admin' as const,
            confirmedAt: row.defaultTime,
          };
        });
      if (rows.length !== STANDINGS_RESULTS) throw new Error(`seeded ${rows.length} results`);
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx.insert(matches).values(rows.slice(start, start + INSERT_CHUNK));
      }
    });
  } finally {
    await database.close();
  }
}

export interface StandingsComparison {
  api: TurnsResult;
  bare: TurnsResult;
  bodyBytes: number;
}

/** The season's standings through the API and through a bare route answering the same bytes. */
export async function compareStandings(baseUrl: string, token: string): Promise<StandingsComparison> {
  const headers = { authorization: `Bearer ${token}` };
  const seasonsAnswer = await fetch(`${baseUrl}/api/seasons`, { headers });
  const season = (
    (await seasonsAnswer.json()) as { data: { id: number; name: string; divisions: { id: number }[] }[] }
  ).data.find((candidate) => candidate.name === 'Bench Season');
  if (!season) throw new Error('the bench season is missing');
  const path = `/api/seasons/${season.id}/standings?divisionId=${season.divisions[0]!.id}`;
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${body.slice(0, 200)}`);
  const [table] = (JSON.parse(body) as { data: { rows: { played: number }[] }[] }).data;
  const played = table!.rows.reduce((sum, row) => sum + row.played, 0);
  if (table!.rows.length !== STANDINGS_TEAMS || played !== 2 * STANDINGS_RESULTS) {
    throw new Error(`the standings list ${table!.rows.length} teams and ${played / 2} results`);
  }
  const { api, bare } = await compareWithBare(baseUrl, path, headers, THROUGHPUT_ROUNDS);
  return { api, bare, bodyBytes: Buffer.byteLength(body) };
}
