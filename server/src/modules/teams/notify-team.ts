import type { NotificationType } from '@domain/api';
import type { Queryable } from '@server/db/client';
import { notify } from '../notifications/notify';
import { type Audience, memberIds } from './repository';

// Notifications about a team, sent to a part of its roster. Nobody is told about their own action.

export async function notifyTeam(
  tx: Queryable,
  team: { id: number; name: string },
  audience: Audience,
  type: NotificationType,
  { player, except = [] }: { player: string; except?: readonly number[] },
): Promise<void> {
  const recipients = (await memberIds(tx, team.id, audience)).filter((id) => !except.includes(id));
  await notify(tx, recipients, type, { teamId: team.id, team: team.name, player });
}
