import type { Database } from './client';

// Moves a league from the embedded database (PGlite in DATA_DIR) to an empty PostgreSQL database migrated
// to the same version: every table's rows, in one PostgreSQL transaction, parents before children (foreign
// keys), with the tables' own triggers (change notices, list versions) held off while rows arrive, and each
// sequence set past the highest id copied. The copy is refused when PostgreSQL already holds an account.

type Pglite = Extract<Database, { kind: 'pglite' }>;
type Postgres = Extract<Database, { kind: 'postgres' }>;

export class MoveRefusedError extends Error {}

export interface TableCount {
  table: string;
  source: number;
  copied: number;
}

/** Rows sent to PostgreSQL per statement. */
const BATCH_ROWS = 1_000;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The public tables, each after every table it refers to. */
async function tablesInCopyOrder(source: Pglite): Promise<string[]> {
  const tables = (
    await source.client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => row.name);
  const references = (
    await source.client.query<{ child: string; parent: string }>(`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.oid <> p.oid`)
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    path.add(table);
    for (const { child, parent } of references) if (child === table) place(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

async function countRows(query: (text: string) => Promise<{ rows: { n: number }[] }>, table: string) {
  return (await query(`select count(*)::int as n from ${quote(table)}`)).rows[0]?.n ?? 0;
}

export async function moveToPostgres(source: Pglite, target: Postgres): Promise<TableCount[]> {
  const tables = await tablesInCopyOrder(source);
  const client = await target.pool.connect();
  try {
    await client.query('begin');
    const holdsAccounts = await client.query<{ n: number }>('select count(*)::int as n from users');
    if ((holdsAccounts.rows[0]?.n ?? 0) > 0)
      throw new MoveRefusedError(
        'The PostgreSQL database already holds accounts: move into an empty database (created, then left to the server or this command to migrate).',
      );
    // What the migrations seeded (roles, permissions, settings) is replaced by the league's own rows.
    await client.query(`truncate ${tables.map(quote).join(', ')} restart identity cascade`);
    for (const table of tables) await client.query(`alter table ${quote(table)} disable trigger user`);

    const counts: TableCount[] = [];
    for (const table of tables) {
      const columns = (
        await client.query<{ name: string }>(
          `select column_name as name from information_schema.columns
           where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table],
        )
      ).rows.map((row) => quote(row.name));
      const list = columns.join(', ');
      const rows = (
        await source.client.query<{ row: string }>(
          `select row_to_json(t)::text as row from ${quote(table)} t`,
        )
      ).rows;
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const batch = `[${rows
          .slice(start, start + BATCH_ROWS)
          .map((r) => r.row)
          .join(',')}]`;
        await client.query(
          `insert into ${quote(table)} (${list}) select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
          [batch],
        );
      }
      counts.push({
        table,
        source: await countRows((text) => source.client.query(text), table),
        copied: await countRows((text) => client.query(text), table),
      });
    }

    for (const table of tables) await client.query(`alter table ${quote(table)} enable trigger user`);
    // Each id sequence continues after the highest id copied.
    const sequences = await client.query<{ sequence: string; table: string; column: string }>(`
      select s.relname as sequence, t.relname as table, a.attname as column
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace`);
    for (const { sequence, table, column } of sequences.rows)
      await client.query(
        `select setval('public.${quote(sequence)}', coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
      );

    const differing = counts.filter((count) => count.source !== count.copied);
    if (differing.length > 0)
      throw new Error(`rows differ after the copy in ${differing.map((count) => count.table).join(', ')}`);
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
