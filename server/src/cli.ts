import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { translate } from '@domain/i18n';
import { ROLES } from '@domain/permissions';
import { displayNameSchema, emailSchema, newPasswordSchema } from '@domain/validation';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { systemClock } from './clock';
import { type Config, ConfigError, loadConfig, MEMORY_DATA_DIR } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { MigrationRefusedError, migrateDatabase } from './db/migrate';
import { MoveRefusedError, moveToPostgres } from './db/move-to-postgres';
import { compilePgliteOnBaselineOnly } from './db/pglite-compiler.mjs';
import { matches, teams, users } from './db/schema';
import { HttpError } from './http/http-error';
import { hashPassword } from './modules/auth/passwords';
import { RestoreRefusedError, restorePglite } from './modules/backup/snapshot';
import { resetLinkForEmail } from './modules/password-reset/service';
import { recomputeAllRatings } from './modules/ratings/replay';
import { createAccount } from './modules/users/accounts';
import { addRole, findUserByEmail } from './modules/users/repository';

// Operator tasks on the same database as the server (same environment):
//   npm run admin -- promote <email>
//   npm run admin -- create <email> <displayName> [--password <password>]
//   npm run admin -- recompute-ratings
//   npm run admin -- reset-password <email>
//   npm run admin -- restore <file>
//   npm run admin -- move-to-postgres

const USAGE = `Usage:
  npm run admin -- promote <email>                                   give an account the Admin role
  npm run admin -- create <email> <displayName> [--password <pw>]    create an Admin account (prompts for the password)
  npm run admin -- recompute-ratings                                 recompute every rating from the stored results
  npm run admin -- reset-password <email>                            print a password reset link (valid 30 minutes)
  npm run admin -- restore <file>                                    restore a backup (GET /api/admin/backup) into an empty DATA_DIR
  npm run admin -- move-to-postgres                                  copy DATA_DIR's league into the empty DATABASE_URL (server stopped)`;

class CliError extends Error {}

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new CliError(
      `${what}: ${result.error.issues[0]?.message ?? translate('app.errors.api.invalidInput')}`,
    );
  return result.data;
}

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new CliError('No --password given and no terminal to ask for one.');
  }
  process.stdout.write('Password for the new account: ');
  // The terminal must not echo the password: readline writes to a sink instead.
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: sink, terminal: true });
  try {
    return await prompt.question('');
  } finally {
    prompt.close();
    process.stdout.write('\n');
  }
}

async function promote(database: Database, email: string): Promise<string> {
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new CliError(`No account with the email ${email}.`);
  if (user.roles.includes(ROLES.admin)) return `${user.email} is already an Admin.`;
  await addRole(database.db, user.id, ROLES.admin);
  return `${user.email} (${user.displayName}) is now an Admin.`;
}

interface NewAdmin {
  email: string;
  displayName: string;
  password: string;
}

/** Checks the arguments (and asks for the password) before anything touches the database. */
async function newAdminFrom(args: string[], password: string | undefined): Promise<NewAdmin> {
  const [emailArgument, ...nameParts] = args;
  if (!emailArgument || nameParts.length === 0) throw new CliError(USAGE);
  return {
    email: parse(emailSchema, emailArgument, 'Email'),
    displayName: parse(displayNameSchema, nameParts.join(' '), 'Display name'),
    password: parse(newPasswordSchema, password ?? (await promptPassword()), 'Password'),
  };
}

async function create(database: Database, { email, displayName, password }: NewAdmin): Promise<string> {
  const user = await createAccount(database.db, {
    email,
    displayName,
    passwordHash: await hashPassword(password),
  });
  if (!user.roles.includes(ROLES.admin)) await addRole(database.db, user.id, ROLES.admin);
  return `Created the Admin account ${user.email} (${user.displayName}), id ${user.id}.`;
}

/** Unpacks a backup into an empty DATA_DIR, then opens it as the server would (newer migrations included). */
async function restore(config: Config, file: string): Promise<string> {
  if (config.databaseUrl)
    throw new CliError(
      'DATABASE_URL is set: restore a PostgreSQL league with pg_restore (docs/operations.md).',
    );
  if (config.dataDir === MEMORY_DATA_DIR)
    throw new CliError('Set DATA_DIR to the directory to restore into.');
  let tarball: Buffer;
  try {
    tarball = await readFile(file);
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
  try {
    await restorePglite(config.dataDir, new Blob([new Uint8Array(tarball)]));
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof DataDirInUseError) throw error;
    throw new CliError(`${file} is not a backup of this league's database (${(error as Error).message}).`);
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const rows = async (table: typeof users | typeof teams | typeof matches) =>
      (await database.db.select({ total: count() }).from(table))[0]?.total ?? 0;
    const [accounts, teamCount, matchCount] = [await rows(users), await rows(teams), await rows(matches)];
    return `Restored the league into ${config.dataDir}: ${accounts} accounts, ${teamCount} teams, ${matchCount} matches. Start the server with npm start.`;
  } finally {
    await database.close();
  }
}

/** Copies the embedded database of DATA_DIR into the PostgreSQL database of DATABASE_URL. */
async function moveLeague(config: Config): Promise<string> {
  if (!config.databaseUrl)
    throw new CliError('Set DATABASE_URL to the empty PostgreSQL database to move into.');
  if (config.dataDir === MEMORY_DATA_DIR)
    throw new CliError('Set DATA_DIR to the directory the league runs in.');
  const source = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
  try {
    if (source.kind !== 'pglite') throw new CliError('DATA_DIR holds no embedded database.');
    const target = await openDatabase(config);
    try {
      if (target.kind !== 'postgres') throw new CliError('DATABASE_URL is not a PostgreSQL database.');
      await migrateDatabase(source);
      await migrateDatabase(target);
      const counts = await moveToPostgres(source, target);
      const width = Math.max(...counts.map((count) => count.table.length));
      const lines = counts.map(
        (count) =>
          `${count.table.padEnd(width)}  ${String(count.source).padStart(8)}  ${String(count.copied).padStart(8)}`,
      );
      return [
        `${'table'.padEnd(width)}  ${'PGlite'.padStart(8)}  ${'Postgres'.padStart(8)}`,
        ...lines,
        `Moved the league into PostgreSQL. Start the server with DATABASE_URL set; keep DATA_DIR (secrets.json) or set the secrets in the environment.`,
      ].join('\n');
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  const config = loadConfig(process.env);
  let task: (database: Database) => Promise<string>;
  if (command === 'promote' && rest.length === 1) {
    task = (database) => promote(database, rest[0]!);
  } else if (command === 'recompute-ratings' && rest.length === 0) {
    task = async (database) => {
      const replayed = await database.db.transaction((tx) => recomputeAllRatings(tx));
      return `Recomputed the ratings of ${replayed} matches`;
    };
  } else if (command === 'reset-password' && rest.length === 1) {
    task = async (database) => {
      const link = await resetLinkForEmail(
        database.db,
        { clock: systemClock, publicUrl: config.publicUrl },
        rest[0]!,
      );
      if (!link) throw new CliError(`No account with the email ${rest[0]}.`);
      return link;
    };
  } else if (command === 'move-to-postgres' && rest.length === 0) {
    return moveLeague(config);
  } else if (command === 'restore' && rest.length === 1) {
    return restore(config, rest[0]!);
  } else if (command === 'create') {
    const admin = await newAdminFrom(rest, values.password);
    task = (database) => create(database, admin);
  } else {
    throw new CliError(USAGE);
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await task(database);
  } finally {
    await database.close();
  }
}

// A command opens the embedded database once and exits: baseline WebAssembly, as the server runs it.
compilePgliteOnBaselineOnly();
run(process.argv.slice(2)).then(
  (result) => {
    console.log(result);
  },
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.problems.join('\n'));
    else if (
      error instanceof CliError ||
      error instanceof HttpError ||
      error instanceof DataDirInUseError ||
      error instanceof RestoreRefusedError ||
      error instanceof MoveRefusedError ||
      error instanceof MigrationRefusedError
    )
      console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  },
);
