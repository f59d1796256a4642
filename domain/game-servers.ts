import { z } from 'zod';
import { messages } from './messages';

// The game-server identity rule (docs/game-server-protocol.md, hello.clientId) and the payload of issuing
// a game-server credential (POST /game-server-credentials), shared by the gateway, the API and the form.

const m = messages.gameServerCredentials;

/** hello.clientId: 1-64 characters of A-Z a-z 0-9 _ . : - */
export const GAME_SERVER_CLIENT_ID_PATTERN = /^[\w.:-]{1,64}$/;
export const CREDENTIAL_LABEL_MAX = 100;

export const gameServerClientIdSchema = z
  .string(m.clientIdRequired)
  .trim()
  .min(1, m.clientIdRequired)
  .regex(GAME_SERVER_CLIENT_ID_PATTERN, m.clientIdInvalid);

/** A form's empty label means none. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const credentialIssuePayloadSchema = z.object({
  clientId: gameServerClientIdSchema,
  label: z.preprocess(
    blankToUndefined,
    z.string(m.labelInvalid).trim().max(CREDENTIAL_LABEL_MAX, m.labelInvalid).optional(),
  ),
});
export type CredentialIssuePayload = z.infer<typeof credentialIssuePayloadSchema>;
