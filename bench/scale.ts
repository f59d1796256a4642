import pg from 'pg';
import { E2E_ADMIN } from '../tests/e2e/api';
import type { RunningServer } from '../tests/support/server-process';
import { SCALE_WEEKS, type ScaleLeague, seedScaleLeague } from './scale-seed';
import { signIn } from './teams';

// The scale budget: the main read routes must cost about the same whatever the league's size. The league
// of bench/scale-seed.ts is written at each size (1x, 10x, 100x) into a PostgreSQL database of its own, and
// each route is read REQUESTS times in a row by a signed-in admin through the real server, each request
// naming a different season, division, team, player or match. A route passes when its p95 at the largest
// size is within twice its p95 at 1x.

export const SCALE_SIZES = (process.env.BENCH_SCALE_SIZES ?? '1,10,100').split(',').map(Number);
const WARM_UP = 20;
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 200);
/** How much slower a route may be at the largest size than at 1x (p95). */
export const SCALE_BUDGET = 2;

/** The tables a match's rows live in: its own, its history, rosters, stats and rating changes. */
const MATCH_TABLES = [
  'matches',
  'match_events',
  'match_proposals',
  'match_disputes',
  'match_rosters',
  'match_player_stats',
  'rating_changes',
];

interface Target {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export interface ScaleDeps {
  freshTarget(): Promise<Target>;
  serverOn(target: Target): Promise<RunningServer>;
}

export interface ScaleRow {
  budget: string;
  measured: string;
  limit: string;
  ok: boolean;
}

/** A route read with a path that changes from request to request (a seeded random pick). */
interface Route {
  name: string;
  path(league: ScaleLeague, pick: (count: number) => number): string;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const firstPage = `range=${json([0, 24])}`;
const matchesWhere = (filter: Record<string, unknown>) => `/api/matches?${firstPage}&filter=${json(filter)}`;
const seasonOf = (league: ScaleLeague, pick: (count: number) => number) =>
  league.seasonIds[pick(league.seasonIds.length)]!;
const divisionOf = (league: ScaleLeague, pick: (count: number) => number) =>
  league.firstDivisionId + pick(league.divisionsPerSeason * league.seasonIds.length);

export const SCALE_ROUTES: Route[] = [
  { name: 'teams list', path: () => `/api/teams?${firstPage}&sort=${json(['name', 'ASC'])}` },
  { name: 'matches of a season', path: (l, pick) => matchesWhere({ seasonId: seasonOf(l, pick) }) },
  { name: 'matches of a division', path: (l, pick) => matchesWhere({ divisionId: divisionOf(l, pick) }) },
  { name: 'matches of a team', path: (l, pick) => matchesWhere({ teamId: l.firstTeamId + pick(l.teams) }) },
  {
    name: 'matches by status',
    path: (_, pick) => matchesWhere({ status: ['Confirmed', 'Reported', 'Scheduled'][pick(3)] }),
  },
  {
    name: 'matches of a week',
    path: (l, pick) => matchesWhere({ seasonId: seasonOf(l, pick), week: 1 + pick(SCALE_WEEKS) }),
  },
  {
    name: 'standings',
    path: (l, pick) => {
      const season = pick(l.seasonIds.length);
      const division = l.firstDivisionId + season * l.divisionsPerSeason + pick(l.divisionsPerSeason);
      return `/api/seasons/${l.seasonIds[season]}/standings?divisionId=${division}`;
    },
  },
  { name: 'team leaderboard', path: () => `/api/leaderboards/teams?${firstPage}` },
  { name: 'player leaderboard', path: () => `/api/leaderboards/players?${firstPage}` },
  { name: "a player's stats", path: (l, pick) => `/api/users/${l.firstPlayerId + pick(l.players)}/stats` },
  { name: 'a match', path: (l, pick) => `/api/matches/${l.firstMatchId + pick(l.matches)}` },
  {
    name: "a match's history",
    path: (l, pick) => `/api/matches/${l.firstMatchId + pick(l.matches)}/history`,
  },
  { name: 'audit log', path: () => `/api/admin/audit-log?${firstPage}` },
];

/** A repeatable sequence of picks in [0, count): the same requests at every size's share of it. */
function picker(seed: number): (count: number) => number {
  let state = seed >>> 0;
  return (count) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * count);
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export interface Timing {
  p50Ms: number;
  p95Ms: number;
}

/** One size's league behind its own server, ready to be read. */
interface Size {
  scale: number;
  league: ScaleLeague;
  baseUrl: string;
  token: string;
  bytesPerThousand: number;
  close(): Promise<void>;
}

async function prepareSize(deps: ScaleDeps, scale: number): Promise<Size> {
  const target = await deps.freshTarget();
  try {
    if (!target.databaseUrl) throw new Error('the scale section needs PostgreSQL (TEST_DATABASE_URL)');
    console.log(`  ${scale}x: writing the league ...`);
    const league = await seedScaleLeague({ dataDir: target.dataDir, databaseUrl: target.databaseUrl }, scale);
    console.log(
      `  ${scale}x: ${league.teams} teams, ${league.players} players, ${league.matches} matches written in ${league.seconds.toFixed(1)} s`,
    );
    const bytesPerThousand = await matchBytesPerThousand(target.databaseUrl, league.matches);
    const server = await deps.serverOn(target);
    const close = async () => {
      await server.stop();
      await target.drop();
    };
    try {
      const token = await signIn(server.baseUrl, E2E_ADMIN);
      return { scale, league, baseUrl: server.baseUrl, token, bytesPerThousand, close };
    } catch (error) {
      await close();
      throw error;
    }
  } catch (error) {
    await target.drop();
    throw error;
  }
}

async function timedGet(size: Size, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${size.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${size.token}` },
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status === 401) {
    // The access token lived out its minutes on a busy machine: sign in again and time the request anew.
    size.token = await signIn(size.baseUrl, E2E_ADMIN);
    return timedGet(size, path);
  }
  if (!response.ok) throw new Error(`GET ${path} at ${size.scale}x answered ${response.status}`);
  return elapsed;
}

/**
 * A route's p50 and p95 at every size. The sizes take turns request by request, so whatever else the
 * machine is doing meanwhile weighs on every size alike.
 */
async function timeRoute(sizes: readonly Size[], route: Route): Promise<Timing[]> {
  const picks = sizes.map(() => picker(route.name.length * 7919));
  const times = sizes.map((): number[] => []);
  for (let request = 0; request < WARM_UP + REQUESTS; request++) {
    for (const [index, size] of sizes.entries()) {
      const elapsed = await timedGet(size, route.path(size.league, picks[index]!));
      if (request >= WARM_UP) times[index]!.push(elapsed);
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50Ms: percentile(list, 0.5), p95Ms: percentile(list, 0.95) };
  });
}

/** The bytes of the match tables (with their indexes and TOAST) per 1,000 matches. */
async function matchBytesPerThousand(databaseUrl: string, matches: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select sum(pg_total_relation_size(name::regclass))::bigint as bytes from unnest($1::text[]) name',
      [MATCH_TABLES],
    );
    return Number(rows[0].bytes) / (matches / 1000);
  } finally {
    await client.end();
  }
}

export interface SizeResult {
  scale: number;
  league: ScaleLeague;
  timings: Map<string, Timing>;
  bytesPerThousand: number;
}

/** Every route at every size: the sizes' leagues are written first, then read side by side. */
async function measureSizes(deps: ScaleDeps): Promise<SizeResult[]> {
  const sizes: Size[] = [];
  try {
    for (const scale of SCALE_SIZES) sizes.push(await prepareSize(deps, scale));
    const results = sizes.map((size) => ({
      scale: size.scale,
      league: size.league,
      timings: new Map<string, Timing>(),
      bytesPerThousand: size.bytesPerThousand,
    }));
    for (const route of SCALE_ROUTES) {
      const timings = await timeRoute(sizes, route);
      const line = timings.map(
        (timing, index) =>
          `${sizes[index]!.scale}x p50 ${timing.p50Ms.toFixed(2)} p95 ${timing.p95Ms.toFixed(2)}`,
      );
      console.log(`  ${route.name}: ${line.join('; ')} (ms)`);
      for (const [index, timing] of timings.entries()) results[index]!.timings.set(route.name, timing);
    }
    return results;
  } finally {
    for (const size of sizes) await size.close();
  }
}

/** The route x size table (p50 / p95 in ms), as Markdown. */
export function scaleTable(results: readonly SizeResult[]): string {
  const header = `| route | ${results.map((result) => `${result.scale}x p50 / p95 (ms)`).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const lines = SCALE_ROUTES.map((route) => {
    const cells = results.map((result) => {
      const timing = result.timings.get(route.name)!;
      return `${timing.p50Ms.toFixed(2)} / ${timing.p95Ms.toFixed(2)}`;
    });
    return `| ${route.name} | ${cells.join(' | ')} |`;
  });
  const sizes = results.map(
    (result) => `${result.league.matches} matches: ${(result.bytesPerThousand / 1024 / 1024).toFixed(2)} MB`,
  );
  return [header, rule, ...lines, '', `match tables per 1,000 matches: ${sizes.join('; ')}`].join('\n');
}

/** Measures every size, prints the table and answers one row per route: p95 at the largest size vs 1x. */
export async function scaleRows(deps: ScaleDeps): Promise<ScaleRow[]> {
  const results = await measureSizes(deps);
  console.log(`\n${scaleTable(results)}\n`);
  const smallest = results[0]!;
  const largest = results[results.length - 1]!;
  return SCALE_ROUTES.map((route) => {
    const small = smallest.timings.get(route.name)!.p95Ms;
    const large = largest.timings.get(route.name)!.p95Ms;
    return {
      budget: `scale: ${route.name}, p95 at ${largest.scale}x vs ${smallest.scale}x (${REQUESTS} requests)`,
      measured: `${large.toFixed(2)} ms vs ${small.toFixed(2)} ms (${(large / small).toFixed(2)}x)`,
      limit: `<= ${SCALE_BUDGET}x`,
      ok: large <= SCALE_BUDGET * small,
    };
  });
}
