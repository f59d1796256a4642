import type { Db, Queryable } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { refreshTokens, throttleCounters, users } from '@server/db/schema';
import type { RouteHit } from '@server/plugins/rate-limit';
import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import { type Count, hitUpsert, liveCountsSubquery, liveRows, windowAround } from '../throttle/repository';
import { selectUsersWithAccess, type UserRecord } from '../users/service';
import type { AttemptKeys } from './login-throttle';

// Tables owned (no other module writes them): refresh_tokens.
// Reads and writes of credentials: a sign-in's statement, refresh-token families and password hashes.
//
// A sign-in's one statement before the password check. Besides argon2, a login's cost is its round trips to
// the database (each wakes PostgreSQL and then this server), so this one does all that can be done before
// the check:
// - counts the request against the route's rate limit (what @fastify/rate-limit's store did in a
//   statement of its own);
// - reads the throttle's live counts of the attempt and the account of the email, with its roles;
// - starts the refresh-token family the login will hand out, when the attempt is clean: the account
//   exists, the route's limit holds and no failure of the address, the account or the pair is counted.
//   Its token is known to this request only, so the row is usable by nobody until the password matches;
//   when it does not, the login deletes the row (`dropUnusedFamily`). A sign-in with failures on record
//   starts its family after the check, as every sign-in did before.

export interface LoginReadInput {
  email: string;
  keys: AttemptKeys;
  now: Date;
  route: { key: string; max: number; windowMs: number };
  /** The family to start if the attempt is clean. */
  family: { id: string; tokenHash: string; expiresAt: Date };
}

export interface LoginRead {
  routeHit: RouteHit;
  counts: Map<string, Count>;
  user: UserRecord | null;
  /** Whether the statement started the family of `LoginReadInput.family`. */
  familyStarted: boolean;
}

const loginRead = preparedPer((db: Db) => {
  const placeholder = sql.placeholder;
  const now = placeholder('now');
  const keys = [placeholder('addressKey'), placeholder('accountKey'), placeholder('pairKey')];
  const routeHit = db
    .$with('route_hit', {
      hits: sql<number>`hits`.as('hits'),
      windowStartedAt: sql<Date>`window_started_at`
        .mapWith((value) => new Date(value))
        .as('window_started_at'),
    })
    .as(
      hitUpsert(db, {
        key: placeholder('routeKey'),
        now,
        windowStart: placeholder('routeWindowStart'),
        expiresAt: placeholder('routeExpiresAt'),
      }).getSQL(),
    );
  const clean = and(
    eq(users.email, placeholder('email')),
    sql`(select hits from route_hit) <= ${placeholder('routeMax')}`,
    notExists(db.select({ live: sql`1` }).from(throttleCounters).where(liveRows(keys, now))),
  );
  const startedFamily = db.$with('started_family', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${refreshTokens} ("user_id", "family_id", "token_hash", "created_at", "family_expires_at")
      select ${users.id}, ${placeholder('familyId')}::uuid, ${placeholder('tokenHash')}, ${now}::timestamptz, ${placeholder('familyExpiresAt')}::timestamptz
      from ${users} where ${clean}
      returning "id"`,
  );
  const throttle = liveCountsSubquery(db, keys, now, {
    familyStarted: sql<boolean>`exists (select 1 from started_family)`.as('family_started'),
  });
  const account = selectUsersWithAccess(db, {})
    .where(eq(users.email, placeholder('email')))
    .as('account');
  // One row: the route's counter joins the counts (one row whatever they hold) and the account when the
  // email has one. A data-modifying CTE runs once whether or not the query reads it.
  return db
    .with(routeHit, startedFamily)
    .select()
    .from(routeHit)
    .crossJoin(throttle)
    .leftJoin(account, sql`true`)
    .prepare('login_read');
});

/** The one statement of a sign-in before its password check (see above). */
export async function readLogin(db: Db, input: LoginReadInput): Promise<LoginRead> {
  const { windowStart, expiresAt } = windowAround(input.now, input.route.windowMs);
  const [row] = await loginRead(db).execute({
    routeKey: input.route.key,
    routeWindowStart: windowStart,
    routeExpiresAt: expiresAt,
    routeMax: input.route.max,
    addressKey: input.keys.address,
    accountKey: input.keys.account,
    pairKey: input.keys.pair,
    now: input.now,
    email: input.email,
    familyId: input.family.id,
    tokenHash: input.family.tokenHash,
    familyExpiresAt: input.family.expiresAt,
  });
  if (!row) throw new Error('the login read returned no row');
  return {
    routeHit: row.route_hit,
    counts: row.throttle_counts.counts,
    user: row.account,
    familyStarted: row.throttle_counts.familyStarted,
  };
}

// Every login runs it: built once per database and prepared.
const insertFamilyHead = preparedPer((db: Queryable) =>
  db
    .insert(refreshTokens)
    .values({
      userId: sql.placeholder('userId'),
      familyId: sql.placeholder('familyId'),
      tokenHash: sql.placeholder('tokenHash'),
      createdAt: sql.placeholder('createdAt'),
      familyExpiresAt: sql.placeholder('familyExpiresAt'),
    })
    .prepare('refresh_family_start'),
);

/** Stores the first token of a new family. */
export async function storeFamilyHead(
  db: Queryable,
  head: { userId: number; familyId: string; tokenHash: string; createdAt: Date; familyExpiresAt: Date },
): Promise<void> {
  await insertFamilyHead(db).execute(head);
}

/** Deletes a family whose token was never handed out (a sign-in started it, then the password did not match). */
export async function dropUnusedFamily(db: Queryable, familyId: string): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.familyId, familyId));
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** The token with this hash, locked FOR UPDATE until the transaction ends; undefined when none. */
export async function lockTokenByHash(
  tx: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks the token rotated at `rotatedAt`, keeping its successor sealed for the grace rule. */
export async function markRotated(
  tx: Queryable,
  id: number,
  rotatedAt: Date,
  nextTokenSealed: string,
): Promise<void> {
  await tx.update(refreshTokens).set({ rotatedAt, nextTokenSealed }).where(eq(refreshTokens.id, id));
}

export async function insertRefreshToken(
  tx: Queryable,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

/** The token rotated from `parentId`, or undefined. */
export async function childTokenOf(db: Queryable, parentId: number): Promise<RefreshTokenRow | undefined> {
  const [child] = await db.select().from(refreshTokens).where(eq(refreshTokens.parentId, parentId)).limit(1);
  return child;
}

/** Revokes, at `now`, every token of the family not revoked yet. */
export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family of the token with this hash, or null. */
export async function familyOfTokenHash(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.familyId ?? null;
}

/** After a password change: every session of the user ends except the one making the change. */
export async function revokeOtherFamilies(
  db: Queryable,
  userId: number,
  keepFamilyId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Revokes every session (refresh token) of the account not yet revoked: a password reset ends them all. */
export async function revokeSessions(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
