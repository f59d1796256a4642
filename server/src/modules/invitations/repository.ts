import type { Invitation, InvitationKind, InvitationStatus, InviteCandidate } from '@domain/api';
import type { Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import { containsPattern } from '@server/db/lists';
import { rosterChanges, teamInvitations, teamPlayers, teams, users } from '@server/db/schema';
import { and, asc, desc, eq, exists, ilike, notExists, type SQL, sql } from 'drizzle-orm';
import { cancelPendingJoins } from '../roster-lock/service';
import { teamErrors } from '../teams/errors';

// Tables owned (no other module writes them): team_invitations.

const ONE_PENDING_INDEX = 'team_invitations_one_pending';
export const INVITE_CANDIDATES_MAX = 10;

function selectInvitations(db: Queryable) {
  return db
    .select({
      id: teamInvitations.id,
      teamId: teamInvitations.teamId,
      createdAt: teamInvitations.createdAt,
      kind: teamInvitations.kind,
      status: teamInvitations.status,
      teamName: teams.name,
      teamCode: teams.code,
      userId: teamInvitations.userId,
      userDisplayName: users.displayName,
      awaitingApproval: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(rosterChanges)
          .where(
            and(eq(rosterChanges.invitationId, teamInvitations.id), eq(rosterChanges.status, 'Pending')),
          ),
      )}`,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(users, eq(users.id, teamInvitations.userId));
}

type InvitationRow = Awaited<ReturnType<typeof findInvitation>> & {};

export function toApiInvitation({ createdAt, ...row }: InvitationRow): Invitation {
  return { ...row, timestamp: createdAt.toISOString() };
}

export async function findInvitation(db: Queryable, id: number) {
  const [row] = await selectInvitations(db).where(eq(teamInvitations.id, id));
  return row ?? null;
}

/** Pending invitations matching `where`, newest first. */
export async function pendingInvitations(db: Queryable, where: SQL | undefined): Promise<Invitation[]> {
  const rows = await selectInvitations(db)
    .where(and(eq(teamInvitations.status, 'pending'), where))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
  return rows.map(toApiInvitation);
}

export function ofKind(kind: InvitationKind, filter: { userId?: number; teamId?: number }): SQL | undefined {
  return and(
    eq(teamInvitations.kind, kind),
    filter.userId === undefined ? undefined : eq(teamInvitations.userId, filter.userId),
    filter.teamId === undefined ? undefined : eq(teamInvitations.teamId, filter.teamId),
  );
}

/** Adds a pending invitation or request; a second pending one for the same team and player is a 409. */
export async function insertInvitation(
  tx: Queryable,
  values: { teamId: number; userId: number; kind: InvitationKind; createdBy: number },
): Promise<number> {
  try {
    const [row] = await tx.insert(teamInvitations).values(values).returning({ id: teamInvitations.id });
    return row.id;
  } catch (error) {
    if (violatedUniqueConstraint(error) === ONE_PENDING_INDEX) throw teamErrors.alreadyPending();
    throw error;
  }
}

/** Ends a pending invitation; false when it was no longer pending. */
export async function settleInvitation(
  tx: Queryable,
  id: number,
  status: Exclude<InvitationStatus, 'pending'>,
): Promise<boolean> {
  const updated = await tx
    .update(teamInvitations)
    .set({ status, respondedAt: sql`now()` })
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')))
    .returning({ id: teamInvitations.id });
  return updated.length > 0;
}

/** Closes the pending invitations and join requests of a team that disbanded (teams/disband.ts). */
export async function closePendingOfTeam(tx: Queryable, teamId: number): Promise<void> {
  await tx
    .update(teamInvitations)
    .set({ status: 'closed', respondedAt: sql`now()` })
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending')));
}

/**
 * A player who joined a team needs none of their other pending invitations and requests, nor their roster
 * changes waiting to join another team.
 */
export async function closePendingOf(tx: Queryable, userId: number): Promise<void> {
  await tx
    .update(teamInvitations)
    .set({ status: 'closed', respondedAt: sql`now()` })
    .where(and(eq(teamInvitations.userId, userId), eq(teamInvitations.status, 'pending')));
  await cancelPendingJoins(tx, { userId });
}

/**
 * Players without a team whose display name contains `query`, leaving out those with a pending
 * invitation or request for this team.
 */
export async function inviteCandidates(
  db: Queryable,
  teamId: number,
  query: string,
): Promise<InviteCandidate[]> {
  const inTeam = db.select({ one: sql`1` }).from(teamPlayers).where(eq(teamPlayers.userId, users.id));
  const pendingHere = db
    .select({ one: sql`1` })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.userId, users.id),
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.status, 'pending'),
      ),
    );
  return db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(
      and(
        query ? ilike(users.displayName, containsPattern(query)) : undefined,
        notExists(inTeam),
        notExists(pendingHere),
      ),
    )
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
    .limit(INVITE_CANDIDATES_MAX);
}
