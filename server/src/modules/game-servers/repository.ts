import type { GameServerCredential } from '@domain/api';
import type { Queryable } from '@server/db/client';
import { totalOf, totalRows, withPage } from '@server/db/lists';
import { type GameServerCredentialSource, gameServerCredentials, users } from '@server/db/schema';
import type { Page } from '@server/http/list-params';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { newSecret } from './secret';

// Tables owned (no other module writes them): game_server_credentials.
// Rows of game_server_credentials: created with their secret's hash, bound to a clientId, revoked, listed.

type Row = typeof gameServerCredentials.$inferSelect;

export interface NewCredential {
  clientId: string | null;
  label: string | null;
  source: GameServerCredentialSource;
  dropletId?: number | null;
  createdBy: number | null;
}

/**
 * Inserts a credential and gives it its secret (the secret embeds the row's id, so the hash is written
 * once the id is known; call it in a transaction). The secret is returned, never stored.
 */
export async function insertCredential(
  tx: Queryable,
  input: NewCredential,
): Promise<{ row: Row; secret: string }> {
  const [inserted] = await tx
    .insert(gameServerCredentials)
    // A placeholder no secret hashes to (not hex): the row is unusable until the real hash lands.
    .values({ ...input, dropletId: input.dropletId ?? null, secretHash: '-' })
    .returning({ id: gameServerCredentials.id });
  const { secret, hash } = newSecret(inserted.id);
  const [row] = await tx
    .update(gameServerCredentials)
    .set({ secretHash: hash })
    .where(eq(gameServerCredentials.id, inserted.id))
    .returning();
  return { row, secret };
}

export async function findCredential(db: Queryable, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(gameServerCredentials).where(eq(gameServerCredentials.id, id));
  return row;
}

/** Binds a machine's pending credential to the clientId its game server announces, once its id is known. */
export async function bindToDroplet(tx: Queryable, id: number, dropletId: number, clientId: string) {
  await tx.update(gameServerCredentials).set({ dropletId, clientId }).where(eq(gameServerCredentials.id, id));
}

export async function deleteCredential(db: Queryable, id: number): Promise<void> {
  await db.delete(gameServerCredentials).where(eq(gameServerCredentials.id, id));
}

/** Revokes one credential; the row, or undefined when there is none or it was revoked already. */
export async function revokeCredential(tx: Queryable, id: number): Promise<Row | undefined> {
  const [row] = await tx
    .update(gameServerCredentials)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(gameServerCredentials.id, id), isNull(gameServerCredentials.revokedAt)))
    .returning();
  return row;
}

/** Revokes every live credential of a machine; their ids. */
export async function revokeDropletCredentials(tx: Queryable, dropletId: number): Promise<number[]> {
  const rows = await tx
    .update(gameServerCredentials)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(gameServerCredentials.dropletId, dropletId), isNull(gameServerCredentials.revokedAt)))
    .returning({ id: gameServerCredentials.id });
  return rows.map((row) => row.id);
}

export async function markUsed(db: Queryable, id: number): Promise<void> {
  await db
    .update(gameServerCredentials)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(gameServerCredentials.id, id));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function present(
  row: Row,
  createdBy: { id: number; displayName: string } | null = null,
): GameServerCredential {
  return {
    id: row.id,
    clientId: row.clientId,
    label: row.label,
    source: row.source,
    dropletId: row.dropletId,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    status: row.revokedAt ? 'revoked' : row.clientId === null ? 'pending' : 'active',
  };
}

/** Newest first, with the issuer's display name; never the secret's hash. */
export async function listCredentials(
  db: Queryable,
  range: Page | undefined,
): Promise<{ credentials: GameServerCredential[]; total: number }> {
  const rows = await withPage(
    db
      .select({
        credential: gameServerCredentials,
        issuerId: users.id,
        issuerName: users.displayName,
        total: totalRows,
      })
      .from(gameServerCredentials)
      .leftJoin(users, eq(users.id, gameServerCredentials.createdBy))
      .orderBy(desc(gameServerCredentials.createdAt), desc(gameServerCredentials.id))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(gameServerCredentials);
    return counted.total;
  });
  const credentials = rows.map(({ credential, issuerId, issuerName }) =>
    present(
      credential,
      issuerId !== null && issuerName !== null ? { id: issuerId, displayName: issuerName } : null,
    ),
  );
  return { credentials, total };
}
