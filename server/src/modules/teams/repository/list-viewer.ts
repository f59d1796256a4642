import type { Db } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { listVersions, teamPlayers } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';

// Reads of the teams list cache (list-cache.ts), each prepared once per database: the list's version and
// the viewer's team.

/** The name the database counts the teams list's writes under (list_versions). */
export const TEAMS_LIST = 'teams';

/** The list's counted version and the viewer's team (`userId`), in one query. */
export const viewerAndVersion = preparedPer((db: Db) =>
  db
    .select({
      version:
        sql<number>`coalesce((select ${listVersions.version} from ${listVersions} where ${listVersions.name} = ${TEAMS_LIST}), 0)`.mapWith(
          Number,
        ),
      teamId: sql<
        number | null
      >`(select ${teamPlayers.teamId} from ${teamPlayers} where ${teamPlayers.userId} = ${sql.placeholder('userId')})`,
    })
    .from(sql`(select 1) as "one"`)
    .prepare('teams_list_viewer'),
);

/** The viewer's (`userId`) team. */
export const viewerTeam = preparedPer((db: Db) =>
  db
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(eq(teamPlayers.userId, sql.placeholder('userId')))
    .prepare('teams_list_viewer_team'),
);
