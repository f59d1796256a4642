import { DEFAULT_LEAGUE } from '@domain/constants';
import { translate } from '@domain/i18n';
import type { LeagueSettings, LeagueSettingsUpdate } from '@domain/league-settings';
import type { Queryable } from '@server/db/client';
import { leagues, users } from '@server/db/schema';
import { httpError } from '@server/http/http-error';
import { eq } from 'drizzle-orm';

// Tables owned (no other module writes them): leagues.
// It also reads an account's confirmation (users) for the play-eligibility rule: reading is allowed, and
// the users module's service is out of reach here (users depends on teams, which depends on this module).

const columns = { id: leagues.id, name: leagues.name, unverifiedMayPlay: leagues.unverifiedMayPlay };

const notFound = () =>
  httpError(404, translate('resources.league-settings.notFound'), { code: 'LEAGUE_NOT_FOUND' });

/** The settings of league `id` (the one league every team plays in by default); 404 when there is none. */
export async function readLeagueSettings(
  db: Queryable,
  id: number = DEFAULT_LEAGUE.id,
): Promise<LeagueSettings> {
  const [row] = await db.select(columns).from(leagues).where(eq(leagues.id, id));
  if (!row) throw notFound();
  return row;
}

export async function writeLeagueSettings(
  tx: Queryable,
  id: number,
  update: LeagueSettingsUpdate,
): Promise<LeagueSettings> {
  const [row] = await tx.update(leagues).set(update).where(eq(leagues.id, id)).returning(columns);
  if (!row) throw notFound();
  return row;
}

/** The account's display name and when its address was confirmed (null while unconfirmed), or undefined. */
export async function findPlayerVerification(db: Queryable, userId: number) {
  const [account] = await db
    .select({ displayName: users.displayName, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}
