import type { Db } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { refreshTokens, throttleCounters, users } from '@server/db/schema';
import type { RouteHit } from '@server/plugins/rate-limit';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { type Count, hitUpsert, liveCountsSubquery, liveRows, windowAround } from '../throttle/counters';
import { selectUsersWithAccess, type UserRecord } from '../users/service';
import type { AttemptKeys } from './login-throttle';

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
