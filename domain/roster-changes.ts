import { successEnvelope } from './envelope';
import { ROSTER_CHANGE_KINDS, ROSTER_CHANGE_STATUSES } from './roster-change-rules';
import { z } from './zod';

// Roster changes during a season: while a team's season is Live or in its Playoffs, its roster
// is locked outside the transfer window an admin opens; a player joining or leaving then becomes a
// request an admin approves or denies.

export * from './roster-change-rules';

const person = z.object({ id: z.number().int(), displayName: z.string() });

export const rosterChangeSchema = z
  .object({
    id: z.number().int(),
    team: z.object({ id: z.number().int(), name: z.string() }),
    /** The season whose roster lock the change met. */
    season: z.object({ id: z.number().int(), name: z.string() }),
    /** The player joining or leaving. */
    user: person,
    kind: z.enum(ROSTER_CHANGE_KINDS),
    status: z.enum(ROSTER_CHANGE_STATUSES),
    /** The invitation or join request a join came from. */
    invitationId: z.number().int().nullable(),
    /** Who asked (the player, or the captain who accepted or removed); null once their account is gone. */
    requestedBy: z.string().nullable(),
    /** Who decided or cancelled it. */
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RosterChange' });
export type RosterChange = z.infer<typeof rosterChangeSchema>;

/** The 202 answer of a roster change the roster lock turned into a request: the request and what it means. */
export const rosterChangeRequestedSchema = successEnvelope(rosterChangeSchema).extend({
  message: z.string(),
});
export type RosterChangeRequested = z.infer<typeof rosterChangeRequestedSchema>;
