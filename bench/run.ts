import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_ACCESS_CODE } from '../tests/e2e/api';
import { startServer } from '../tests/support/server-process';
import { BENCH_GAME_SERVER_TOKEN, measureGateway } from './gateway';
import { landingScriptBytes } from './landing';
import { lighthousePerformance } from './lighthouse';
import { loginThroughput, rawArgon2Verify } from './login';
import { measureRatingsRecompute } from './ratings';
import { compareStandings, STANDINGS_RESULTS, STANDINGS_TEAMS, seedStandingsSeason } from './standings';
import { compareTeamsList, seedTeams, TEAM_COUNT } from './teams';

// `npm run bench`: the budgets of DESIGN.md section 10 (and issues 13-15) that exist so far, measured on
// this machine.
// Exits non-zero when a budget is missed. Uses PostgreSQL when TEST_DATABASE_URL is set (a fresh
// database per run), else the embedded database.

interface Row {
  budget: string;
  measured: string;
  limit: string;
  ok: boolean;
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

async function main(): Promise<void> {
  const rows: Row[] = [];
  // Each row is printed as soon as it is measured too, so a later failure does not hide it.
  const record = (row: Row) => {
    rows.push(row);
    console.log(`  ${row.ok ? 'PASS' : 'FAIL'}  ${row.budget}: ${row.measured} (budget ${row.limit})`);
  };
  const database = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'vrpb-bench-data-'));
  console.log(`writing a season of ${STANDINGS_TEAMS} teams and ${STANDINGS_RESULTS} results ...`);
  await seedStandingsSeason({ dataDir, databaseUrl: database?.url });
  console.log('recomputing the ratings of those results, with five players a team ...');
  const recompute = await measureRatingsRecompute({ dataDir, databaseUrl: database?.url });
  record({
    budget: `rating recompute (${recompute.matches} matches, team and player ratings)`,
    measured: `${recompute.perSecond.toFixed(0)} matches/s (${recompute.seconds.toFixed(1)} s)`,
    limit: '>= 500 matches/s',
    ok: recompute.perSecond >= 500,
  });
  const server = await startServer({
    DATA_DIR: dataDir,
    ACCESS_CODE: E2E_ACCESS_CODE,
    AUTH_RATE_LIMIT: '1000000',
    SIMULATED_GAME_SERVERS: '0',
    GAME_SERVER_TOKEN: BENCH_GAME_SERVER_TOKEN,
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    console.log('measuring the landing page ...');
    const landing = await landingScriptBytes(server.baseUrl);
    const landingKb = landing.gzipBytes / 1024;
    record({
      budget: `landing page JavaScript (gzip, ${landing.files} files)`,
      measured: `${landingKb.toFixed(1)} KB`,
      limit: '<= 150 KB',
      ok: landingKb <= 150,
    });

    const lighthouseRuns = 3;
    console.log(`running Lighthouse on the access gate (mobile preset), ${lighthouseRuns} times ...`);
    const gate = await lighthousePerformance(`${server.baseUrl}/`, lighthouseRuns);
    record({
      budget: `Lighthouse performance of / for a first visit (the access gate), mobile preset, median of ${lighthouseRuns}`,
      measured: `${gate.score} (FCP ${(gate.fcpMs / 1000).toFixed(2)} s, LCP ${(gate.lcpMs / 1000).toFixed(2)} s, TBT ${gate.tbtMs.toFixed(0)} ms, CLS ${gate.cls.toFixed(3)}; runs ${gate.runs.map((run) => run.score).join(', ')})`,
      limit: '>= 95',
      ok: gate.score >= 95,
    });

    console.log(`seeding ${TEAM_COUNT} approved teams through the API ...`);
    const playerToken = await seedTeams(server.baseUrl);
    console.log('measuring GET /api/teams against a bare Fastify route ...');
    const teams = await compareTeamsList(server.baseUrl, playerToken);
    const throughputRatio = teams.api.perSecond / teams.bare.perSecond;
    record({
      budget: `GET /api/teams (${TEAM_COUNT} teams, ${(teams.bodyBytes / 1024).toFixed(0)} KB) vs bare Fastify`,
      measured: `${teams.api.perSecond.toFixed(0)}/s vs ${teams.bare.perSecond.toFixed(0)}/s = ${throughputRatio.toFixed(2)}`,
      limit: '>= 0.15',
      ok: throughputRatio >= 0.15 && teams.api.errors === 0,
    });
    const p99Ratio = teams.apiHalfLoad.p99Ms / Math.max(teams.bareHalfLoad.p99Ms, 0.001);
    record({
      budget: `GET /api/teams p99 at half load (${Math.floor(teams.api.perSecond / 2)}/s)`,
      measured: `${teams.apiHalfLoad.p99Ms.toFixed(1)} ms vs bare ${teams.bareHalfLoad.p99Ms.toFixed(1)} ms = ${p99Ratio.toFixed(1)}x`,
      limit: '<= 5x',
      ok: p99Ratio <= 5 && teams.apiHalfLoad.errors === 0,
    });

    console.log('measuring the standings of a 500-team division against a bare Fastify route ...');
    const standings = await compareStandings(server.baseUrl, playerToken);
    const standingsRatio = standings.api.perSecond / standings.bare.perSecond;
    record({
      budget: `GET /api/seasons/{id}/standings (${STANDINGS_TEAMS} teams, ${STANDINGS_RESULTS} results, ${(standings.bodyBytes / 1024).toFixed(0)} KB) vs bare Fastify`,
      measured: `${standings.api.perSecond.toFixed(0)}/s vs ${standings.bare.perSecond.toFixed(0)}/s = ${standingsRatio.toFixed(2)}`,
      limit: '>= 0.30',
      ok: standingsRatio >= 0.3 && standings.api.errors === 0,
    });

    const concurrency = 4;
    const durationMs = 8_000;
    console.log('measuring raw argon2 verify, then login ...');
    const raw = await rawArgon2Verify(concurrency, durationMs);
    const login = await loginThroughput(server.baseUrl, concurrency, durationMs);
    const ratio = login.perSecond / raw.perSecond;
    record({
      budget: `login vs raw argon2 verify (${database ? 'PostgreSQL' : 'PGlite'})`,
      measured: `${login.perSecond.toFixed(1)}/s vs ${raw.perSecond.toFixed(1)}/s = ${ratio.toFixed(2)} (p99 ${login.p99Ms.toFixed(0)} ms, ${login.errors} errors)`,
      limit: '>= 0.80',
      ok: ratio >= 0.8 && login.errors === 0,
    });

    const gameServers = Number(process.env.BENCH_GAME_SERVERS ?? 1000);
    console.log(
      `connecting ${gameServers} simulated game servers, each reporting a session every second ...`,
    );
    const gateway = await measureGateway(server.baseUrl, gameServers);
    record({
      budget: `gateway: ${gateway.agents} game servers reporting once a second on one instance`,
      measured: `${gateway.minUpToDate} connected and up to date in every one of ${gateway.samples} samples; command round-trip p50 ${gateway.p50Ms.toFixed(0)} ms, p99 ${gateway.p99Ms.toFixed(0)} ms (${gateway.commands} commands, ${gateway.commandErrors} errors)`,
      limit: `${gateway.agents} with no missed beats`,
      ok: gateway.minUpToDate >= gateway.agents && gateway.commandErrors === 0,
    });
  } finally {
    await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  for (const row of rows) {
    console.log(`${row.ok ? 'PASS' : 'FAIL'}  ${row.budget}: ${row.measured} (budget ${row.limit})`);
  }
  if (rows.some((row) => !row.ok)) process.exit(1);
}

await main();
