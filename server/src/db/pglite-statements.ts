import {
  messages as backendMessages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { LruMap } from '../lru-map';

// PGlite's `query` sends every statement as the extended protocol's unnamed statement, in six calls into
// the WebAssembly: each time PostgreSQL parses, analyses and plans the SQL again. Drizzle builds the same
// SQL text for a route on every request, so the PGlite client Drizzle is given keeps one named prepared
// statement per text instead, as a PostgreSQL driver does: the first call parses it (Parse, Describe,
// Sync), every call after binds and executes it in one call (Bind, Describe, Execute, Sync). A sign-in's
// statement took 2.0-2.3 ms through `query` and 0.6 ms as a named statement.
//
// Everything else is PGlite's own: its mutexes (a statement outside a transaction waits for any
// transaction, one inside runs in its transaction), its serializers and parsers by type, its result
// shape and its errors. Statements PGlite treats specially (with a blob or given parameter types) go
// through `query` unchanged.

/**
 * How many statements are kept prepared; the least recently used is closed past it. A statement keeps its
 * parse tree and plans in PostgreSQL's memory, 20-150 KB (the sign-in's is the largest), and the
 * WebAssembly heap never shrinks: this bounds it to a few megabytes, under 20 MB at the very worst.
 */
export const PREPARED_STATEMENT_CAPACITY = 128;

/** PostgreSQL's answer to a statement whose result columns changed since it was prepared (a table altered). */
function isPlanChanged(error: unknown): boolean {
  return (
    isDatabaseError(error) &&
    error.code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What Drizzle's PGlite driver calls: `query`, and `transaction` with the same `query` on its `tx`. */
export interface PgliteStatementClient {
  query: Query;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  parameterTypes: number[];
}

export function withNamedStatements(
  client: PGlite,
  capacity = PREPARED_STATEMENT_CAPACITY,
): PgliteStatementClient {
  let nextName = 1;
  const forgotten: string[] = [];
  const prepared = new LruMap<string, Prepared>(capacity, (_text, statement) =>
    forgotten.push(statement.name),
  );

  function forget(text: string): void {
    const statement = prepared.get(text);
    if (!statement) return;
    prepared.delete(text);
    forgotten.push(statement.name);
  }

  /** Sends `messages` in one call, after a Close of each statement forgotten since the last call. */
  async function exchange(messages: Uint8Array[], options: QueryOptions | undefined) {
    const closing = forgotten.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
    return client.execProtocolStream(concat([...closing, ...messages]), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
  }

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) return known;
    const name = `named_${nextName++}`;
    const messages = await exchange(
      [
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ],
      options,
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      const statement = await prepare(text, options);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = statement.parameterTypes[index]!;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(param) : String(param);
      });
      const messages = await exchange(
        [
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ],
        options,
      );
      if (!inTransaction) await client.syncToFs();
      const parserOf = (type: number) =>
        options?.parsers?.[type] ?? client.parsers[type] ?? types.parsers[type];
      return resultOf<T>(messages, parserOf, options?.rowMode === 'array');
    } catch (error) {
      if (isDatabaseError(error)) {
        if (isPlanChanged(error)) forget(text);
        // As PGlite's own `query` does: the error carries the statement that failed.
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  const passesThrough = (options: QueryOptions | undefined) => !!options?.blob || !!options?.paramTypes;

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (passesThrough(options)) return client.query<T>(text, params, options);
      await client._checkReady();
      const once = () =>
        client._runExclusiveTransaction(() =>
          client._runExclusiveQuery(() => run<T>(text, params, options, false)),
        );
      try {
        return await once();
      } catch (error) {
        // A plan invalidated by a change of schema is prepared again, once, outside any transaction.
        if (isPlanChanged(error)) return once();
        throw error;
      }
    },

    transaction(callback) {
      return client.transaction((tx) => {
        const query: Query = async (text, params = [], options) => {
          if (tx.closed || passesThrough(options)) return tx.query(text, params, options);
          return client._runExclusiveQuery(() => run(text, params, options, true));
        };
        // The transaction's own methods are closures: a child object keeps them, and its `closed` flag, live.
        return callback(Object.assign(Object.create(tx) as Transaction, { query }));
      });
    },
  };
}

/**
 * The result of one Execute, as PGlite's `parse.parseResults` builds it. That function first merges a
 * query's own parsers into PGlite's hundreds of parsers by type, a copy on every call (Drizzle passes its
 * own with every statement) that cost more than a sign-in's Bind and Execute; here each column's parser
 * is looked up once.
 */
function resultOf<T>(
  received: backendMessages.BackendMessage[],
  parserOf: (type: number) => types.Parser | undefined,
  arrayRows: boolean,
): Results<T> {
  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: (types.Parser | undefined)[] = [];
  const rows: unknown[] = [];
  for (const message of received) {
    if (message instanceof backendMessages.RowDescriptionMessage) {
      fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      parsers = fields.map((field) => parserOf(field.dataTypeID));
    } else if (message instanceof backendMessages.DataRowMessage) {
      const values = message.fields.map((text, column) => {
        const parser = parsers[column];
        return text === null || !parser ? text : parser(text, fields[column]!.dataTypeID);
      });
      rows.push(
        arrayRows ? values : Object.fromEntries(fields.map((field, column) => [field.name, values[column]])),
      );
    } else if (message instanceof backendMessages.CommandCompleteMessage) {
      // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5"); others end in a word.
      const words = message.text.split(' ');
      const command = words[0]!;
      const rowCount = Number.parseInt(words[words.length - 1]!, 10);
      const changes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      return {
        rows: rows as T[],
        fields,
        command,
        affectedRows: changes ? rowCount : 0,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      } as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}

function isDatabaseError(error: unknown): error is backendMessages.DatabaseError {
  return error instanceof backendMessages.DatabaseError;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
