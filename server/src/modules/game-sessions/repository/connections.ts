import type { Queryable } from '@server/db/client';
import { gameServerConnections } from '@server/db/schema';
import { and, asc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';

// Game servers' connections. "Up to date" and "connected" are computed from last_seen_at when read, so
// every instance agrees without a sweep.

const olderThan = (ms: number) => sql`now() - (${ms} * interval '1 millisecond')`;

export function isConnected(dropAfterMs: number): SQL {
  return sql`(${gameServerConnections.disconnectedAt} is null and ${gameServerConnections.lastSeenAt} > ${olderThan(dropAfterMs)})`;
}

export function isUpToDate(staleAfterMs: number): SQL<boolean> {
  return sql<boolean>`coalesce(${gameServerConnections.disconnectedAt} is null and ${gameServerConnections.lastSeenAt} > ${olderThan(staleAfterMs)}, false)`;
}

// Connections.

export interface ConnectionRecord {
  clientId: string;
  customId: string | null;
  socketId: string;
  instanceId: string;
  protocol: number;
  slots: number;
}

export async function recordConnection(db: Queryable, connection: ConnectionRecord): Promise<void> {
  const now = sql`now()`;
  await db
    .insert(gameServerConnections)
    .values(connection)
    .onConflictDoUpdate({
      target: gameServerConnections.clientId,
      set: {
        customId: connection.customId,
        socketId: connection.socketId,
        instanceId: connection.instanceId,
        protocol: connection.protocol,
        slots: connection.slots,
        connectedAt: now,
        lastSeenAt: now,
        disconnectedAt: null,
      },
    });
}

export async function recordDisconnection(db: Queryable, socketId: string): Promise<void> {
  await db
    .update(gameServerConnections)
    .set({ disconnectedAt: sql`now()` })
    .where(and(eq(gameServerConnections.socketId, socketId), isNull(gameServerConnections.disconnectedAt)));
}

/**
 * One statement for every connection heard from since the last flush. Its rows are locked in clientId
 * order, the order lockFreeMatchServer locks them in, so the two never deadlock on PostgreSQL.
 */
export async function touchConnections(db: Queryable, socketIds: readonly string[]): Promise<void> {
  if (socketIds.length === 0) return;
  const heardFrom = db
    .select({ id: gameServerConnections.id })
    .from(gameServerConnections)
    .where(
      and(
        inArray(gameServerConnections.socketId, [...socketIds]),
        isNull(gameServerConnections.disconnectedAt),
      ),
    )
    .orderBy(asc(gameServerConnections.clientId))
    .for('update');
  await db
    .update(gameServerConnections)
    .set({ lastSeenAt: sql`now()` })
    .where(inArray(gameServerConnections.id, heardFrom));
}

export async function connectedHolder(db: Queryable, clientId: string, dropAfterMs: number) {
  const [row] = await db
    .select({ instanceId: gameServerConnections.instanceId, socketId: gameServerConnections.socketId })
    .from(gameServerConnections)
    .where(and(eq(gameServerConnections.clientId, clientId), isConnected(dropAfterMs)));
  return row ?? null;
}

/**
 * True when `clientId` is held by a connection other than `resumedSocketId` that is connected and has
 * spoken since its hello (so its peer got the welcome and is alive): the resumer is the replaced one.
 */
export async function heldByNewerConnection(
  db: Queryable,
  clientId: string,
  resumedSocketId: string,
  dropAfterMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ socketId: gameServerConnections.socketId })
    .from(gameServerConnections)
    .where(
      and(
        eq(gameServerConnections.clientId, clientId),
        ne(gameServerConnections.socketId, resumedSocketId),
        isConnected(dropAfterMs),
        gt(gameServerConnections.lastSeenAt, gameServerConnections.connectedAt),
      ),
    );
  return row !== undefined;
}

export async function listConnectedClients(
  db: Queryable,
  timings: { staleAfterMs: number; dropAfterMs: number },
) {
  return db
    .select({
      id: gameServerConnections.id,
      clientId: gameServerConnections.clientId,
      customId: gameServerConnections.customId,
      socketId: gameServerConnections.socketId,
      upToDate: isUpToDate(timings.staleAfterMs),
      lastSeenAt: gameServerConnections.lastSeenAt,
    })
    .from(gameServerConnections)
    .where(isConnected(timings.dropAfterMs))
    .orderBy(asc(gameServerConnections.clientId));
}
