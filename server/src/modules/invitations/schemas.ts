import { translate } from '@domain/i18n';
import {
  invitationSchema,
  inviteCandidateSchema,
  myInvitationsSchema,
  teamInvitationsSchema,
} from '@domain/invitations';
import { MAX_ID } from '@server/http/params';
import { z } from 'zod';

export { invitationSchema, inviteCandidateSchema, myInvitationsSchema, teamInvitationsSchema };

/** POST /teams/{id}/invitations: whom to invite; the inviter is the signed-in user. */
export const invitePayloadSchema = z.object({
  userId: z
    .number(translate('app.errors.validation.invalidUserId'))
    .int(translate('app.errors.validation.invalidUserId'))
    .positive(translate('app.errors.validation.invalidUserId'))
    .max(MAX_ID, translate('app.errors.validation.invalidUserId')),
});

export const candidatesQuery = z.object({ query: z.string().trim().max(100).default('') });
