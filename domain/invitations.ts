import { z } from './zod';

// Invitations between teams and players, as the API sends them.

/** 'invite': a team invited the player; 'request': the player asked to join the team. */
export const INVITATION_KINDS = ['invite', 'request'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'closed'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invite (id, teamId, timestamp) with what the screens need to show it. */
export const invitationSchema = z
  .object({
    id: z.number().int(),
    teamId: z.number().int(),
    timestamp: z.string(),
    kind: z.enum(INVITATION_KINDS),
    status: z.enum(INVITATION_STATUSES),
    teamName: z.string(),
    teamCode: z.string(),
    userId: z.number().int(),
    userDisplayName: z.string(),
    /** Accepted while a season locked the team's roster: a league manager has the request to approve. */
    awaitingApproval: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /users/me/invitations: the player's own pending requests (sent) and the invites they got. */
export const myInvitationsSchema = z
  .object({ sent: z.array(invitationSchema), received: z.array(invitationSchema) })
  .meta({ id: 'MyInvitations' });
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

/** GET /teams/{id}/invitations (captains): pending requests to join and pending invites sent. */
export const teamInvitationsSchema = z
  .object({ requests: z.array(invitationSchema), invites: z.array(invitationSchema) })
  .meta({ id: 'TeamInvitations' });
export type TeamInvitations = z.infer<typeof teamInvitationsSchema>;

/** A player a captain may invite (GET /teams/{id}/invite-candidates). */
export const inviteCandidateSchema = z
  .object({ id: z.number().int(), displayName: z.string() })
  .meta({ id: 'InviteCandidate' });
export type InviteCandidate = z.infer<typeof inviteCandidateSchema>;
