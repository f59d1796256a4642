import {
  invitationSchema,
  inviteCandidateSchema,
  myInvitationsSchema,
  teamInvitationsSchema,
} from '@domain/invitations';
import { messages } from '@domain/messages';
import { MAX_ID } from '@server/http/params';
import { z } from 'zod';

export { invitationSchema, inviteCandidateSchema, myInvitationsSchema, teamInvitationsSchema };

/** POST /teams/{id}/invitations: whom to invite; the inviter is the signed-in user. */
export const invitePayloadSchema = z.object({
  userId: z
    .number(messages.validation.invalidUserId)
    .int(messages.validation.invalidUserId)
    .positive(messages.validation.invalidUserId)
    .max(MAX_ID, messages.validation.invalidUserId),
});

export const candidatesQuery = z.object({ query: z.string().trim().max(100).default('') });
