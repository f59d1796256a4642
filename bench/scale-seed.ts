import pg from 'pg';
import { DEFAULT_TIEBREAKERS } from '../domain/standings';
import { openDatabase } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { roundRobin } from '../server/src/modules/fixtures/round-robin';
import { E2E_ADMIN } from '../tests/e2e/api';

// The league the scale section reads, written in bulk SQL (INSERT ... SELECT generate_series) through the
// real schema after its migrations, foreign keys and triggers on. One size unit (1x) is 64 teams of 5
// players in 8 divisions of 8, playing nine seasons of a 7-week single round robin: eight Finished and
// one Live in its fifth week, 2,016 matches. Every played match has its rosters, its ten players' stats
// and twelve rating changes; every result its history events; approvals, results set by admins and
// forfeits their audit rows. Team n's players are users n*5+1 .. n*5+5 counted from the first player id.

export const SCALE_SEASONS = 9;
export const SCALE_WEEKS = 7;
const DIVISION_SIZE = 8;
const PLAYERS_PER_TEAM = 5;
const TEAMS_PER_UNIT = 64;
/** The week the Live season is in: earlier weeks are Confirmed, this one partly reported, later ones to play. */
const LIVE_WEEK = 5;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface ScaleLeague {
  teams: number;
  players: number;
  matches: number;
  divisionsPerSeason: number;
  /** Ids the routes are read with. */
  seasonIds: number[];
  liveSeasonId: number;
  firstTeamId: number;
  firstPlayerId: number;
  firstDivisionId: number;
  firstMatchId: number;
  seconds: number;
}

/** The slots of a division's round robin: (week, slot of team A, slot of team B), 28 for 8 teams. */
function divisionPairs(): { week: number[]; a: number[]; b: number[] } {
  const slots = Array.from({ length: DIVISION_SIZE }, (_, slot) => slot);
  const pairs = { week: [] as number[], a: [] as number[], b: [] as number[] };
  roundRobin(slots).forEach((week, index) => {
    for (const [a, b] of week.pairs) {
      pairs.week.push(index + 1);
      pairs.a.push(a);
      pairs.b.push(b);
    }
  });
  return pairs;
}

async function nextId(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query(`select coalesce(max(id), 0) + 1 as next from ${table}`);
  return Number(rows[0].next);
}

/** The statements, in order; each is one INSERT ... SELECT over the whole league. */
function statements(ids: {
  scale: number;
  user: number;
  team: number;
  season: number;
  division: number;
  admin: number;
  liveStart: Date;
}): [string, string][] {
  const teams = TEAMS_PER_UNIT * ids.scale;
  const players = teams * PLAYERS_PER_TEAM;
  const divisions = teams / DIVISION_SIZE;
  const pairs = divisionPairs();
  const liveSeason = SCALE_SEASONS - 1;
  const captainOf = (teamColumn: string) =>
    `(${ids.user} + (${teamColumn} - ${ids.team}) * ${PLAYERS_PER_TEAM})`;
  const seasonStart = (season: string) =>
    `('${ids.liveStart.toISOString()}'::timestamptz - (${liveSeason} - ${season}) * interval '10 weeks')`;
  // Team placement per season: a different mix every season (37 is prime to every size's team count).
  const placement = `create temp table scale_placement on commit drop as
    select s as season, d as division, slot,
      ((d * ${DIVISION_SIZE} + slot) * 37 + s * 13) % ${teams} as team
    from generate_series(0, ${SCALE_SEASONS - 1}) s, generate_series(0, ${divisions - 1}) d,
      generate_series(0, ${DIVISION_SIZE - 1}) slot`;
  const playedMatches = `from (select * from matches where status = 'Confirmed' and forfeit_kind is null) m`;
  return [
    ['placements', placement],
    // A temporary table has no statistics until analysed: the planner would join it with nested loops.
    ['placement statistics', 'analyze scale_placement'],
    [
      'players',
      `insert into users (id, email, display_name, email_verified_at, created_at, updated_at)
       select ${ids.user} + n, 'player' || n || '@scale.test', 'Player ' || n,
         now() - interval '500 days', now() - interval '500 days', now() - interval '500 days'
       from generate_series(0, ${players - 1}) n`,
    ],
    [
      'player roles',
      `insert into user_roles (user_id, role_id)
       select ${ids.user} + n, (select id from roles where name = 'Player') from generate_series(0, ${players - 1}) n`,
    ],
    [
      'seasons',
      `insert into seasons (id, league_id, name, status, starts_at, weeks, points_win, points_draw, points_loss,
         points_forfeit, tiebreakers, created_by, created_at)
       select ${ids.season} + s, 1, 'Season ' || (s + 1), (case when s = ${liveSeason} then 'Live' else 'Finished' end)::season_status,
         ${seasonStart('s')}, ${SCALE_WEEKS}, 3, 1, 0, 0, '{${DEFAULT_TIEBREAKERS.join(',')}}'::text[], ${ids.admin},
         ${seasonStart('s')} - interval '3 weeks'
       from generate_series(0, ${SCALE_SEASONS - 1}) s`,
    ],
    [
      'divisions',
      `insert into divisions (id, name, mmr_percentage, season_id, tier)
       select ${ids.division} + s * ${divisions} + d, 'Division ' || (d + 1),
         greatest(1, 100 - (d * 99) / ${divisions}), ${ids.season} + s, d
       from generate_series(0, ${SCALE_SEASONS - 1}) s, generate_series(0, ${divisions - 1}) d`,
    ],
    [
      'teams',
      `insert into teams (id, name, code, website, status, league_id, division_id, points, created_by, decided_by,
         decided_at, created_at)
       select ${ids.team} + p.team, 'Team ' || p.team, 'T' || p.team, 'https://team' || p.team || '.example.com',
         'Approved', 1, ${ids.division} + p.season * ${divisions} + p.division, 0, ${captainOf(`${ids.team} + p.team`)},
         ${ids.admin}, now() - interval '499 days', now() - interval '500 days'
       from scale_placement p where p.season = ${liveSeason}`,
    ],
    [
      'team players',
      `insert into team_players (team_id, user_id, is_captain, is_co_captain, created_at)
       select ${ids.team} + n / ${PLAYERS_PER_TEAM}, ${ids.user} + n, n % ${PLAYERS_PER_TEAM} = 0,
         n % ${PLAYERS_PER_TEAM} = 1, now() - interval '499 days'
       from generate_series(0, ${players - 1}) n`,
    ],
    [
      'season entries',
      `insert into season_entries (season_id, team_id, division_id, seed_rating, placed_by_admin, registered_at)
       select ${ids.season} + p.season, ${ids.team} + p.team, ${ids.division} + p.season * ${divisions} + p.division,
         1500 - p.division * 10 - p.slot, false, ${seasonStart('p.season')} - interval '2 weeks'
       from scale_placement p`,
    ],
    [
      'matches',
      `insert into matches (season_id, division_id, stage, week, window_start, window_end, default_time,
         scheduled_at, team_a_id, team_b_id, status, rounds_a, rounds_b, forfeit_kind, forfeit_loser_team_id,
         result_source, reported_by_team_id, reported_by_user_id, reported_at, confirmed_by_user_id, confirmed_at,
         played_at, created_at)
       select season_id, division_id, 'league', week, window_start, window_start + interval '7 days',
         default_time, case when status = 'Reported' then play.played_at else scheduled_at end,
         team_a_id, team_b_id, status::match_status,
         case when has_result and not forfeit then floor(random() * 8) end,
         case when has_result and not forfeit then floor(random() * 8) end,
         case when has_result and forfeit then 'noShow'::forfeit_kind end,
         case when has_result and forfeit then team_b_id end,
         case when has_result then (case when roll < 0.55 then 'gameServer' when roll < 0.95 then 'captain' else 'admin' end)::result_source end,
         case when has_result then team_a_id end,
         case when has_result then ${captainOf('team_a_id')} end,
         case when has_result then reported_at end,
         case when status = 'Confirmed' then ${captainOf('team_b_id')} end,
         case when status = 'Confirmed' then reported_at + interval '2 hours' end,
         case when has_result and not forfeit then played_at end,
         window_start - interval '2 weeks'
       from (
         select ${ids.season} + p.season as season_id, ${ids.division} + p.season * ${divisions} + p.division as division_id,
           pair.week, ${seasonStart('p.season')} + (pair.week - 1) * interval '7 days' as window_start,
           date_trunc('day', ${seasonStart('p.season')} + (pair.week - 1) * interval '7 days' + interval '3 days')
             + interval '19 hours' as default_time,
           case
             when p.season = ${liveSeason} and pair.week = ${LIVE_WEEK} then now() + (1 + floor(random() * 60)) * interval '1 hour'
             else date_trunc('day', ${seasonStart('p.season')} + (pair.week - 1) * interval '7 days' + interval '3 days')
               + interval '19 hours' + (floor(random() * 5) - 2) * interval '1 hour'
           end as scheduled_at,
           ${ids.team} + p.team as team_a_id, ${ids.team} + q.team as team_b_id,
           case
             when p.season < ${liveSeason} or pair.week < ${LIVE_WEEK} then 'Confirmed'
             when pair.week > ${LIVE_WEEK} then 'Scheduled'
             when random() < 0.3 then 'Reported' else 'Scheduled'
           end as status,
           random() < 0.03 as forfeit, random() as roll
         from scale_placement p
         join unnest('{${pairs.week.join(',')}}'::int[], '{${pairs.a.join(',')}}'::int[], '{${pairs.b.join(',')}}'::int[])
           as pair(week, a, b) on pair.a = p.slot
         join scale_placement q on q.season = p.season and q.division = p.division and q.slot = pair.b
         order by p.season, pair.week, p.division, pair.a
       ) planned,
       lateral (select status in ('Confirmed', 'Reported') as has_result) result,
       -- The Live week's reports came in the last day (played an hour before), its other matches are still
       -- to play: the server's jobs (auto-confirmation after 24 h, no-shows, kick-offs) find nothing to do.
       lateral (select case when planned.status = 'Reported'
         then now() - (1 + floor(random() * 20)) * interval '1 hour' else planned.scheduled_at + interval '1 hour' end
         as reported_at) report,
       lateral (select report.reported_at - interval '1 hour' as played_at) play`,
    ],
    [
      'match rosters',
      `insert into match_rosters (match_id, team_id, user_id, display_name)
       select m.id, side.team_id, ${ids.user} + (side.team_id - ${ids.team}) * ${PLAYERS_PER_TEAM} + k,
         'Player ' || ((side.team_id - ${ids.team}) * ${PLAYERS_PER_TEAM} + k)
       ${playedMatches}
       cross join lateral (values (m.team_a_id), (m.team_b_id)) side(team_id)
       cross join generate_series(0, ${PLAYERS_PER_TEAM - 1}) k`,
    ],
    [
      'player stats',
      `insert into match_player_stats (match_id, user_id, side, eliminations, deaths, hits, shots, seconds_played)
       select m.id, ${ids.user} + (side.team_id - ${ids.team}) * ${PLAYERS_PER_TEAM} + k, side.side::match_side,
         floor(random() * 20), floor(random() * 20), floor(shots * random() * 0.6), shots, 600 + floor(random() * 600)
       ${playedMatches}
       cross join lateral (values (m.team_a_id, 'A'), (m.team_b_id, 'B')) side(team_id, side)
       cross join generate_series(0, ${PLAYERS_PER_TEAM - 1}) k
       cross join lateral (select 50 + floor(random() * 150) as shots offset 0) fired`,
    ],
    [
      'team rating changes',
      `insert into rating_changes (match_id, team_id, mu_before, sigma_before, mu_after, sigma_after)
       select m.id, side.team_id, before.mu, before.sigma, before.mu + (random() - 0.5) * 2, before.sigma * 0.98
       ${playedMatches}
       cross join lateral (values (m.team_a_id), (m.team_b_id)) side(team_id)
       cross join lateral (select 20 + random() * 10 as mu, 2 + random() * 6 as sigma offset 0) before`,
    ],
    [
      'player rating changes',
      `insert into rating_changes (match_id, user_id, mu_before, sigma_before, mu_after, sigma_after)
       select r.match_id, r.user_id, before.mu, before.sigma, before.mu + (random() - 0.5) * 2, before.sigma * 0.98
       from match_rosters r
       cross join lateral (select 20 + random() * 10 as mu, 2 + random() * 6 as sigma offset 0) before`,
    ],
    [
      'team ratings',
      `insert into team_ratings (team_id, mu, sigma, rated_matches)
       select team_id, 20 + random() * 10, 2 + random() * 3, count(*) from rating_changes
       where team_id is not null group by team_id`,
    ],
    [
      'player ratings',
      `insert into player_ratings (user_id, mu, sigma, rated_matches)
       select user_id, 20 + random() * 10, 2 + random() * 3, count(*) from rating_changes
       where user_id is not null group by user_id`,
    ],
    [
      'match history',
      `insert into match_events (match_id, kind, actor_user_id, actor_name, actor_team_id, details, created_at)
       select m.id, event.kind::match_event_kind, event.actor, 'Player ' || (event.actor - ${ids.user}), event.team,
         event.details, event.at
       from matches m
       cross join lateral (values
         ('resultReported', m.reported_by_user_id, m.team_a_id,
           jsonb_build_object('roundsA', m.rounds_a, 'roundsB', m.rounds_b), m.reported_at),
         ('resultConfirmed', m.confirmed_by_user_id, m.team_b_id, '{}'::jsonb, m.confirmed_at)
       ) event(kind, actor, team, details, at)
       where event.at is not null`,
    ],
    [
      'audit log',
      `insert into audit_log (actor_user_id, action, target_type, target_id, details, created_at)
       select ${ids.admin}, 'team.approve', 'team', t.id, jsonb_build_object('name', t.name), t.decided_at from teams t
         where t.id >= ${ids.team}
       union all
       select ${ids.admin}, 'season.create', 'season', s.id, jsonb_build_object('name', s.name), s.created_at
         from seasons s where s.id >= ${ids.season}
       union all
       select ${ids.admin}, 'match.result', 'match', m.id,
         jsonb_build_object('before', jsonb_build_object('status', 'Reported'),
           'after', jsonb_build_object('status', 'Confirmed', 'roundsA', m.rounds_a, 'roundsB', m.rounds_b)),
         m.confirmed_at
         from matches m where m.result_source = 'admin' and m.status = 'Confirmed'
       union all
       select null, 'match.noShowForfeit', 'match', m.id,
         jsonb_build_object('loserTeamId', m.forfeit_loser_team_id), m.reported_at
         from matches m where m.forfeit_kind is not null
       order by 6`,
    ],
    [
      'sequences',
      `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users)),
         setval(pg_get_serial_sequence('teams', 'id'), (select max(id) from teams)),
         setval(pg_get_serial_sequence('seasons', 'id'), (select max(id) from seasons)),
         setval(pg_get_serial_sequence('divisions', 'id'), (select max(id) from divisions))`,
    ],
  ];
}

/** The tables written in bulk: their indexes are built once after the rows rather than row by row. */
const BULK_TABLES = [
  'users',
  'team_players',
  'season_entries',
  'matches',
  'match_rosters',
  'match_player_stats',
  'rating_changes',
  'match_events',
  'audit_log',
];

/** Drops the bulk tables' indexes that back no constraint; answers the statements that build them again. */
async function dropIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1::text[])
       and indexname not in (select conname from pg_constraint)`,
    [BULK_TABLES],
  );
  for (const index of rows) await client.query(`drop index "${index.name}"`);
  return rows.map((index) => index.definition as string);
}

/**
 * Every single-column foreign key of the database holds: each value names an existing row. Throws naming
 * the first constraint broken.
 */
async function checkForeignKeys(client: pg.Client): Promise<void> {
  const { rows } = await client.query(`
    select con.conname as name, child.relname as child, child_column.attname as child_column,
      parent.relname as parent, parent_column.attname as parent_column
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    join pg_attribute child_column on child_column.attrelid = con.conrelid and child_column.attnum = con.conkey[1]
    join pg_attribute parent_column on parent_column.attrelid = con.confrelid and parent_column.attnum = con.confkey[1]
    where con.contype = 'f' and cardinality(con.conkey) = 1
      and child.relnamespace = 'public'::regnamespace`);
  for (const key of rows) {
    const { rows: broken } = await client.query(
      `select count(*)::int as rows from "${key.child}" c where c."${key.child_column}" is not null
       and not exists (select 1 from "${key.parent}" p where p."${key.parent_column}" = c."${key.child_column}")`,
    );
    if (broken[0].rows > 0) throw new Error(`${broken[0].rows} rows break the foreign key ${key.name}`);
  }
}

/** Writes the league of `scale` size units into the database at `databaseUrl` (PostgreSQL), migrated first. */
export async function seedScaleLeague(
  target: { dataDir: string; databaseUrl: string },
  scale: number,
  log: (line: string) => void = () => {},
): Promise<ScaleLeague> {
  const started = performance.now();
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const adminHash = await hashPassword(E2E_ADMIN.password);
    await client.query('begin');
    // Row by row, the foreign-key triggers would write some 10,000 rows a second; checkForeignKeys checks
    // every key afterwards in a few joins instead. The change-notice triggers have nobody to tell yet.
    await client.query(`set local session_replication_role = replica`);
    const {
      rows: [admin],
    } = await client.query(
      'insert into users (email, display_name, password_hash) values ($1, $2, $3) returning id',
      [E2E_ADMIN.email, E2E_ADMIN.displayName, adminHash],
    );
    await client.query(
      `insert into user_roles (user_id, role_id) select $1, id from roles where name in ('Player', 'Admin')`,
      [admin.id],
    );
    const ids = {
      scale,
      admin: Number(admin.id),
      user: await nextId(client, 'users'),
      team: await nextId(client, 'teams'),
      season: await nextId(client, 'seasons'),
      division: await nextId(client, 'divisions'),
      liveStart: new Date(Date.now() - (LIVE_WEEK - 0.5) * WEEK_MS),
    };
    const firstMatchId = await nextId(client, 'matches');
    const rebuildIndexes = await dropIndexes(client);
    for (const [name, statement] of statements(ids)) {
      const at = performance.now();
      const result = await client.query(statement);
      log(`    ${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    }
    const indexing = performance.now();
    for (const definition of rebuildIndexes) await client.query(definition);
    log(
      `    indexes: ${rebuildIndexes.length} built in ${((performance.now() - indexing) / 1000).toFixed(1)} s`,
    );
    await checkForeignKeys(client);
    await client.query('commit');
    // As a league that has run a while: statistics current, every page's visibility settled, so neither the
    // first reads nor an autovacuum woken by the load fall on the measured requests.
    await client.query('vacuum (analyze)');
    const teams = TEAMS_PER_UNIT * scale;
    const {
      rows: [counted],
    } = await client.query('select count(*)::int as matches from matches');
    return {
      teams,
      players: teams * PLAYERS_PER_TEAM,
      matches: counted.matches,
      divisionsPerSeason: teams / DIVISION_SIZE,
      seasonIds: Array.from({ length: SCALE_SEASONS }, (_, index) => ids.season + index),
      liveSeasonId: ids.season + SCALE_SEASONS - 1,
      firstTeamId: ids.team,
      firstPlayerId: ids.user,
      firstDivisionId: ids.division,
      firstMatchId,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
