import type { Queryable } from '@server/db/client';
import { containsPattern, orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { teamPlayers, teams, users } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { asc, count, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ApiAdminUser } from '../admin-schemas';
import { selectUsersWithAccess, toApiUser, type UserRecord } from './users';

// Users as the user-management screens read them: with roles, permissions and team, a whole page in one
// query. `q` matches display name, email or Discord id, case-insensitive, anywhere in the text.

/** The most users GET /users/search answers with. */
export const SEARCH_LIMIT = 20;

export type UserSortField = 'id' | 'displayName' | 'email' | 'createdAt';
export interface UserFilter {
  q?: string;
}

const team = sql<ApiAdminUser['team']>`(select json_build_object('id', ${teams.id}, 'name', ${teams.name})
  from ${teamPlayers} inner join ${teams} on ${teams.id} = ${teamPlayers.teamId}
  where ${teamPlayers.userId} = ${users.id})`;

const SORTABLE: Record<UserSortField, SQLWrapper> = {
  id: users.id,
  displayName: sql`lower(${users.displayName})`,
  email: sql`lower(${users.email})`,
  createdAt: users.createdAt,
};

function matching(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(users.displayName, pattern), ilike(users.email, pattern), ilike(users.discordId, pattern));
}

function toAdminUser({
  team: membership,
  ...record
}: UserRecord & { team: ApiAdminUser['team'] }): ApiAdminUser {
  return { ...toApiUser(record), team: membership ?? null };
}

export async function listAdminUsers(
  db: Queryable,
  { sort, range, filter }: ListQuery<UserSortField, UserFilter>,
): Promise<{ users: ApiAdminUser[]; total: number }> {
  const where = matching(filter?.q);
  const rows = await withPage(
    selectUsersWithAccess(db, { team, total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, SORTABLE, [asc(users.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(users).where(where);
    return counted.total;
  });
  return { users: rows.map(({ total: _, ...row }) => toAdminUser(row)), total };
}

/** At most SEARCH_LIMIT users matching `text`, by display name. */
export async function searchAdminUsers(db: Queryable, text: string): Promise<ApiAdminUser[]> {
  const rows = await selectUsersWithAccess(db, { team })
    .where(matching(text))
    .orderBy(sql`lower(${users.displayName})`, asc(users.id))
    .limit(SEARCH_LIMIT);
  return rows.map(toAdminUser);
}

export async function findAdminUser(db: Queryable, id: number): Promise<ApiAdminUser | null> {
  const [row] = await selectUsersWithAccess(db, { team }).where(eq(users.id, id));
  return row ? toAdminUser(row) : null;
}
