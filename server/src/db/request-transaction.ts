import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

// One transaction around the whole of a request, for the requests whose answer must be kept with their
// writes: a retried request with an Idempotency-Key finds either both (it is answered from the kept answer)
// or neither (it runs again), whatever stopped the first one half-way.
//
// Code does not pass this transaction around: every query made through `db` from the request's async
// context (its hooks, its handler, the services it calls) goes into it while it is open. A service's own
// `db.transaction(...)` becomes a savepoint inside it, so its rollback on an error still undoes only its
// own writes. Once the request's transaction is committed or rolled back, `db` is the database again, also
// for any work the request left running.
//
// Only for requests that never wait on the outside world (a game server, DigitalOcean) while they run: a
// transaction must not stay open across a network call, and on the embedded database (one connection) a
// query made outside it (a bus message) would wait for it to end.

interface Scope {
  tx: Tx;
  open: boolean;
}

export interface RequestTransaction {
  /** Calls `next` inside this transaction: what `next` runs or schedules, and its continuations, use it. */
  enter(next: () => void): void;
  /** Runs `lastWrites` in the transaction and commits it; throws (after rolling back) if either fails. */
  commit(lastWrites: (tx: Tx) => Promise<void>): Promise<void>;
  /** Rolls everything the request wrote back. Does nothing once the transaction has ended. */
  rollback(): Promise<void>;
  /** False once committed or rolled back. */
  readonly open: boolean;
}

export interface RequestTransactions {
  /** The database as the running code should see it: the open transaction of its request, or the database. */
  db: Db;
  /** The database itself, outside every request's transaction (autocommitted statements). */
  database: Db;
  /** Opens a transaction for one request. */
  begin(): Promise<RequestTransaction>;
}

/** Thrown inside the transaction's callback to roll it back on purpose; never leaves this module. */
class RolledBack extends Error {}

export function requestTransactions(database: Db): RequestTransactions {
  const storage = new AsyncLocalStorage<Scope>();

  const db = new Proxy(database, {
    get(target, property) {
      const scope = storage.getStore();
      const current: Db = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });

  function begin(): Promise<RequestTransaction> {
    return new Promise((opened, failedToOpen) => {
      let decide!: (lastWrites: ((tx: Tx) => Promise<void>) | null) => void;
      const decision = new Promise<((tx: Tx) => Promise<void>) | null>((resolve) => {
        decide = resolve;
      });
      let scope: Scope | undefined;
      const ended = database
        .transaction(async (tx) => {
          scope = { tx, open: true };
          opened(handle);
          const lastWrites = await decision;
          if (!lastWrites) throw new RolledBack();
          await lastWrites(tx);
        })
        .finally(() => {
          if (scope) scope.open = false;
        });
      // BEGIN itself failed: nothing was opened.
      ended.catch((error: unknown) => {
        if (!scope) failedToOpen(error);
      });

      const end = (lastWrites: ((tx: Tx) => Promise<void>) | null) => {
        // From here on, queries of the request's context go to the database: the transaction is finishing.
        if (scope) scope.open = false;
        decide(lastWrites);
        return ended;
      };
      const handle: RequestTransaction = {
        enter(next) {
          if (!scope) throw new Error('the request transaction is not open yet');
          storage.run(scope, next);
        },
        async commit(lastWrites) {
          if (!scope?.open) throw new Error('the request transaction has already ended');
          await end(lastWrites);
        },
        async rollback() {
          if (!scope?.open) return;
          await end(null).catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
        },
        get open() {
          return scope?.open === true;
        },
      };
    });
  }

  return { db, database, begin };
}
