import type { Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import type { HttpError } from '@server/http/http-error';
import { assertMayPlay } from '../league-settings/play-eligibility';
import { insertPlayer } from './repository';

const ONE_TEAM_PER_PLAYER_INDEX = 'team_players_user_unique';

/**
 * Heard, in the joining transaction, for every player who joins a team (the invitations module closes
 * their other pending invitations and requests then).
 */
export type PlayerJoinedListener = (tx: Queryable, userId: number) => Promise<void>;

/**
 * Puts a player on a team, when the league lets them play (`actorId` is who puts them there). The unique
 * index on team_players.user_id settles a race between two teams taking the same player: the loser gets
 * `taken`. The caller tells the PlayerJoinedListeners.
 */
export async function addPlayer(
  tx: Queryable,
  player: { teamId: number; userId: number; isCaptain?: boolean },
  taken: () => HttpError,
  actorId: number,
): Promise<void> {
  await assertMayPlay(tx, player.userId, actorId);
  try {
    await insertPlayer(tx, player);
  } catch (error) {
    if (violatedUniqueConstraint(error) === ONE_TEAM_PER_PLAYER_INDEX) throw taken();
    throw error;
  }
}
