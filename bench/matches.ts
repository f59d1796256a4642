import { weekWindow } from '../domain/matches';
import { openDatabase } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { matches, teams } from '../server/src/db/schema';
import { roundRobin } from '../server/src/modules/fixtures/round-robin';
import { compareWithBare } from './bare-server-process';
import type { TurnsResult } from './rounds';
import { enterTeams, insertLiveSeason } from './seed-season';
import { THROUGHPUT_ROUNDS } from './wrk';

// The matches budget: one week of a 64-team season (its 32 matches), as the fixtures page asks for it with
// GET /api/matches?filter={"seasonId":…,"week":…}, side by side with a bare node:http server answering the
// very same bytes. The season (a full round robin, its first half played) is written straight into the
// database before the server starts.

export const MATCHES_TEAMS = 64;
/** The week read: one whose matches are all played, so the answer carries results. */
const WEEK = 3;
const PLAYED_WEEKS = Math.floor((MATCHES_TEAMS - 1) / 2);
const SEASON_START = new Date('2026-01-05T00:00:00Z');

/** Writes the season into the database the server will open (a data directory or a PostgreSQL URL). */
export async function seedMatchesSeason(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrateDatabase(database);
    await database.db.transaction(async (tx) => {
      const schedule = roundRobin(Array.from({ length: MATCHES_TEAMS }, (_, index) => index));
      const { seasonId, divisionId } = await insertLiveSeason(tx, {
        name: 'Matches Bench Season',
        division: 'Matches Bench Division',
        startsAt: SEASON_START,
        weeks: schedule.length,
      });
      const teamIds = (
        await tx
          .insert(teams)
          .values(
            Array.from({ length: MATCHES_TEAMS }, (_, index) => ({
              name: `Matches Team ${index + 1}`,
              code: `MT${index + 1}`,
              status: 'Approved' as const,
              leagueId: 1,
              divisionId,
            })),
          )
          .returning({ id: teams.id })
      ).map((team) => team.id);
      await enterTeams(tx, { seasonId, divisionId, teamIds });
      const rows = schedule.flatMap((week, weekIndex) =>
        week.pairs.map(([a, b], pairIndex) => {
          const window = weekWindow(SEASON_START, weekIndex + 1);
          const played = weekIndex < PLAYED_WEEKS;
          return {
            seasonId,
            divisionId,
            week: weekIndex + 1,
            windowStart: window.start,
            windowEnd: window.end,
            defaultTime: window.defaultTime,
            scheduledAt: window.defaultTime,
            teamAId: teamIds[a]!,
            teamBId: teamIds[b]!,
            ...(played
              ? {
                  status: 'Confirmed' as const,
                  roundsA: (pairIndex + weekIndex) % 4,
                  roundsB: (pairIndex * 3 + weekIndex) % 4,
                  resultSource: 'admin' as const,
                  confirmedAt: window.defaultTime,
                }
              : {}),
          };
        }),
      );
      await tx.insert(matches).values(rows);
    });
  } finally {
    await database.close();
  }
}

export interface MatchesComparison {
  api: TurnsResult;
  bare: TurnsResult;
  matches: number;
  bodyBytes: number;
}

/** A week of the season's matches through the API and through a bare route answering the same bytes. */
export async function compareMatchesWeek(baseUrl: string, token: string): Promise<MatchesComparison> {
  const headers = { authorization: `Bearer ${token}` };
  const seasonsAnswer = await fetch(`${baseUrl}/api/seasons`, { headers });
  const season = ((await seasonsAnswer.json()) as { data: { id: number; name: string }[] }).data.find(
    (candidate) => candidate.name === 'Matches Bench Season',
  );
  if (!season) throw new Error('the matches bench season is missing');
  const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id, week: WEEK }));
  const sort = encodeURIComponent(JSON.stringify(['scheduledAt', 'ASC']));
  const range = encodeURIComponent(JSON.stringify([0, 49]));
  const path = `/api/matches?filter=${filter}&sort=${sort}&range=${range}`;
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${body.slice(0, 200)}`);
  const listed = (JSON.parse(body) as { data: unknown[] }).data.length;
  if (listed !== MATCHES_TEAMS / 2) throw new Error(`the week lists ${listed} matches`);
  const { api, bare } = await compareWithBare(baseUrl, path, headers, THROUGHPUT_ROUNDS);
  return { api, bare, matches: listed, bodyBytes: Buffer.byteLength(body) };
}
