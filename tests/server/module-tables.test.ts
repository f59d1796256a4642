import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A module reads and writes its tables only in its repository: `repository.ts`, or the files of its
// `repository/` folder. Services, routes and jobs call the repository; they never build a query
// themselves, so every statement a module runs is found in one place.

const MODULES = join(import.meta.dirname, '../../server/src/modules');
/** An import of the query builder or of the table definitions. */
const QUERY_IMPORT = /from\s+'(drizzle-orm(?:\/[\w-]+)?|@server\/db\/schema(?:\/[\w-]+)?)'/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function isRepository(file: string): boolean {
  const parts = relative(MODULES, file).split(sep);
  return parts.at(-1) === 'repository.ts' || parts.slice(0, -1).includes('repository');
}

describe('module tables', () => {
  it('only repositories import drizzle or the table definitions', () => {
    const files = sourceFiles(MODULES);
    const outside = files
      .filter((file) => !isRepository(file) && QUERY_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(MODULES, file));
    expect(outside).toEqual([]);
    // The rule has something to hold: repositories do import them.
    expect(
      files.filter((file) => isRepository(file) && QUERY_IMPORT.test(readFileSync(file, 'utf8'))).length,
    ).toBeGreaterThan(20);
  });

  it("another module reaches a module's tables through its service, not its repository", () => {
    // A repository may build its statement from another repository's query pieces (a subquery, a
    // condition, a column), so that one statement still does the work: these are those pieces.
    const sharedQueryPieces = new Set([
      'auth/repository.ts -> throttle/repository',
      'match-check-in/repository.ts -> matches/repository',
      'match-server/repository/matches.ts -> matches/repository',
      'playoffs/repository.ts -> matches/repository',
    ]);
    const reaching = sourceFiles(MODULES).flatMap((file) => {
      const from = relative(MODULES, file).split(sep).join('/');
      const owner = from.split('/')[0];
      return [
        ...readFileSync(file, 'utf8').matchAll(
          /from\s+'\.\.\/(?:\.\.\/)*([\w-]+)\/repository(?:\/[\w-]+)?'/g,
        ),
      ]
        .filter((found) => found[1] !== owner)
        .map((found) => `${from} -> ${found[1]}/repository`)
        .filter((reach) => !sharedQueryPieces.has(reach));
    });
    expect(reaching).toEqual([]);
  });
});

// Every table belongs to exactly one module, the one whose repository writes it. Another module that
// changes the table calls the owner's service function (or the owner listens to its event, like
// app.teams.onDisbanding), passing its transaction handle when the write is part of its own transaction.
// The allowed exception: reading or joining another module's table (for a list, a lock or a check); only
// inserts, updates and deletes are kept to the owner. Each module's repository header names its tables.
const TABLE_OWNERS: Record<string, string> = {
  access_passes: 'access',
  audit_log: 'audit',
  discord_announcements: 'discord-announcements',
  // Created with their season; the divisions module edits them through the seasons service.
  divisions: 'seasons',
  droplet_game_sessions: 'droplets',
  droplets: 'droplets',
  email_verification_tokens: 'email-verification',
  game_server_connections: 'game-sessions',
  game_server_credentials: 'game-servers',
  // Defined beside the game sessions, but only the match server writes and reads them.
  game_server_results: 'match-server',
  game_sessions: 'game-sessions',
  idempotency_keys: 'idempotency',
  leagues: 'league-settings',
  // Written by database triggers; read through the teams module (repository/list-viewer.ts).
  list_versions: 'teams',
  mail_outbox: 'mail',
  match_check_ins: 'match-check-in',
  match_disputes: 'match-results',
  match_events: 'matches',
  match_join_codes: 'match-join-codes',
  match_machines: 'match-server',
  match_player_stats: 'match-server',
  match_proposals: 'match-scheduling',
  match_reminders: 'match-check-in',
  match_rosters: 'match-results',
  matches: 'matches',
  notifications: 'notifications',
  password_reset_tokens: 'password-reset',
  permissions: 'roles',
  player_ratings: 'ratings',
  playoff_brackets: 'playoffs',
  rating_changes: 'ratings',
  refresh_tokens: 'auth',
  role_permissions: 'roles',
  roles: 'roles',
  roster_changes: 'roster-lock',
  season_entries: 'seasons',
  seasons: 'seasons',
  // Written by database triggers; the standings cache reads it.
  standings_versions: 'standings',
  team_invitations: 'invitations',
  team_players: 'teams',
  team_ratings: 'ratings',
  teams: 'teams',
  throttle_counters: 'throttle',
  user_roles: 'users',
  users: 'users',
};

const SCHEMA = join(import.meta.dirname, '../../server/src/db/schema');

/** The SQL name of every table, by the name its Drizzle definition is exported under. */
function tablesByExport(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(SCHEMA)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.set(match[1], match[2]);
    }
  }
  return tables;
}

/** The module a file of server/src/modules belongs to. */
function moduleOf(file: string): string {
  return relative(MODULES, file).split(sep)[0];
}

/** `table (verb)` for every table a source text inserts into, updates or deletes from. */
function writesIn(source: string, tables: Map<string, string>): { table: string; verb: string }[] {
  const names = new Map(tables);
  // An alias of a table (`alias(teams, 'team_a')`) is the same table.
  for (const match of source.matchAll(/const (\w+) = alias\(\s*(\w+)\s*,/g)) {
    const table = tables.get(match[2]);
    if (table) names.set(match[1], table);
  }
  const builder = [...source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)].flatMap((match) => {
    const table = names.get(match[2]);
    return table ? [{ table, verb: match[1] }] : [];
  });
  const raw = [
    ...source.matchAll(/\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi),
  ].flatMap((match) => {
    const table = match[2] ? names.get(match[2]) : match[3];
    const verb = match[1].split(/\s+/)[0].toLowerCase();
    return table && table in TABLE_OWNERS ? [{ table, verb }] : [];
  });
  return [...builder, ...raw];
}

describe('table owners', () => {
  const tables = tablesByExport();

  it('every table has exactly one owning module, and every owner is a module', () => {
    expect([...tables.values()].sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
    const modules = new Set(
      readdirSync(MODULES, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );
    expect(Object.values(TABLE_OWNERS).filter((owner) => !modules.has(owner))).toEqual([]);
  });

  it('a repository inserts, updates and deletes only the tables its module owns', () => {
    const repositories = sourceFiles(MODULES).filter(isRepository);
    const writes = repositories.flatMap((file) =>
      writesIn(readFileSync(file, 'utf8'), tables).map((write) => ({ file, ...write })),
    );
    const foreign = writes
      .filter(({ file, table }) => TABLE_OWNERS[table] !== moduleOf(file))
      .map(
        ({ file, table, verb }) =>
          `${relative(MODULES, file)}: ${verb} ${table} (owned by ${TABLE_OWNERS[table]})`,
      );
    expect(foreign).toEqual([]);
    // The rule has something to hold: the parser finds the writes of the owners themselves.
    expect(new Set(writes.map((write) => write.table)).size).toBeGreaterThan(35);
  });

  it("each owner's repository names the tables it owns, as the map does", () => {
    const named = new Map<string, string[]>();
    for (const file of sourceFiles(MODULES).filter(isRepository)) {
      const line = /^\/\/ Tables owned \(no other module writes them\): ([\w, ]+)\.$/m.exec(
        readFileSync(file, 'utf8'),
      );
      const module = moduleOf(file);
      if (line) named.set(module, [...(named.get(module) ?? []), ...line[1].split(', ')].sort());
    }
    const owned = new Map<string, string[]>();
    for (const [table, module] of Object.entries(TABLE_OWNERS)) {
      owned.set(module, [...(owned.get(module) ?? []), table].sort());
    }
    expect(Object.fromEntries(named)).toEqual(Object.fromEntries(owned));
  });

  it('finds builder and raw SQL writes, through aliases too', () => {
    const source = [
      "const other = alias(teams, 'other_team');",
      'await tx.insert(users).values(row);',
      'await tx\n  .update(\n    other\n  )\n  .set(x);',
      'await db.delete(teamPlayers).where(y);',
      `await tx.execute(sql\`DELETE FROM \${refreshTokens} WHERE id = 1\`);`,
      'await tx.execute(sql`update "match_events" set kind = \'x\'`);',
      'cache.delete(key); counts.update(text);',
    ].join('\n');
    expect(writesIn(source, tables)).toEqual([
      { table: 'users', verb: 'insert' },
      { table: 'teams', verb: 'update' },
      { table: 'team_players', verb: 'delete' },
      { table: 'refresh_tokens', verb: 'delete' },
      { table: 'match_events', verb: 'update' },
    ]);
  });
});
