import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_ACCESS_CODE, E2E_ADMIN, registerThroughApi } from '../tests/e2e/api';
import { startServer } from '../tests/support/server-process';
import { BENCH_GAME_SERVER_TOKEN, measureGateway } from './gateway';
import { landingScriptBytes } from './landing';
import { LIGHTHOUSE_RUNS, lighthousePerformance } from './lighthouse';
import { measureLive, VIEWERS_PER_MATCH } from './live';
import { seedLiveLeague } from './live-seed';
import { ARGON2_COSTS, argon2CostEnv, compareLoginWithArgon2 } from './login';
import { compareMatchesWeek, MATCHES_TEAMS, seedMatchesSeason } from './matches';
import { measurePages, pageBudgetRows, pageSelectionProblem, pagesOf } from './pages';
import { DIVISIONS, seedPagesLeague, TEAMS_PER_DIVISION } from './pages-seed';
import { measureRatingsRecompute } from './ratings';
import { medianRatio, type TurnsResult } from './rounds';
import { scaleRows } from './scale';
import { compareStandings, STANDINGS_RESULTS, STANDINGS_TEAMS, seedStandingsSeason } from './standings';
import { startRows } from './start';
import { compareTeamsList, seedTeams, signIn, TEAM_COUNT } from './teams';
import { requireWrk, THROUGHPUT_ROUNDS, WrkMissingError } from './wrk';

// `npm run bench`: the performance budgets, measured on this machine (docs/development.md,
// "The bench"). Exits non-zero when a budget is missed. Uses PostgreSQL when
// TEST_DATABASE_URL is set (a fresh database per section), else the embedded database.
// BENCH_ONLY=teams,login,standings runs a subset of the sections; the default is all of them.

const SECTIONS = [
  'start',
  'landing',
  'teams',
  'login',
  'matches',
  'ratings',
  'standings',
  'gateway',
  'live',
  'scale',
  'pages',
] as const;
type Section = (typeof SECTIONS)[number];

function selectedSections(): Set<Section> {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return new Set(SECTIONS);
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
    process.exit(2);
  }
  return new Set(names as Section[]);
}

interface Row {
  budget: string;
  measured: string;
  limit: string;
  ok: boolean;
}

/** The rows measured so far; each is printed as soon as it is measured, so a later failure hides none. */
class Rows {
  readonly all: Row[] = [];

  record(...rows: Row[]): void {
    for (const row of rows) {
      this.all.push(row);
      console.log(`  ${row.ok ? 'PASS' : 'FAIL'}  ${row.budget}: ${row.measured} (budget ${row.limit})`);
    }
  }
}

async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vrpb_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface Target {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A fresh database: a PostgreSQL database of its own when TEST_DATABASE_URL is set, else a data directory. */
async function freshTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vrpb-bench-data-'));
  const database = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : null;
  return {
    dataDir,
    databaseUrl: database?.url,
    async drop() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function serverOn(target: Target, env: Record<string, string> = {}) {
  return startServer({
    ...env,
    DATA_DIR: target.dataDir,
    ACCESS_CODE: E2E_ACCESS_CODE,
    AUTH_RATE_LIMIT: '1000000',
    SIMULATED_GAME_SERVERS: '0',
    GAME_SERVER_TOKEN: BENCH_GAME_SERVER_TOKEN,
    LOG_LEVEL: 'warn',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
}

const databaseName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const roundsLabel = `median of ${THROUGHPUT_ROUNDS.rounds} paired rounds`;

/** A throughput comparison: its median ratio, the rates over all rounds, and each round's ratio. */
function comparison(measured: TurnsResult, yardstick: TurnsResult, ratio: number, digits = 0): string {
  const rounds = measured.roundRates
    .map((rate, round) => (rate / (yardstick.roundRates[round] || Number.NaN)).toFixed(2))
    .join(', ');
  return `${ratio.toFixed(2)} (${measured.perSecond.toFixed(digits)}/s vs ${yardstick.perSecond.toFixed(digits)}/s over all rounds; rounds ${rounds})`;
}

/**
 * The league's rows: the landing page, GET /api/teams with 25 teams, login and the game-server gateway, on
 * a database of their own.
 */
async function leagueRows(only: Set<Section>, rows: Rows): Promise<void> {
  if (!only.has('landing') && !only.has('teams') && !only.has('gateway')) return;
  const target = await freshTarget();
  const server = await serverOn(target);
  try {
    // The first account of the empty database: the admin the teams and the gateway sections act as.
    await registerThroughApi(server.baseUrl, E2E_ADMIN);
    if (only.has('landing')) {
      console.log('measuring the landing page ...');
      const landing = await landingScriptBytes(server.baseUrl);
      const landingKb = landing.gzipBytes / 1024;
      rows.record({
        budget: `landing page JavaScript (gzip, ${landing.files} files)`,
        measured: `${landingKb.toFixed(1)} KB`,
        limit: '<= 150 KB',
        ok: landingKb <= 150,
      });
      console.log(`running Lighthouse on the access gate (mobile preset), ${LIGHTHOUSE_RUNS} times ...`);
      const gate = await lighthousePerformance(`${server.baseUrl}/`);
      rows.record({
        budget: `Lighthouse performance of / for a first visit (the access gate), mobile preset, median of ${LIGHTHOUSE_RUNS}`,
        measured: `${gate.score} (FCP ${(gate.fcpMs / 1000).toFixed(2)} s, LCP ${(gate.lcpMs / 1000).toFixed(2)} s, TBT ${gate.tbtMs.toFixed(0)} ms, CLS ${gate.cls.toFixed(3)}; runs ${gate.runs.map((run) => run.score).join(', ')})`,
        limit: '>= 95',
        ok: gate.score >= 95,
      });
    }
    if (only.has('teams')) {
      console.log(`seeding ${TEAM_COUNT} approved teams through the API ...`);
      const playerToken = await seedTeams(server.baseUrl);
      console.log('measuring GET /api/teams against a bare node:http server answering the same bytes ...');
      const teams = await compareTeamsList(server.baseUrl, playerToken);
      const throughputRatio = medianRatio(teams.api, teams.bare);
      rows.record({
        budget: `GET /api/teams (${TEAM_COUNT} teams, ${(teams.bodyBytes / 1024).toFixed(0)} KB JSON, ${(teams.wireBytes / 1024).toFixed(1)} KB ${teams.encoding}) vs bare node:http (${databaseName}), ${roundsLabel}`,
        measured: `${comparison(teams.api, teams.bare, throughputRatio)}; p50 ${teams.api.p50Ms.toFixed(2)} ms vs ${teams.bare.p50Ms.toFixed(2)} ms; a Fastify route with no plugins answering the same bytes: ${medianRatio(teams.plainFastify, teams.bare).toFixed(2)} of bare`,
        limit: '>= 0.50',
        ok: throughputRatio >= 0.5 && teams.api.errors === 0,
      });
      const perTeam = teams.bodyBytes / TEAM_COUNT;
      rows.record({
        budget: 'bytes per team in GET /api/teams (JSON, uncompressed)',
        measured: `${perTeam.toFixed(0)} B`,
        limit: '<= 1024 B',
        ok: perTeam <= 1024,
      });
    }
    if (only.has('gateway')) {
      const gameServers = Number(process.env.BENCH_GAME_SERVERS ?? 1000);
      console.log(
        `connecting ${gameServers} simulated game servers, each reporting a session every second ...`,
      );
      const gateway = await measureGateway(server.baseUrl, gameServers);
      rows.record({
        budget: `gateway: ${gateway.agents} game servers reporting once a second on one instance`,
        measured: `${gateway.minUpToDate} connected and up to date in every one of ${gateway.samples} samples; command round-trip p50 ${gateway.p50Ms.toFixed(0)} ms, p99 ${gateway.p99Ms.toFixed(0)} ms (${gateway.commands} commands, ${gateway.commandErrors} errors)`,
        limit: `${gateway.agents} with no missed beats`,
        ok: gateway.minUpToDate >= gateway.agents && gateway.commandErrors === 0,
      });
    }
  } finally {
    await server.stop();
    await target.drop();
  }
}

/** Sign-in against raw argon2 verify, with argon2 at the server's cost, twice it and half it: a server each. */
async function loginRows(only: Set<Section>, rows: Rows): Promise<void> {
  if (!only.has('login')) return;
  for (const cost of ARGON2_COSTS) {
    const target = await freshTarget();
    const server = await serverOn(target, argon2CostEnv(cost));
    try {
      console.log(
        `measuring sign-in (wrk, ${THROUGHPUT_ROUNDS.connections} connections) against raw argon2 verify at ${cost}x argon2's cost, in turns ...`,
      );
      const { login, raw } = await compareLoginWithArgon2(server.baseUrl, THROUGHPUT_ROUNDS, cost);
      const ratio = medianRatio(login, raw);
      rows.record({
        budget: `sign-in vs raw argon2 verify at ${cost}x argon2's cost (${databaseName}), ${roundsLabel}`,
        measured: `${comparison(login, raw, ratio, 1)} (sign-in p50 ${login.p50Ms.toFixed(0)} ms, p99 ${login.p99Ms.toFixed(0)} ms, ${login.errors} errors)`,
        limit: '>= 0.90',
        ok: ratio >= 0.9 && login.errors === 0 && raw.errors === 0,
      });
    } finally {
      await server.stop();
      await target.drop();
    }
  }
}

/** One week of a 64-team season's matches, on a database holding that season. */
async function matchesRows(only: Set<Section>, rows: Rows): Promise<void> {
  if (!only.has('matches')) return;
  const target = await freshTarget();
  try {
    console.log(`writing a round-robin season of ${MATCHES_TEAMS} teams ...`);
    await seedMatchesSeason(target);
    const server = await serverOn(target);
    try {
      const viewer = { email: 'viewer@bench.test', password: 'bench-pass', displayName: 'Viewer' };
      await registerThroughApi(server.baseUrl, viewer);
      const token = await signIn(server.baseUrl, viewer);
      console.log('measuring GET /api/matches for one week against a bare node:http server ...');
      const week = await compareMatchesWeek(server.baseUrl, token);
      const ratio = medianRatio(week.api, week.bare);
      rows.record({
        budget: `GET /api/matches, one week of a ${MATCHES_TEAMS}-team season (${week.matches} matches, ${(week.bodyBytes / 1024).toFixed(0)} KB JSON) vs bare node:http (${databaseName}), ${roundsLabel}`,
        measured: comparison(week.api, week.bare, ratio),
        limit: '>= 0.50',
        ok: ratio >= 0.5 && week.api.errors === 0,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}

/** The competition's rows: ratings and standings, on a database holding a season of 500 teams and 10,000 results. */
async function seasonRows(only: Set<Section>, rows: Rows): Promise<void> {
  if (!only.has('ratings') && !only.has('standings')) return;
  const target = await freshTarget();
  try {
    if (only.has('standings') || only.has('ratings')) {
      console.log(`writing a season of ${STANDINGS_TEAMS} teams and ${STANDINGS_RESULTS} results ...`);
      await seedStandingsSeason(target);
    }
    if (only.has('ratings')) {
      console.log('recomputing the ratings of those results, with five players a team ...');
      const recompute = await measureRatingsRecompute(target);
      rows.record({
        budget: `rating recompute (${recompute.matches} matches, team and player ratings)`,
        measured: `${recompute.perSecond.toFixed(0)} matches/s (${recompute.seconds.toFixed(1)} s)`,
        limit: '>= 500 matches/s',
        ok: recompute.perSecond >= 500,
      });
    }
    if (!only.has('standings')) return;
    const server = await serverOn(target);
    try {
      if (only.has('standings')) {
        const viewer = { email: 'viewer@bench.test', password: 'bench-pass', displayName: 'Viewer' };
        await registerThroughApi(server.baseUrl, viewer);
        const token = await signIn(server.baseUrl, viewer);
        console.log('measuring the standings of a 500-team division against a bare node:http server ...');
        const standings = await compareStandings(server.baseUrl, token);
        const standingsRatio = medianRatio(standings.api, standings.bare);
        rows.record({
          budget: `GET /api/seasons/{id}/standings (${STANDINGS_TEAMS} teams, ${STANDINGS_RESULTS} results, ${(standings.bodyBytes / 1024).toFixed(0)} KB JSON) vs bare node:http (${databaseName}), ${roundsLabel}`,
          measured: comparison(standings.api, standings.bare, standingsRatio),
          limit: '>= 0.50',
          ok: standingsRatio >= 0.5 && standings.api.errors === 0,
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}

/** The live view, on a server of its own whose database holds the league it plays. */
async function liveRows(only: Set<Section>, rows: Rows): Promise<void> {
  if (!only.has('live')) return;
  const target = await freshTarget();
  try {
    console.log('writing a league of 200 matches due within the hour ...');
    await seedLiveLeague(target);
    const server = await serverOn(target);
    try {
      console.log(`playing 200 matches live, each followed by ${VIEWERS_PER_MATCH} viewers ...`);
      const live = await measureLive(server.baseUrl);
      rows.record({
        budget: `live view: ${live.matches} matches reporting every second, ${live.viewers} viewers following them (${databaseName})`,
        measured: `report to viewer p50 ${live.p50Ms.toFixed(0)} ms, p99 ${live.p99Ms.toFixed(0)} ms over ${live.deliveries} deliveries, ${live.missed} missed (${live.stateEvents} state events, ${live.changeEvents} change notices, ${live.reads} match reads, ${live.readErrors} read errors, ${live.drops} streams dropped)`,
        limit: 'p99 <= 1000 ms, none missed',
        ok: live.p99Ms <= 1000 && live.missed === 0 && live.readErrors === 0 && live.drops === 0,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}

/** The signed-in pages, on a server of its own whose database holds a season a captain plays in. */
async function pagesRows(only: Set<Section>, rows: Rows): Promise<void> {
  if (!only.has('pages')) return;
  const target = await freshTarget();
  try {
    console.log(
      `writing a season of ${DIVISIONS} divisions of ${TEAMS_PER_DIVISION} teams, week one played ...`,
    );
    const league = await seedPagesLeague(target);
    const server = await serverOn(target);
    try {
      await measurePages(server.baseUrl, league, (page) => rows.record(...pageBudgetRows(page)));
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}

/** BENCH_PAGES is checked before anything is built or seeded (the page ids do not matter to its keys). */
function checkPageSelection(only: Set<Section>): void {
  if (!only.has('pages')) return;
  const problem = pageSelectionProblem(
    pagesOf({ captainTeamId: 0, finishedMatchId: 0, liveMatchId: 0 }),
    process.env.BENCH_PAGES,
  );
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
}

/** The throughput rows' load generator is wrk: without it they are not measured at all. */
function checkWrk(only: Set<Section>): void {
  if (!['teams', 'login', 'matches', 'standings'].some((section) => only.has(section as Section))) return;
  try {
    requireWrk();
  } catch (error) {
    if (!(error instanceof WrkMissingError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const rows = new Rows();
  const only = selectedSections();
  checkPageSelection(only);
  checkWrk(only);
  if (only.has('start')) {
    console.log('timing the server start (built vs tsx) and its memory on the embedded database ...');
    rows.record(...(await startRows()));
  }
  await leagueRows(only, rows);
  await loginRows(only, rows);
  await matchesRows(only, rows);
  await seasonRows(only, rows);
  await liveRows(only, rows);
  if (only.has('scale')) {
    // Seeding the largest size needs PostgreSQL's bulk SQL: on the embedded database it is not measured.
    if (process.env.TEST_DATABASE_URL) {
      console.log('timing the main read routes at 1x, 10x and 100x of the league (bench/scale.ts) ...');
      rows.record(...(await scaleRows({ freshTarget, serverOn })));
    } else console.log('scale: not measured, it needs PostgreSQL (TEST_DATABASE_URL)');
  }
  await pagesRows(only, rows);
  console.log('');
  for (const row of rows.all) {
    console.log(`${row.ok ? 'PASS' : 'FAIL'}  ${row.budget}: ${row.measured} (budget ${row.limit})`);
  }
  if (rows.all.some((row) => !row.ok)) process.exit(1);
}

await main();
