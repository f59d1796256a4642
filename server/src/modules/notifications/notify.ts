import type { NotificationType } from '@domain/api';
import type { Queryable } from '@server/db/client';
import { insertNotifications } from './repository';

export interface NotificationSubject {
  teamId: number | null;
  /** Set for a match notification: the match it links to. */
  matchId?: number | null;
  /** The names the text mentions (`resources.notifications.text.<type>` in domain/i18n), stored as they are now. */
  team: string;
  player: string;
}

/** Notifies each user once; call it inside the transaction of the change it reports. */
export async function notify(
  tx: Queryable,
  userIds: readonly number[],
  type: NotificationType,
  { teamId, matchId = null, team, player }: NotificationSubject,
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await insertNotifications(
    tx,
    recipients.map((userId) => ({ userId, type, teamId, matchId, teamName: team, playerName: player })),
  );
}
