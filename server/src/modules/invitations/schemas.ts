import { z } from 'zod';
import type { Invitation, InviteCandidate, MyInvitations, TeamInvitations } from '../../../../domain/api';
import { messages } from '../../../../domain/messages';
import { MAX_ID } from '../../http/params';

export const invitationSchema = z
  .object({
    id: z.number().int(),
    teamId: z.number().int(),
    timestamp: z.string(),
    kind: z.enum(['invite', 'request']),
    status: z.enum(['pending', 'accepted', 'declined', 'cancelled', 'closed']),
    teamName: z.string(),
    teamCode: z.string(),
    userId: z.number().int(),
    userDisplayName: z.string(),
  })
  .meta({ id: 'Invitation' }) satisfies z.ZodType<Invitation>;

export const myInvitationsSchema = z
  .object({ sent: z.array(invitationSchema), received: z.array(invitationSchema) })
  .meta({ id: 'MyInvitations' }) satisfies z.ZodType<MyInvitations>;

export const teamInvitationsSchema = z
  .object({ requests: z.array(invitationSchema), invites: z.array(invitationSchema) })
  .meta({ id: 'TeamInvitations' }) satisfies z.ZodType<TeamInvitations>;

export const inviteCandidateSchema = z
  .object({ id: z.number().int(), displayName: z.string() })
  .meta({ id: 'InviteCandidate' }) satisfies z.ZodType<InviteCandidate>;

/** POST /teams/{id}/invitations: whom to invite; the inviter is the signed-in user. */
export const invitePayloadSchema = z.object({
  userId: z
    .number(messages.validation.invalidUserId)
    .int(messages.validation.invalidUserId)
    .positive(messages.validation.invalidUserId)
    .max(MAX_ID, messages.validation.invalidUserId),
});

export const candidatesQuery = z.object({ query: z.string().trim().max(100).default('') });
