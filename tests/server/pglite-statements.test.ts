import { messages, PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from '@server/db/pglite-memory';
import { type PgliteStatementClient, withNamedStatements } from '@server/db/pglite-statements';
import { pgliteWasmModule } from '@server/db/pglite-wasm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The PGlite client Drizzle is given keeps a named prepared statement per SQL text: what it answers must be
// what PGlite's own `query` answers, in and out of transactions, for errors too.

let client: PGlite;

beforeAll(async () => {
  client = new PGlite({ startParams: [...PGLITE_START_PARAMS], pgliteWasmModule: await pgliteWasmModule() });
  await client.waitReady;
});

afterAll(async () => {
  await client.close();
});

beforeEach(async () => {
  await client.exec(`
    deallocate all;
    drop table if exists players;
    create table players (
      id serial primary key,
      name text not null unique,
      joined_at timestamptz,
      tags text[],
      profile jsonb
    );`);
});

/** The names of the statements the session keeps prepared. */
async function preparedNames(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select name from pg_prepared_statements order by name',
  );
  return rows.map((row) => row.name);
}

// What Drizzle's PGlite driver asks for: rows as arrays, times as PostgreSQL's text.
const drizzleOptions: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
};

const insert = 'insert into players (name, joined_at, tags, profile) values ($1, $2, $3, $4) returning id';
const select = 'select id, name, joined_at, tags, profile from players where name = any($1) order by id';

describe('named statements on PGlite', () => {
  let named: PgliteStatementClient;
  beforeEach(() => {
    named = withNamedStatements(client);
  });

  it("answers as PGlite's own query does, for every kind of parameter and both row modes", async () => {
    const joinedAt = new Date('2026-11-30T10:00:00Z');
    await named.query(insert, ['Ana', joinedAt, ['captain', 'sniper'], { rating: 25.5 }]);
    await client.query(insert, ['Ben', null, [], { rating: null }]);
    for (const options of [undefined, drizzleOptions]) {
      const ours = await named.query(select, [['Ana', 'Ben', 'Nobody']], options);
      const theirs = await client.query(select, [['Ana', 'Ben', 'Nobody']], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.affectedRows).toBe(theirs.affectedRows);
    }
    const [ana] = (await named.query<{ joined_at: Date; tags: string[] }>(select, [['Ana']])).rows;
    expect(ana).toMatchObject({ joined_at: joinedAt, tags: ['captain', 'sniper'] });
    const update = await named.query('update players set tags = $1 where id > $2', [['rookie'], 0]);
    expect(update.affectedRows).toBe(2);
  });

  it('prepares a text once and runs it again without parsing it', async () => {
    for (const name of ['Ana', 'Ben', 'Cal']) await named.query(insert, [name, null, null, null]);
    await named.query(select, [['Ana']]);
    expect(await preparedNames()).toHaveLength(2);
    const { rows } = await client.query<{ calls: number }>(
      "select count(*)::int as calls from pg_prepared_statements where statement like 'insert into players%'",
    );
    expect(rows[0]!.calls).toBe(1);
  });

  it('closes the least recently used statement past its capacity', async () => {
    const small = withNamedStatements(client, 2);
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n', 'select 4 as n'];
    for (const text of texts) {
      await small.query(text);
      expect((await preparedNames()).length).toBeLessThanOrEqual(2);
    }
    // A closed one is prepared again when it is asked for.
    expect((await small.query<{ n: number }>(texts[0]!)).rows).toEqual([{ n: 1 }]);
    expect(await preparedNames()).toHaveLength(2);
  });

  it('keeps no statement that failed to parse, and fails with the error PGlite gives', async () => {
    const wrong = 'selec name from players';
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await named.query(wrong).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(messages.DatabaseError);
      expect(error).toMatchObject({ code: '42601', query: wrong });
    }
    expect(await preparedNames()).toEqual([]);
    await named.query(insert, ['Ana', null, null, null]);
    const duplicate = await named.query(insert, ['Ana', null, null, null]).catch((caught: unknown) => caught);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'players_name_key',
      params: ['Ana', null, null, null],
    });
    expect((await named.query('select count(*)::int as n from players')).rows).toEqual([{ n: 1 }]);
  });

  it('runs statements in a transaction, which a rollback undoes and after which they still run', async () => {
    const failed = named
      .transaction(async (tx) => {
        await tx.query(insert, ['Ana', null, null, null]);
        expect((await tx.query(select, [['Ana']])).rows).toHaveLength(1);
        throw new Error('the caller changed its mind');
      })
      .catch((caught: Error) => caught.message);
    expect(await failed).toBe('the caller changed its mind');
    expect((await named.query(select, [['Ana']])).rows).toEqual([]);

    await named.transaction(async (tx) => {
      await tx.query(insert, ['Ana', null, null, null]);
      const error = await tx.query(insert, ['Ana', null, null, null]).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '23505' });
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect((await named.query(select, [['Ana']])).rows).toEqual([]);

    await named.transaction((tx) => tx.query(insert, ['Ana', null, null, null]));
    expect((await named.query(select, [['Ana']])).rows).toHaveLength(1);
  });

  it('runs a statement outside a transaction only after the transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = named.transaction(async (tx) => {
      await tx.query(insert, ['Ana', null, null, null]);
      inserted();
      await held;
      await tx.query(insert, ['Ben', null, null, null]);
    });
    await insertedInside;
    const count = named.query<{ n: number }>('select count(*)::int as n from players');
    release();
    await transaction;
    expect((await count).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    await named.query(insert, ['Ana', null, null, null]);
    const everything = 'select * from players';
    expect(Object.keys((await named.query<object>(everything)).rows[0]!)).not.toContain('region');
    await client.exec("alter table players add column region text not null default 'EU'");
    expect((await named.query<{ region: string }>(everything)).rows[0]!.region).toBe('EU');
  });
});
