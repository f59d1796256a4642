import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestTransaction, RequestTransactions } from '../../db/request-transaction';
import { runPeriodically } from '../../periodic-job';
import { idempotencyErrors } from './errors';
import { requestFingerprint } from './fingerprint';
import { claimKey, completeKey, deleteExpiredKeys, findKey, releaseKey } from './repository';

// The Idempotency-Key request header (the IETF httpapi draft, Stripe's convention) on the routes that opt
// in with `config: { access, idempotent: true }`: the routes that create something or cost money.
//
// - No header: the request runs as it would without this module.
// - A key that is empty, longer than 255 characters or not printable: 400.
// - The first request with a key claims it (an in-progress row, committed at once), runs, and its answer is
//   kept: 2xx and 4xx are the answer to that request. A 5xx, a 401 or a 429 is not kept (the claim is
//   deleted): they say "not now" rather than answer the request, so a retry with the key runs again.
// - The request runs in one transaction (db/request-transaction.ts), and its answer is kept in that same
//   transaction: its writes and its kept answer commit together or not at all. A process stopped half-way
//   leaves neither, and the retry runs the request again once the claim counts as abandoned. An answer that
//   is not kept rolls the request's writes back.
// - A route that waits on the outside world while it runs (a game server, DigitalOcean) declares
//   `idempotent: 'calls-out'`: its writes commit as they go and its answer is kept after them, so a process
//   stopped between the two leaves the claim in progress until ABANDONED_AFTER_MS, and the retry then runs
//   it again. Such a route must make a second run harmless itself (one open session per match, say).
// - The same user sends the key again with the same request: the kept status and body are sent again with
//   `Idempotent-Replayed: true`, and nothing else happens. While the first is still running the retry
//   polls the row (never holding a connection or a transaction meanwhile) and replays the answer once it
//   is there; after IN_PROGRESS_WAIT_MS it answers 409 with Retry-After.
// - The same key with another request (method, route, params, query or body): 422.
// - Keys are per user: another user's same key is theirs. They last KEY_LIFETIME_MS, after which a request
//   with the key runs again; a periodic sweep deletes them.

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const MAX_KEY_LENGTH = 255;
/** How long a retry waits for the first request with its key before answering 409. */
export const IN_PROGRESS_WAIT_MS = 10_000;
const POLL_INTERVAL_MS = 50;
/** An in-progress claim this old was left by a process that stopped mid-request: a retry takes it over. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
/** Printable ASCII: visible characters, with spaces only inside. */
const PRINTABLE_KEY = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** Answers that say "not now" rather than answer the request: never kept. */
const NOT_KEPT = new Set([401, 429]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Honour the Idempotency-Key header on this route (it creates something or costs money): `true` runs a
     * keyed request in one transaction with its kept answer; `'calls-out'` for a route that waits on a game
     * server or DigitalOcean while it runs, whose answer is kept after its writes.
     */
    idempotent?: boolean | 'calls-out';
  }
  interface FastifyRequest {
    /** The key this request claimed and must complete or release. */
    idempotencyClaim: { userId: number; key: string; claimedAt: Date } | null;
    /** The transaction a keyed request runs in, on a route with `idempotent: true`. */
    idempotencyTransaction: RequestTransaction | null;
  }
}

/**
 * The key the header carries, or null without one. The draft's structured-field form (a quoted string) and
 * the bare key are the same key. Throws the 400 for a malformed one.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (Array.isArray(header)) throw idempotencyErrors.keyInvalid();
  const quoted = /^"(.*)"$/.exec(header);
  const key = quoted ? (quoted[1] ?? '') : header;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !PRINTABLE_KEY.test(key)) {
    throw idempotencyErrors.keyInvalid();
  }
  return key;
}

export interface IdempotencyOptions {
  /** The request transactions the app's `db` joins. */
  transactions: RequestTransactions;
  /** How long a retry waits for the first request with its key (default IN_PROGRESS_WAIT_MS; tests shorten it). */
  inProgressWaitMs?: number;
}

/** A route's own hooks of one kind, none, one or a list, as a list. */
function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, { transactions, inProgressWaitMs = IN_PROGRESS_WAIT_MS }) => {
    // The claim's own statements stand alone (autocommitted), outside any request's transaction.
    const db = transactions.database;
    app.decorateRequest('idempotencyClaim', null);
    app.decorateRequest('idempotencyTransaction', null);

    function replay(reply: FastifyReply, statusCode: number, body: string, contentType: string | null) {
      return reply
        .code(statusCode)
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .type(contentType ?? 'application/json; charset=utf-8')
        .send(body);
    }

    // After authentication (onRequest) and before validation, so the fingerprint is of the body as sent.
    const claimOrReplay = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const userId = request.principal?.id;
      if (key === null || userId === undefined) return;
      const fingerprint = requestFingerprint({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params,
        query: request.query,
        body: request.body,
      });
      const waitUntil = performance.now() + inProgressWaitMs;
      for (;;) {
        const now = app.clock.now();
        const claimed = await claimKey(db, {
          userId,
          key,
          fingerprint,
          now,
          expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
          abandonedBefore: new Date(now.getTime() - ABANDONED_AFTER_MS),
        });
        if (claimed) {
          request.idempotencyClaim = { userId, key, claimedAt: now };
          return;
        }
        const row = await findKey(db, userId, key);
        // Released (the first request failed on our side) or expired since: claim it again.
        if (!row || row.expiresAt <= now) continue;
        if (row.fingerprint !== fingerprint) throw idempotencyErrors.keyReused();
        if (row.state === 'completed' && row.statusCode !== null && row.responseBody !== null) {
          return replay(reply, row.statusCode, row.responseBody, row.contentType);
        }
        if (performance.now() >= waitUntil) throw idempotencyErrors.inProgress(1);
        await sleep(POLL_INTERVAL_MS);
      }
    };

    // A keyed request on a route with `idempotent: true` runs the rest of its way (validation, handler, the
    // services it calls) inside its transaction. A callback hook: what `done` starts is in that context.
    const enterTransaction = (
      request: FastifyRequest,
      _reply: FastifyReply,
      done: (error?: Error) => void,
    ) => {
      if (!request.idempotencyClaim) {
        done();
        return;
      }
      transactions.begin().then(
        (transaction) => {
          request.idempotencyTransaction = transaction;
          transaction.enter(done);
        },
        (error: Error) => done(error),
      );
    };

    // Kept before the answer leaves, so a client that has it and retries finds it replayed.
    const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      const transaction = request.idempotencyTransaction;
      request.idempotencyTransaction = null;
      const status = reply.statusCode;
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
      const contentType = reply.getHeader('content-type');
      const answer =
        status < 500 && !NOT_KEPT.has(status) && body !== null
          ? {
              statusCode: status,
              responseBody: body,
              contentType: typeof contentType === 'string' ? contentType : null,
            }
          : null;
      if (transaction) {
        if (answer) {
          // The request's writes and its answer commit together. If that fails neither is there: the error
          // answer goes out instead and the key is given up, so a retry runs the request again.
          try {
            await transaction.commit((tx) =>
              completeKey(tx, claim.userId, claim.key, claim.claimedAt, answer),
            );
            return payload;
          } catch (error) {
            await release(request, claim);
            throw error;
          }
        }
        await rollBack(request, transaction);
        await release(request, claim);
        return payload;
      }
      try {
        if (answer) await completeKey(db, claim.userId, claim.key, claim.claimedAt, answer);
        else await releaseKey(db, claim.userId, claim.key, claim.claimedAt);
      } catch (error) {
        // The answer still goes out; the claim is left to expire or be taken over as abandoned.
        request.log.error({ err: error, key: claim.key }, 'idempotency key not saved');
      }
      return payload;
    };

    const release = (request: FastifyRequest, claim: NonNullable<FastifyRequest['idempotencyClaim']>) =>
      releaseKey(db, claim.userId, claim.key, claim.claimedAt).catch((error: unknown) =>
        request.log.error({ err: error, key: claim.key }, 'idempotency key not released'),
      );

    // A transaction that cannot even roll back has lost its connection, which ends it as well.
    const rollBack = (request: FastifyRequest, transaction: RequestTransaction) =>
      transaction
        .rollback()
        .catch((error: unknown) => request.log.error({ err: error }, 'request transaction not rolled back'));

    // A request that ended without an answer being sent (the client went away first) rolls its writes back
    // and gives its claim up.
    const giveUp = async (request: FastifyRequest) => {
      const transaction = request.idempotencyTransaction;
      request.idempotencyTransaction = null;
      if (transaction) await rollBack(request, transaction);
      const claim = request.idempotencyClaim;
      if (!claim) return;
      request.idempotencyClaim = null;
      await release(request, claim);
    };

    // Only the routes declared idempotent get these hooks: the others (every read) pass no step of it.
    app.addHook('onRoute', (route) => {
      const idempotent = route.config?.idempotent;
      if (!idempotent) return;
      const inTransaction = idempotent === true ? [enterTransaction] : [];
      route.preValidation = [...hooksOf(route.preValidation), claimOrReplay, ...inTransaction];
      route.onSend = [...hooksOf(route.onSend), keep];
      route.onResponse = [...hooksOf(route.onResponse), giveUp];
    });

    runPeriodically(app, 'deleting expired idempotency keys', SWEEP_INTERVAL_MS, () =>
      deleteExpiredKeys(db, app.clock.now()),
    );
  },
  { name: 'idempotency', dependencies: ['auth'] },
);
